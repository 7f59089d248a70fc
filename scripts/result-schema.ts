/**
 * Writes docs/analysis-result.schema.json: the JSON Schema of the analysis result (`--json`, the
 * exports and the API), generated from the zod contract in src/shared/analysis.ts.
 * `npm run result-schema` after changing the contract; a test fails while the file is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resultJsonSchema } from '@/shared/result-schema';

const out = path.resolve(import.meta.dirname, '../docs/analysis-result.schema.json');
fs.writeFileSync(out, `${JSON.stringify(resultJsonSchema(), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), out)}`);
