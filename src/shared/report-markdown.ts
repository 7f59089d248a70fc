/**
 * The report as Markdown: the visitor's download and the CLI's `--output md`. Page text is escaped
 * (mdText, mdCode), so a hostile title stays text.
 */
import { CATEGORY_LABELS, CATEGORY_SCORE_FIELDS, CATEGORY_IDS, type AnalysisResult } from './analysis';
import { engineVerdictLine } from './crawler-access';
import { noRedFlagFound, NO_RED_FLAGS, redFlagsFor } from './red-flags';
import { formatOverallScore, statusBand } from './scoring-bands';

const yes = (b: boolean) => (b ? 'Yes' : 'No');

/**
 * Page-controlled text in Markdown: one line, Markdown and HTML characters escaped (a title of
 * `<script>` or `[x](javascript:…)` stays text), and a leading = + - @ made inert with a quote, as
 * spreadsheets treat such a cell as a formula when the table is pasted into one.
 */
export function mdText(value: unknown): string {
  let s = String(value ?? '').replace(/[\r\n\t]+/g, ' ');
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return s.replace(/[\\`*_[\]<>|&~]/g, '\\$&');
}

/** A code span that holds any text: a fence longer than its longest backtick run, pipes escaped for tables. */
export function mdCode(value: string): string {
  const s = value.replace(/[\r\n]+/g, ' ').replace(/\|/g, '\\|');
  const fence = '`'.repeat(Math.max(0, ...(s.match(/`+/g) ?? []).map((r) => r.length)) + 1);
  const pad = s.startsWith('`') || s.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${s}${pad}${fence}`;
}

/** A paragraph of page-influenced prose: escaped, and never starting a heading, quote or list. */
const mdParagraph = (p: string) => mdText(p).replace(/^([#>+\-]|\d+[.)])/, '\\$1');

/** The page's facts and its scores. */
function mdPageAndScores(r: AnalysisResult, L: string[]): void {
  const blocked = r.status === 'access_blocked';
  L.push('## Page', '');
  L.push(`- **URL:** ${mdText(r.pageDetails.url)}`);
  L.push(`- **Title:** ${mdText(r.pageDetails.title || 'Not Available')}`);
  L.push(`- **Type:** ${mdText(r.pageDetails.pageType || 'Website')}`);
  L.push(`- **Analyzed:** ${new Date(r.analyzedAt).toLocaleString('en-US')} (Live Website Scraped)`);
  if (r.pageDetails.lastModified) L.push(`- **Last modified:** ${mdText(r.pageDetails.lastModified)}`);
  if (r.intent === 'keep-out-of-training')
    L.push(
      "- **Goal:** Be visible in AI answers, keep content out of model training (blocked training crawlers are the owner's choice, not findings)",
    );
  L.push('', '## Scores', '', '| Category | Score | Status |', '| --- | --- | --- |');
  L.push(`| **Overall** | **${formatOverallScore(r.overallScore)}** | ${statusBand(r.overallScore, blocked)} |`);
  for (const id of CATEGORY_IDS) {
    const s = r[CATEGORY_SCORE_FIELDS[id]];
    L.push(`| ${CATEGORY_LABELS[id]} | ${Math.round(s)} | ${statusBand(s, blocked)} |`);
  }
}

/** What to do: the engines' verdicts, red flags, impacts, quick fixes and recommendations by priority. */
function mdFindings(r: AnalysisResult, L: string[]): void {
  if (r.engines?.length) {
    L.push('', '## Will AI engines use this page?', '');
    for (const e of r.engines) L.push(`- ${mdText(engineVerdictLine(e))}`);
  }
  const flags = redFlagsFor(r);
  if (noRedFlagFound(r)) L.push('', '## Critical AI Visibility Red Flags', '', NO_RED_FLAGS);
  if (flags.length) {
    L.push('', '## Critical AI Visibility Red Flags', '');
    flags.forEach((f, i) =>
      L.push(
        `${i + 1}. **${mdText(f.title)}** (${f.severity})${f.impact ? `: ${mdText(f.impact)}` : ''}${f.howToFix ? `\n   - How to fix: ${mdText(f.howToFix)}` : ''}`,
      ),
    );
  }
  if (r.optimizationImpacts.length) {
    L.push('', '## Optimization Impacts', '');
    for (const i of r.optimizationImpacts)
      L.push(
        `- **+${i.scoreIncrease} pts** ${mdText(i.title)} (${mdText(i.category)})${i.solution ? `: ${mdText(i.solution)}` : ''}`,
      );
  }
  if (r.recommendations.quickFixes.length) {
    L.push('', '## Quick Fixes (Non-Technical)', '');
    r.recommendations.quickFixes.forEach((q, i) => {
      L.push(`${i + 1}. **${mdText(q.title)}**: ${mdText(q.description)}`);
      q.stepByStep.forEach((s, j) => L.push(`   ${j + 1}. ${mdText(s)}`));
    });
  }
  for (const [level, list] of [
    ['High priority', r.recommendations.high],
    ['Medium priority', r.recommendations.medium],
    ['Low priority', r.recommendations.low],
  ] as const) {
    if (!list.length) continue;
    L.push('', `## ${level}`, '');
    for (const rec of list) L.push(`- **${mdText(rec.title)}**: ${mdText(rec.description)}`);
  }
}

/** The evidence: crawler access, structured data, metadata and authority signals. */
function mdSignals(r: AnalysisResult, L: string[]): void {
  if (r.crawlerAccess?.agents?.length) {
    L.push(
      '',
      '## AI Crawler Access',
      '',
      '| Agent | Purpose | robots.txt | Live status |',
      '| --- | --- | --- | --- |',
    );
    for (const a of r.crawlerAccess.agents) {
      const live = a.live ? `${a.live.status ?? 'no response'}${a.live.blocked ? ' (blocked)' : ''}` : 'not checked';
      L.push(
        `| ${mdText(a.agent)} (${mdText(a.provider)}) | ${mdText(a.purpose)} | ${mdText(a.robots.verdict)}${a.robots.matchedLine ? ` ${mdCode(a.robots.matchedLine)}` : ''} | ${mdText(live)} |`,
      );
    }
  }
  L.push(
    '',
    '## Structured Data',
    '',
    `- JSON-LD found: ${yes(r.structuredData.jsonLdFound)} (${r.structuredData.jsonLdBlocks} blocks)`,
  );
  L.push(`- Schema types: ${mdText(r.structuredData.schemaTypes.join(', ') || 'none')}`);
  L.push(
    '',
    '## Metadata',
    '',
    `- Title tag: ${r.metadata.titleTag.status} (${r.metadata.titleTag.length} characters)`,
  );
  L.push(`- Meta description: ${r.metadata.metaDescription.status} (${r.metadata.metaDescription.length} characters)`);
  L.push('', '## Authority and Trust Signals', '');
  const a = r.authoritySignals;
  L.push(
    `- Author information: ${yes(a.authorInfo)}`,
    `- Credentials: ${yes(a.credentials)}`,
    `- About page: ${yes(a.aboutPage)}`,
  );
  L.push(
    `- Contact information: ${yes(a.contactInfo)}`,
    `- Privacy policy: ${yes(a.privacyPolicy)}`,
    `- Social proof signals: ${a.socialProof}`,
  );
}

export function toMarkdown(r: AnalysisResult, companyName: string, now: Date = new Date()): string {
  const L: string[] = [];
  L.push('# LLM Visibility Audit Report', '', '_AI Search Optimization Analysis_', '');
  mdPageAndScores(r, L);
  mdFindings(r, L);
  mdSignals(r, L);
  if (r.narrativeReport)
    L.push(
      '',
      '## Strategic Insights',
      '',
      r.narrativeReport
        .split(/\n\s*\n/)
        .map(mdParagraph)
        .join('\n\n'),
    );
  L.push('', '---', `© 2025 ${mdText(companyName)}. Generated ${now.toISOString()}.`, '');
  return L.join('\n');
}
