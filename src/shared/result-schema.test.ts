import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resultJsonSchema } from './result-schema';

describe('published JSON Schema of the result', () => {
  it('docs/analysis-result.schema.json matches the contract (run `npm run result-schema` after changing it)', () => {
    const file = path.resolve(import.meta.dirname, '../../docs/analysis-result.schema.json');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(JSON.parse(JSON.stringify(resultJsonSchema())));
  });
  it('names the typed facts consumers rely on', () => {
    const props = Object.keys((resultJsonSchema() as { properties: Record<string, unknown> }).properties);
    for (const k of [
      'overallScore',
      'engines',
      'gates',
      'pageType',
      'llmsTxt',
      'robots',
      'metaRobots',
      'xRobotsTag',
      'h1Count',
      'language',
      'sitemap',
      'redirects',
    ])
      expect(props).toContain(k);
  });
});
