/**
 * What software published the page, as the page itself says: the generator meta tag, and the markup
 * that wiki and documentation engines write into every page (MediaWiki's `mw-` ids, Sphinx's sidebar,
 * MkDocs' content frame...). The page type reads it: an encyclopedia article or a manual page is written
 * and revised by many hands, not signed by one author.
 */
import type { PageFacts } from '../../types';
import { at, textOf, type ParsedPage } from './dom';

/**
 * An id or class that only one engine writes, and the engine's name. Wikis first: their pages are never signed.
 * `fiction`: the reader markup of platforms that publish stories and books, each around the work's own text
 * (docs/decisions/046).
 */
const MARKERS: { kind: 'wiki' | 'docs' | 'fiction'; name: string; ids?: string[]; classes?: string[] }[] = [
  {
    kind: 'wiki',
    name: 'MediaWiki',
    ids: ['mw-content-text', 'mw-head', 'mw-navigation'],
    classes: ['mw-parser-output'],
  },
  { kind: 'wiki', name: 'DokuWiki', classes: ['dokuwiki'] },
  { kind: 'wiki', name: 'Confluence', classes: ['wiki-content'] },
  { kind: 'docs', name: 'Sphinx', classes: ['sphinxsidebar', 'rst-content', 'wy-nav-side'] },
  { kind: 'docs', name: 'MkDocs', classes: ['md-content', 'md-sidebar'] },
  { kind: 'docs', name: 'Docusaurus docs', classes: ['theme-doc-markdown', 'docs-doc-page'] },
  { kind: 'docs', name: 'VitePress docs', classes: ['VPDoc'] },
  { kind: 'docs', name: 'rustdoc', classes: ['rustdoc'] },
  { kind: 'docs', name: 'GitBook', classes: ['gitbook-root'] },
  // The Archive of Our Own's software (otwarchive) wraps a work in #workskin, its chapters in #chapters.
  { kind: 'fiction', name: 'Archive of Our Own', ids: ['workskin'] },
  { kind: 'fiction', name: 'Royal Road', classes: ['chapter-inner'] },
  // FanFiction.Net and FictionPress, one software: the story's text in #storytextp (news sites use #storytext too).
  { kind: 'fiction', name: 'FanFiction.Net', ids: ['storytextp'] },
  // Project Gutenberg's ebook builder puts its licence header in <section id="pg-header">.
  { kind: 'fiction', name: 'Project Gutenberg', ids: ['pg-header'] },
  // MediaWiki's ProofreadPage extension (Wikisource) wraps a text transcluded from the pages of a scanned
  // edition in <div class="prp-pages-output">: the text of a published work (docs/decisions/050).
  { kind: 'fiction', name: 'ProofreadPage', classes: ['prp-pages-output'] },
];

/**
 * Readers known by attributes rather than an id or a class, with the HTML's words that must be there first.
 * Wattpad writes each paragraph of a story's part as <p data-p-id="…"> (a hex id) inside <div
 * data-page-number>, as the readers that fetch its pages select them (docs/decisions/050); a news site's
 * paged article has data-page-number alone, other sites' data-p-id sits on buttons and rows.
 */
const ATTRIBUTE_MARKERS = [
  {
    kind: 'fiction',
    name: 'Wattpad',
    words: ['data-p-id', 'data-page-number'],
    selector: '[data-page-number] p[data-p-id]',
    tag: 'p',
    ok: (el: unknown) => /^[0-9a-f]{16,}$/i.test(at(el, 'data-p-id') ?? ''),
    min: 3,
  },
];

/** Generators whose every page is reference material: wikis, and documentation builders (blogs aside). */
export const WIKI_GENERATOR = /\b(?:MediaWiki|DokuWiki|MoinMoin|TiddlyWiki|XWiki|Confluence|PmWiki|Wiki\.js)\b/i;
export const DOCS_GENERATOR =
  /\b(?:Docutils|Sphinx|MkDocs|Docusaurus|VuePress|VitePress|GitBook|rustdoc|javadoc|Doxygen|Antora|Jekyll Just the Docs|Mintlify|Nextra|Starlight|Read the Docs)\b/i;

/** A link that invites the reader to edit the page: a wiki's "Edit" tab or a docs site's "Edit this page on GitHub". */
const EDIT_LINK =
  /^(?:edit|edit (?:this )?page(?: on (?:github|gitlab))?|edit on (?:github|gitlab)|improve this (?:page|doc)|edit source|view page source)$/i;

/** Every marker name, for one pass over the raw HTML (one regular expression, not a string search per name). */
const MARKER_NAMES = new RegExp(MARKERS.flatMap((m) => [...(m.ids ?? []), ...(m.classes ?? [])]).join('|'), 'g');

/**
 * The wiki, docs and fiction engines whose markup the page carries. The raw HTML is searched for each name first
 * (one pass is far cheaper than reading every element's classes on a page of thousands); only a
 * name found there is confirmed in the parsed page.
 */
function markersOf(page: ParsedPage, html: string): string[] {
  const inHtml = new Set(html.match(MARKER_NAMES) ?? []);
  const byAttributes = ATTRIBUTE_MARKERS.filter(
    (m) =>
      m.words.every((w) => html.includes(w)) && page.q(m.selector, m.tag).filter((_, el) => m.ok(el)).length >= m.min,
  );
  return [
    ...MARKERS.filter(
      (m) =>
        m.ids?.some((id) => inHtml.has(id) && page.q(`[id="${id}"]`, '@id').length > 0) ||
        m.classes?.some((c) => inHtml.has(c) && page.q(`.${c}`, '@class').length > 0),
    ),
    ...byAttributes,
  ].map((m) => `${m.kind}:${m.name}`);
}

export function platformOf(page: ParsedPage, html: string): Pick<PageFacts, 'generator' | 'platformMarkers'> {
  const generator = page.meta('meta[name="generator" i]');
  const markers = markersOf(page, html);
  let editLink = false;
  let sphinxPermalink = false;
  for (const a of page.lists.get('a') ?? []) {
    const href = at(a, 'href') ?? '';
    // Sphinx's own permalink title beside every heading (Python-Markdown's reads "Permanent link").
    if (/(?:^|\s)headerlink(?:\s|$)/.test(at(a, 'class') ?? ''))
      sphinxPermalink ||= /^(?:Permalink to this (?:headline|heading)|Link to this heading)$/i.test(
        at(a, 'title') ?? '',
      );
    // The address first: reading every link's text on a page of thousands of links costs more.
    else if (
      !editLink &&
      (/[?&]action=edit\b/.test(href) || /\/(?:edit|blob)\/[^/]+\/.+\.(?:md|mdx|rst|adoc|txt)\b/i.test(href))
    )
      editLink = EDIT_LINK.test(textOf([a]).trim());
  }
  if (sphinxPermalink && !markers.includes('docs:Sphinx')) markers.push('docs:Sphinx');
  if (editLink) markers.push('edit:an "Edit this page" link to its source');
  return { generator, platformMarkers: markers };
}
