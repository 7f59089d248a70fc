/** One news page built in a test, and the audit results and fix texts read from it (the read-as-* tests). */
import { makeArtifacts } from './artifacts';
import { runAudits } from '../run-audits';
import { detectPageType } from '../computed/page-type';
import type { Artifacts } from '../types';

export const FIXTURE_URL = 'https://www.dailyplanet.example/2024/05/rivers/';

export const page = (head: string, body: string, title = 'Rivers are rising', lang = 'en', bodyAttrs = '') =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title>${head}</head><body${bodyAttrs}>${body}</body></html>`;

/** `n` paragraphs of running text. */
export const prose = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<p>The river paragraph ${i} explains what happened this spring along the valley, how the water rose and what the towns did about it afterwards.</p>`,
  ).join('');

export const audit = (a: Artifacts, id: string) => runAudits(a).find((x) => x.id === id)!;

/** An audit's fix as one text: its title, description and steps. */
export const fixText = (a: Artifacts, id: string) => {
  const r = audit(a, id);
  return [r.fix?.title, r.fix?.description, ...(r.fix?.stepByStep ?? [])].join('\n');
};

export const at = (html: string, url = FIXTURE_URL) => makeArtifacts(html, { url });

/** The nodes of the page's one drafted JSON-LD block (in whichever fix carries it), as the page's type runs the audits. */
export const draftedGraph = (a: Artifacts): Record<string, unknown>[] => {
  const steps = runAudits(a, detectPageType(a).type).flatMap((r) => r.fix?.stepByStep ?? []);
  const block = steps.find((st) => st.includes('application/ld+json'))!;
  return JSON.parse(block.slice(block.indexOf('{'), block.lastIndexOf('}') + 1))['@graph'] as Record<string, unknown>[];
};
