/** Writes docs/audits.md from the audit config and evidence grades. */
import fs from 'node:fs';
import path from 'node:path';
import { auditsMarkdown } from '@/engine/data/audits-doc';

const out = path.resolve(import.meta.dirname, '../docs/audits.md');
fs.writeFileSync(out, auditsMarkdown());
console.log(`wrote ${path.relative(process.cwd(), out)}`);
