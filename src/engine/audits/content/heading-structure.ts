import { defineAudit, ev, list, col, table, nWords } from '../helpers';
import { attr, fixOf, listed, mainHeadings, q, topicOf, type Artifacts, type Fix } from '../fix-kit';
import type { AuditDetails } from '@/shared/analysis';
import type { Heading } from '../../types';
import { pageHeadline } from '../../computed/drafts';
import { skippedLevels } from '../../computed/content';

/** Headings' texts, each once with how often it occurs, empty ones counted: '"Keynote" twice', '2 empty'. */
function sameTextsSaid(texts: string[]): string[] {
  const counts = new Map<string, number>();
  for (const t of texts) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].map(([t, n]) =>
    t ? `${q(t, 60)}${n === 2 ? ' twice' : n > 2 ? ` (${n} times)` : ''}` : `${n} empty`,
  );
}

/** The headlines the page's microdata declares (itemprop="headline"), nested items included. */
function microdataHeadlines(items: unknown, depth = 0): string[] {
  if (depth > 6 || !items || typeof items !== 'object') return [];
  if (Array.isArray(items)) return items.flatMap((i) => microdataHeadlines(i, depth + 1));
  return Object.entries(items).flatMap(([k, v]) =>
    k === 'headline' && typeof v === 'string' ? [v] : microdataHeadlines(v, depth + 1),
  );
}
const sameWords = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

const COUNTER = /^\d[\d,.]*[kKmM]?(?:\s+\p{L}+)?$/u;
const BY_NAME = /^[Bb]y\s+\p{Lu}/u;

/**
 * A heading that heads no section: a byline set as a heading ("By Joshua Sokol"), a button's or a tooltip's
 * word ("Copied!"), a counter ("343 claps"), or one in a block beside the content (an ad's "Sponsored
 * Links", a rail's "Subscribers Are Reading"). `quoted` is the heading's text as skippedLevels quotes it
 * (cut at a word, with "…").
 */
function labelOnly(a: Artifacts, quoted: string): boolean {
  const start = quoted.replace(/…$/, '');
  const i = a.raw.headings.findIndex((h) => h.text.replace(/\s+/g, ' ').trim().startsWith(start));
  if (i < 0) return false;
  const region = a.raw.headingRegions[i];
  // A count ("343", "343 claps") is a counter's figure, not a section's name.
  const count = COUNTER.test(start);
  return region === 'other' || region === 'chrome' || BY_NAME.test(start) || /!$/.test(start) || count;
}

/**
 * A page whose one H1 names the site or its section, not the piece: its headline is a lower heading (WebMD's H1
 * "Allergies Health Center", a step of its breadcrumb trail, over the H2 "Babies Who Eat Peanuts Early May Avoid
 * Allergy", the title's words; a blog's name over its post's title). The outline then gives the section as the
 * page's topic (decision 169).
 */
type HeadlineBelow = { h1: string; headline: string; names: string };
function headlineBelowH1(a: Artifacts): HeadlineBelow | null {
  const h1s = a.content.headings.filter((h) => h.level === 1);
  const headline = h1s.length === 1 ? pageHeadline(a) : null;
  const h1 = h1s[0]?.text.replace(/\s+/g, ' ').trim();
  if (!headline || !h1 || headline === h1) return null;
  if (!a.content.headings.some((h) => h.level > 1 && h.text.replace(/\s+/g, ' ').trim() === headline)) return null;
  const inTrail = a.raw.breadcrumbTrail.some((step) => step.name.replace(/\s+/g, ' ').trim() === h1);
  return { h1, headline, names: inTrail ? 'its section' : 'the site' };
}

/** Several H1s: the headline kept, its repeats removed, the others made H2s, the empty ones given text. */
function severalH1s(a: Artifacts, h1s: string[]): { problem: string; steps: string[] } {
  const steps: string[] = [];
  const named = h1s.filter(Boolean);
  const empty = h1s.length - named.length;
  // The one to keep is the page's headline, not the first in the markup (a header's tagline, a menu's).
  const headline = pageHeadline(a);
  const kept = Math.max(0, headline ? named.findIndex((t) => t.replace(/\s+/g, ' ').trim().startsWith(headline)) : 0);
  const others = named.filter((t) => t !== named[kept]);
  const repeats = named.length - others.length - 1;
  const also = [
    repeats ? `remove its ${repeats === 1 ? 'repeat' : `${repeats} repeats`}` : null,
    others.length
      ? `make the other${others.length > 1 ? 's' : ''} (${listed(sameTextsSaid(others), 4)}) H2 or plain text`
      : null,
  ].filter(Boolean);
  if (named.length)
    steps.push(
      `Keep ${q(named[kept], 60)} as the only H1${also.length === 2 ? `, ${also[0]} and ${also[1]}` : also.length ? ` and ${also[0]}` : ''}.`,
    );
  // A repeat is often a hidden H1 that carries the microdata headline (the Guardian's `<h1 class="is-hidden"
  // itemprop="headline">`): removed with it, the item would lose its headline.
  if (repeats && microdataHeadlines(a.raw.microdataItems).some((h) => sameWords(h, named[kept])))
    steps.push(
      `The page's microdata headline (itemprop="headline") has the same words: if it is on the repeat, keep the property on a tag in the same item instead, <meta itemprop="headline" content="${attr(named[kept].replace(/\s+/g, ' ').trim())}">, so the item keeps its headline.`,
    );
  if (empty)
    steps.push(
      `Remove the ${empty === 1 ? 'empty H1' : `${empty} empty H1s`} (or give ${empty === 1 ? 'it' : 'them'} text): a heading without text names nothing.`,
    );
  return { problem: `${h1s.length} H1s (${listed(sameTextsSaid(h1s), 5)})`, steps };
}

/** The exact outline problems (no H1 or several, skipped levels, too few H2s), with the page's own headings. */
function headingFix(a: Artifacts, h2: number, below: HeadlineBelow | null): Fix {
  const c = a.content;
  const h1s = c.headings.filter((h) => h.level === 1).map((h) => h.text);
  const topic = topicOf(a);
  const problems: string[] = [];
  const steps: string[] = [];
  // The page's headline may already be a lower heading (a shop's product name in an H2 above its price): the steps
  // after its promotion are said of the outline it leaves (its next heading then jumps from the H1).
  const headline = below?.headline ?? (h1s.length ? null : pageHeadline(a));
  const lower = headline
    ? c.headings.find((h) => h.level > 1 && h.text.replace(/\s+/g, ' ').trim() === headline)
    : undefined;
  // Promoted, the headline is the outline's top; the H1 it replaces becomes plain text.
  const after = lower
    ? c.headings.filter((h) => !below || h.level !== 1).map((h) => (h === lower ? { ...h, level: 1 } : h))
    : c.headings;
  const jumpsAfter = lower ? skippedLevels(after) : c.skippedLevels;
  const h2After = lower?.level === 2 && h2 > 0 ? h2 - 1 : h2;
  if (!h1s.length) {
    problems.push('no H1');
    steps.push(
      lower
        ? `Make the H${lower.level} ${q(lower.text, 60)}, the page's main heading, its H1: <h1>${attr(headline ?? lower.text)}</h1>`
        : topic
          ? `Make the page's main heading an H1; from its title: <h1>${attr(topic)}</h1>`
          : 'Give the page one H1 that names its topic.',
    );
  } else if (below && lower) {
    problems.push(`an H1 that names ${below.names}, not the piece`);
    steps.push(
      `The H1 ${q(below.h1, 60)} names ${below.names}; the piece's headline is the H${lower.level} ${q(lower.text, 60)}. Make the headline the page's H1, <h1>${attr(below.headline)}</h1>, and set ${q(below.h1, 60)} as plain text (a <p> or <span> styled as now).`,
    );
  } else if (h1s.length > 1) {
    const several = severalH1s(a, h1s);
    problems.push(several.problem);
    steps.push(...several.steps);
  }
  if (c.skippedLevels.length)
    problems.push(`${c.skippedLevels.length} skipped level${c.skippedLevels.length > 1 ? 's' : ''}`);
  if (jumpsAfter.length) {
    // Each jump once: a repeated block ("Platinum" under every chapter list) is one fix.
    const jumps = [...new Set(jumpsAfter)];
    for (const s of jumps.slice(0, 5)) {
      const m = /^H(\d) → H(\d) \((.*)\)$/.exec(s);
      const which = m && (m[3] === '""' ? `An empty H${m[2]}` : `The heading ${m[3]}`);
      steps.push(
        !m
          ? `Fix the skipped level ${s}.`
          : labelOnly(a, m[3].slice(1, -1))
            ? `${which} jumps from H${m[1]} to H${m[2]}; it labels a byline, a button or a block beside the content, not a section of it: make it plain text (a <p> or <span> styled as now).`
            : `${which} jumps from H${m[1]} to H${m[2]}: make it an H${Number(m[1]) + 1}.`,
      );
    }
    if (jumps.length > 5) steps.push(`…and ${jumps.length - 5} more jumps of the same kind.`);
  }
  if (h2 < 2) problems.push(h2Said(a, h2));
  if (h2After < 2) {
    const subs = mainHeadings(a, [3, 4, 5, 6]).map((h) => `H${h.level} ${q(h.text, 50)}`);
    const has = `${h2After ? 'one H2' : 'no H2'}${h2After < h2 ? ' once its H2 is the H1' : ''}`;
    steps.push(
      subs.length
        ? `The main content has ${has}; these of its headings could be the H2 sections: ${listed(subs, 6)}.`
        : `The main content (${nWords(c.mainWordCount)}) has ${has}: give each of its parts an H2 that names it, so each passage can be quoted on its own.`,
    );
  }
  const outline = c.headings.slice(0, 8).map((h) => `H${h.level} ${h.text ? q(h.text, 40) : '(empty)'}`);
  return {
    title: `Fix the heading outline: ${problems.join(', ')}`,
    description: `The page has ${problems.join(', ')}. Its outline now: ${outline.length ? listed(outline, 8) : 'no headings at all'}${c.headings.length > 8 ? ` (${c.headings.length} headings)` : ''}.`,
    stepByStep: [...steps, 'Do not use headings just for styling; re-run this analysis.'],
  };
}

/** The outline as read, each heading with what is wrong with it (an extra H1, a skipped level), or null. */
function headingDetails(headings: Heading[]): AuditDetails {
  let h1s = 0;
  let prev = 0;
  const items = headings.map((h) => {
    if (h.level === 1) h1s++;
    const problem =
      h.level === 1 && h1s > 1
        ? `H1 number ${h1s}`
        : prev && h.level > prev + 1
          ? `skips from H${prev} to H${h.level}`
          : null;
    prev = h.level;
    return { level: h.level, text: h.text.replace(/\s+/g, ' ').trim().slice(0, 200), problem };
  });
  return table([col('level', 'Level', 'numeric'), col('text', 'Heading'), col('problem', 'Problem')], items);
}

export default defineAudit({
  id: 'heading-structure',
  category: 'content',
  title: 'Headings form a clear outline (one H1, no skipped levels)',
  failureTitle: 'Heading outline is unclear',
  description:
    'Language models split pages into passages by headings. One H1 and a logical H2/H3 outline make each passage quotable on its own.',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Fix the heading outline',
    description: 'Use exactly one H1 for the page topic and H2/H3 for sections without skipping levels.',
    stepByStep: [
      'Make the page title the only H1.',
      'Turn each section title into an H2, sub-sections into H3.',
      'Do not use headings just for styling.',
    ],
  },
  run(a) {
    const { content: c } = a;
    // The page's sections: not the H2s of its header, footer or menus, nor of other stories' blocks.
    const h2 = c.headings.filter(
      (h, i) => h.level === 2 && !['chrome', 'other'].includes(a.raw.headingRegions[i] ?? 'main'),
    ).length;
    const below = headlineBelowH1(a);
    const score =
      (c.h1Count === 1 ? (below ? 0.3 : 0.5) : c.h1Count > 1 ? 0.3 : 0) +
      (c.skippedLevels.length === 0 ? 0.25 : 0) +
      (h2 >= 2 ? 0.25 : h2 === 1 ? 0.1 : 0);
    return {
      score,
      numericValue: c.h1Count,
      numericUnit: 'count',
      details: headingDetails(c.headings),
      evidence: [
        ev('H1 count', c.h1Count),
        ev('H1', c.headings.find((h) => h.level === 1)?.text ?? null),
        ev('H2 count', h2),
        ev('Skipped levels', list(c.skippedLevels, 3)),
        ev('Total headings', c.headings.length),
      ],
      ...(score < 1 ? { failureTitle: headingTitle(a, h2, below), ...fixOf(() => headingFix(a, h2, below)) } : {}),
    };
  },
});

/** What is wrong with this page's outline, its first two problems: the H1s, skipped levels, the H2s. */
function headingTitle(a: Artifacts, h2: number, below: HeadlineBelow | null): string {
  const c = a.content;
  const skipped = c.skippedLevels.length;
  const problems = [
    c.h1Count === 0
      ? 'no H1'
      : c.h1Count > 1
        ? `${c.h1Count} H1 headings`
        : below
          ? `an H1 that names ${below.names}, not the piece`
          : null,
    skipped
      ? `${skipped} skipped heading level${skipped === 1 ? '' : 's'} (${c.skippedLevels[0].replace(/ \(.*$/, '')})`
      : null,
    h2 < 2 ? h2Said(a, h2) : null,
  ].filter(Boolean);
  return `The page has ${problems.slice(0, 2).join(' and ')}`;
}

/** "no H2", or "no H2 in its content" when the H2s the outline shows are the site's menus' and other blocks'. */
function h2Said({ content: c }: Artifacts, h2: number): string {
  const said = h2 ? 'one H2' : 'no H2';
  return c.headings.filter((h) => h.level === 2).length > h2 ? `${said} in its content` : said;
}
