/**
 * The comparison with competitors in the report e-mail (docs/decisions/030), as the report shows it on
 * screen: the scores table; then, unlocked, "What they do that you don't" and side by side the gates,
 * AI engines, the AI crawlers that differ and the signals that differ. Locked (the session has not
 * paid for the comparison), the scores table only and what the rest holds: the same redaction as
 * GET /api/analyses/:id/comparison, which built the comparison given here.
 */
import {
  crawlerWord,
  gateWord,
  nothingToAdd,
  type Comparison,
  type ComparisonRow,
  type ComparisonSite,
} from '@/shared/competitor-compare';
import { ENGINE_STATUS_LABELS } from '@/shared/crawler-access';
import { escapeHtml as esc } from '../html';

export interface ComparisonMail {
  comparison: Comparison;
  locked: boolean;
}

interface Colors {
  primary: string;
  secondary: string;
}

const LOCKED_NOTE =
  "Gates, crawler access, engine verdicts and what your competitors do that you don't are part of the full comparison.";
const DIFFERS_NOTE = 'A bar at the left marks the rows where the pages differ.';

/** One table of the mail: a caption, the words of each cell, and its rows. */
interface MailTable {
  caption: string;
  rows: ComparisonRow<string>[];
  /** A line under the table (the crawlers left out because every page treats them alike). */
  note?: string;
}

const words = <V>(rows: ComparisonRow<V>[], word: (v: V) => string): ComparisonRow<string>[] =>
  rows.map((r) => ({ ...r, values: r.values.map((v) => (v === null ? null : word(v))) }));

/** The tables in the order the report shows them: scores, then (unlocked) gates, engines, crawlers, signals. */
function tablesOf({ comparison: c, locked }: ComparisonMail): { scores: MailTable; details: MailTable[] } {
  const scores = { caption: 'Scores', rows: words(c.scores, String) };
  if (locked) return { scores, details: [] };
  const crawlers = c.crawlers.filter((r) => r.differs);
  const alike = c.crawlers.length - crawlers.length;
  const details: MailTable[] = [
    {
      caption: 'Gates',
      rows: words(c.gates, gateWord),
      note: c.gates.length ? undefined : 'No gate holds on any of these pages.',
    },
    { caption: 'AI engines', rows: words(c.engines, (v) => ENGINE_STATUS_LABELS[v]) },
    {
      caption: 'AI crawlers',
      rows: words(crawlers, crawlerWord),
      note: alike
        ? `${alike} more ${alike === 1 ? 'crawler is' : 'crawlers are'} treated the same on every page.`
        : undefined,
    },
    { caption: 'Signals that differ', rows: c.signals },
  ];
  return { scores, details: details.filter((t) => t.rows.length || t.note) };
}

const siteHeading = (s: ComparisonSite) =>
  `${s.role === 'you' ? 'Your page' : 'Competitor'}: ${s.label}${s.status === 'failed' ? ' (could not be analysed)' : ''}`;

function tableHtml(t: MailTable, sites: ComparisonSite[], colors: Colors): string {
  const th =
    'padding:6px 8px;text-align:left;vertical-align:bottom;font-size:12px;color:#6b7280;border-bottom:1px solid #e5e7eb';
  const head = sites
    .map(
      (s) =>
        `<th style="${th}"><div style="font-size:10px;text-transform:uppercase">${s.role === 'you' ? 'Your page' : 'Competitor'}</div><div style="color:#111827;overflow-wrap:anywhere;word-break:break-word">${esc(s.label)}</div>${s.status === 'failed' ? '<div style="color:#b91c1c;font-weight:400">Could not be analysed</div>' : ''}</th>`,
    )
    .join('');
  const body = t.rows
    .map((r) => {
      const bar = r.differs ? `border-left:3px solid ${esc(colors.secondary)};` : 'border-left:3px solid transparent;';
      const cells = r.values
        .map((v) => `<td style="padding:6px 8px;font-size:13px">${v === null ? '–' : esc(v)}</td>`)
        .join('');
      return `<tr data-row="${esc(r.id)}"><th scope="row" style="${bar}width:34%;padding:6px 8px;text-align:left;font-size:13px;font-weight:600">${esc(r.label)}</th>${cells}</tr>`;
    })
    .join('');
  const note = t.note ? `<p style="font-size:12px;color:#6b7280;margin:6px 0 0">${esc(t.note)}</p>` : '';
  const table = t.rows.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse"><tr><th style="${th};text-transform:uppercase">${esc(t.caption)}</th>${head}</tr>${body}</table>`
    : '';
  return `<div style="margin-top:12px">${table}${note}</div>`;
}

/** The comparison's rows of the report mail's HTML table (one <tr> per block). */
export function comparisonHtml(mail: ComparisonMail, colors: Colors): string {
  const { comparison: c, locked } = mail;
  const { scores, details } = tablesOf(mail);
  const h2 = `font-size:18px;margin:0 0 8px;color:${esc(colors.primary)}`;
  const errors = c.sites
    .filter((s) => s.error)
    .map((s) => `<p style="font-size:12px;color:#b91c1c;margin:6px 0 0">${esc(`${s.label}: ${s.error}`)}</p>`)
    .join('');
  const blocks = [`<h2 style="${h2}">You and your competitors</h2>${tableHtml(scores, c.sites, colors)}${errors}`];
  if (locked) blocks.push(`<p style="font-size:14px;margin:0">${esc(LOCKED_NOTE)}</p>`);
  else {
    const advantages = c.advantages
      .map(
        (a) =>
          `<h3 style="font-size:15px;margin:12px 0 4px">${esc(a.label)}</h3>${
            a.points.length
              ? `<ul style="font-size:14px;line-height:1.6;margin:0;padding-left:18px">${a.points.map((p) => `<li>${esc(p.text)}</li>`).join('')}</ul>`
              : `<p style="font-size:14px;margin:0">${esc(nothingToAdd(a.label))}</p>`
          }`,
      )
      .join('');
    blocks.push(`<h2 style="${h2}">What they do that you don't</h2>${advantages}`);
    blocks.push(
      `<h2 style="${h2}">Side by side</h2><p style="font-size:12px;color:#6b7280;margin:0">${esc(DIFFERS_NOTE)}</p>${details.map((t) => tableHtml(t, c.sites, colors)).join('')}`,
    );
  }
  return blocks.map((b) => `<tr><td style="padding:16px 24px 0">${b}</td></tr>`).join('\n');
}

/** One line per row: "Overall: Your page 54 | rival.com 71" (a * marks the rows where the pages differ). */
function tableText(t: MailTable, sites: ComparisonSite[]): string[] {
  const rows = t.rows.map(
    (r) =>
      `${r.differs ? '* ' : ''}${r.label}: ${r.values.map((v, i) => `${sites[i]?.role === 'you' ? 'Your page' : sites[i]?.label} ${v ?? '–'}`).join(' | ')}`,
  );
  return ['', t.caption, ...rows, ...(t.note ? [t.note] : [])];
}

/** The comparison in the plain-text part, line for line the HTML's content. */
export function comparisonText(mail: ComparisonMail): string[] {
  const { comparison: c, locked } = mail;
  const { scores, details } = tablesOf(mail);
  const lines = [
    'You and your competitors',
    ...c.sites.map(siteHeading),
    ...tableText(scores, c.sites),
    ...c.sites.filter((s) => s.error).map((s) => `${s.label}: ${s.error}`),
  ];
  if (locked) return [...lines, '', LOCKED_NOTE, ''];
  lines.push('', "What they do that you don't");
  for (const a of c.advantages)
    lines.push('', a.label, ...(a.points.length ? a.points.map((p) => `- ${p.text}`) : [nothingToAdd(a.label)]));
  lines.push('', 'Side by side', DIFFERS_NOTE.replace('A bar at the left marks', 'A * marks'));
  for (const t of details) lines.push(...tableText(t, c.sites));
  return [...lines, ''];
}
