/**
 * A score budget for CI, in the spirit of Lighthouse's budget.json: minimum scores and the gates
 * that must not hold. The CLI exits 1 when the analysis breaks it.
 *
 *   { "overall": 70, "categories": { "accessibility": 90 }, "forbiddenGates": ["noindex", "robots-ai-agents"] }
 *
 * "forbiddenGates": ["*"] forbids every gate.
 */
import { z } from 'zod';
import {
  CATEGORY_IDS,
  CATEGORY_LABELS,
  CATEGORY_SCORE_FIELDS,
  GateIdSchema,
  type AnalysisResult,
} from '@/shared/analysis';

const Minimum = z.number().min(0).max(100);

export const BudgetSchema = z
  .object({
    overall: Minimum.optional(),
    categories: z
      .object(
        Object.fromEntries(CATEGORY_IDS.map((c) => [c, Minimum.optional()])) as Record<
          (typeof CATEGORY_IDS)[number],
          z.ZodOptional<typeof Minimum>
        >,
      )
      .strict()
      .optional(),
    forbiddenGates: z.array(z.union([GateIdSchema, z.literal('*')])).optional(),
  })
  .strict();
export type Budget = z.infer<typeof BudgetSchema>;

/** The budget from a file's text, or an error naming what is wrong with it. */
export function parseBudget(text: string, fileName: string): Budget {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${fileName} is not valid JSON: ${(e as Error).message}`);
  }
  const parsed = BudgetSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(top level)'}: ${i.message}`).join('; ');
    throw new Error(
      `${fileName} is not a valid budget: ${issues}. Expected {"overall": 0-100, "categories": {${CATEGORY_IDS.map((c) => `"${c}"`).join(', ')}: 0-100}, "forbiddenGates": [${GateIdSchema.options.map((g) => `"${g}"`).join(', ')} or "*"]}`,
    );
  }
  return parsed.data;
}

/** Every way the result breaks the budget, in words; empty when it holds. */
export function budgetViolations(r: AnalysisResult, b: Budget): string[] {
  const out: string[] = [];
  if (b.overall !== undefined && r.overallScore < b.overall)
    out.push(`Overall score ${r.overallScore} is below the budget's ${b.overall}`);
  for (const c of CATEGORY_IDS) {
    const min = b.categories?.[c];
    const score = r[CATEGORY_SCORE_FIELDS[c]];
    if (min !== undefined && score < min) out.push(`${CATEGORY_LABELS[c]} ${score} is below the budget's ${min}`);
  }
  const forbidden = b.forbiddenGates ?? [];
  for (const g of r.gates)
    if (forbidden.includes('*') || forbidden.includes(g.id)) out.push(`Forbidden gate ${g.id}: ${g.title}`);
  return out;
}
