/**
 * Counts of attacks tried, faults injected and random requests sent, appended per test file to
 * test-results/security-counts.jsonl so docs/security.md can quote real numbers.
 */
import fs from 'node:fs';
import path from 'node:path';

const FILE = path.resolve('test-results', 'security-counts.jsonl');

export const fuzzCounters = {
  record(kind: 'fuzz' | 'attacks' | 'faults', count: number, note = ''): void {
    try {
      fs.mkdirSync(path.dirname(FILE), { recursive: true });
      fs.appendFileSync(FILE, JSON.stringify({ at: new Date().toISOString(), kind, count, note }) + '\n');
    } catch {
      /* counting is best effort */
    }
  },
};
