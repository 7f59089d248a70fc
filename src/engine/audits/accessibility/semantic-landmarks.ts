import { defineAudit, ev, col, table, nWords } from '../helpers';
import { chromeLinkTexts, fixOf, listed, q, type Artifacts, type Fix } from '../fix-kit';
import { pageHeadline, statedSiteName } from '../../computed/drafts';

/** The text's last `n` words, whitespace collapsed. */
function lastWords(text: string, n: number): string {
  let at = text.length;
  for (let seen = 0; at > 0; at--) {
    if (/\s/.test(text[at - 1]) && !/\s/.test(text[at]) && ++seen === n) break;
  }
  return text.slice(at).replace(/\s+/g, ' ');
}

/** Which scored landmarks are missing and which are there, and what on this page each missing one should wrap. */
function landmarksFix(a: Artifacts): Fix {
  const l = a.raw.landmarks;
  const c = a.content;
  // Only the ends are quoted: a long article is not split into all its words for them.
  const text = c.mainText.trim();
  const start = text.match(/^(?:\S+\s+){0,7}\S*/)![0].replace(/\s+/g, ' ');
  const end = lastWords(text, 8);
  const long = /^(?:\S+\s+){16}\S/.test(text);
  // The page's headline, not a hidden menu's or a header's H1 (GitHub's "Custom").
  const h1 = pageHeadline(a);
  const nav = chromeLinkTexts(a);
  const present = Object.entries(l)
    .filter(([, v]) => v)
    .map(([k]) => `<${k}>`);
  const steps: string[] = [];
  if (!l.main)
    steps.push(
      `Wrap the main content in <main>: the text that starts ${q(start, 80)}${long ? ` and ends ${q(end, 80)}` : ''} (${nWords(c.mainWordCount)}, now found by ${c.mainSource}).`,
    );
  if (!l.article && !l.section)
    steps.push(
      `Wrap the ${h1 ? `piece headed ${q(h1, 80)}` : 'main piece of content'} in <article>${h1 ? '' : ' (or its parts in <section> elements)'}.`,
    );
  if (!l.nav)
    steps.push(
      `Wrap the site menu in <nav>${
        nav.length
          ? `: the links ${listed(
              nav.map((t) => `"${t}"`),
              6,
            )}`
          : ''
      }.`,
    );
  const name = statedSiteName(a);
  if (!l.header)
    steps.push(`Wrap the top of the page (the ${name ? `${name} ` : "site's "}logo or name and the menu) in <header>.`);
  if (!l.footer) steps.push('Wrap the bottom of the page (copyright, legal and contact links) in <footer>.');
  const missing = [
    l.main ? null : '<main>',
    l.article || l.section ? null : '<article> or <section>',
    l.nav ? null : '<nav>',
    l.header ? null : '<header>',
    l.footer ? null : '<footer>',
  ].filter((x): x is string => !!x);
  return {
    title: `Add ${listed(missing)}`,
    description: `The page has ${present.length ? listed(present) : 'none of the landmark elements'}; it lacks ${listed(missing)}. Crawlers use these to tell the content from menus and boilerplate.`,
    stepByStep: [...steps, 'In a CMS these come from the theme: ask its developer, or pick a theme that uses them.'],
  };
}

export default defineAudit({
  id: 'semantic-landmarks',
  category: 'accessibility',
  title: 'Page uses semantic HTML landmarks',
  failureTitle: 'Page lacks semantic HTML landmarks',
  description:
    'main, article, nav, header and footer let crawlers separate the real content from menus and boilerplate, so the right passages get extracted and cited.',
  requiredArtifacts: ['raw'],
  fix: {
    title: 'Use semantic HTML elements',
    description:
      'Wrap the main content in <main> (and <article> for articles), menus in <nav>, and use <header> and <footer>.',
    stepByStep: [
      'Ask your developer or theme to wrap the primary content in <main>.',
      'Use <article> for blog posts and news.',
      'Use <nav> for menus, <header> and <footer> for the page top and bottom.',
    ],
  },
  run(a) {
    const { raw } = a;
    const l = raw.landmarks;
    const score =
      (l.main ? 0.4 : 0) +
      (l.article || l.section ? 0.15 : 0) +
      (l.nav ? 0.15 : 0) +
      (l.header ? 0.15 : 0) +
      (l.footer ? 0.15 : 0);
    return {
      score,
      evidence: Object.entries(l).map(([k, v]) => ev(`<${k}>`, v)),
      numericValue: Object.values(l).filter(Boolean).length,
      numericUnit: 'count',
      details: table(
        [col('element', 'Element', 'code'), col('present', 'Present', 'boolean')],
        Object.entries(l).map(([k, v]) => ({ element: `<${k}>`, present: !!v })),
      ),
      ...(score < 1 ? fixOf(() => landmarksFix(a)) : {}),
    };
  },
});
