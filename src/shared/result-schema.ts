import { z } from 'zod';
import { AnalysisResultSchema } from './analysis';

/** The analysis result as JSON Schema (draft 2020-12), as the engine writes it. */
export function resultJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(AnalysisResultSchema, { io: 'output', unrepresentable: 'any' }),
    $id: 'https://getseen.local/schemas/analysis-result.json',
    title: 'GetSeen analysis result',
  };
}
