export interface BenchOptions {
  quick: boolean;
  /** Tiny sizes for the CI smoke test. */
  smoke: boolean;
  /** Corpus pages for the Lighthouse agreement: a number, or null for all. */
  lighthousePages?: number | null;
}

export interface Section {
  id: string;
  title: string;
  /** Markdown table lines (header, separator, rows). */
  table: string[];
  notes: string[];
  /** Machine-readable figures, written to bench/results/latest.json. */
  data?: unknown;
  /** Hard failures (errors that must be 0, lost or duplicated jobs...). */
  failures?: string[];
}

export function mdTable(header: string[], rows: (string | number)[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ];
}
