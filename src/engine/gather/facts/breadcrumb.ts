/** The breadcrumb trail the page shows, as its links and its last step, for the drafted BreadcrumbList. */
import type { PageFacts } from '../../types';
import { absolutise, at, clean, seenTextOf, spacedTextOf, type ParsedPage, type TreeNode } from './dom';

/** What stands between two steps ("›", "/", "»", abendblatt.de's "–") and nothing else. */
const SEPARATORS = /^[\s>›»/|·•→–—\\-]*$/u;
const separatorsOff = (t: string) => clean(t).replace(/^[\s>›»/|·•→–—\\-]+|[\s>›»/|·•→–—\\-]+$/gu, '');
/**
 * A label the trail is read under, shown before it or spoken to screen readers, in the main European languages:
 * "You are here:", "Current page:" (GOV.UK), "Aktuelle Seite:" (TYPO3), "Vous êtes ici :". It names no step.
 */
const TRAIL_LABEL =
  /^(?:you are (?:here|viewing)|current (?:page|location)|sie (?:sind|befinden sich) hier|aktuelle seite|vous êtes (?:ici|sur)|page (?:actuelle|courante)|(?:usted )?estás? aquí|página (?:actual|atual)|(?:você )?está aqui|sei qui|ti trovi (?:qui|in)|pagina (?:corrente|attuale|curentă)|(?:u|je) bent hier|huidige pagina|jesteś tutaj|(?:bieżąca|aktualna) strona|du (?:är här|er her)|aktuell sida|(?:nuværende|nåværende) side|olet tässä|nykyinen sivu|nacházíte se|jste zde|aktuální stránka|nachádzate sa|aktuálna stránka|itt jár|jelenlegi oldal|sunteți aici)(?=[\s:：]|$)\s*[:：]?/iu;
/** A step's name: its words without the separators around them and the label the trail is read under. */
const stripSeparators = (t: string) => separatorsOff(separatorsOff(t).replace(TRAIL_LABEL, ''));

type Crumb = PageFacts['breadcrumbTrail'][number];

/** The elements under `el` that pass `keep`, in document order. */
function within(el: TreeNode, keep: (n: TreeNode) => boolean): TreeNode[] {
  const out: TreeNode[] = [];
  const walk = (n: TreeNode) => {
    for (const c of n.children ?? []) {
      if (c.type !== 'tag') continue;
      if (keep(c)) out.push(c);
      walk(c);
    }
  };
  walk(el);
  return out;
}
const isLink = (n: TreeNode) => n.name === 'a' && at(n, 'href') !== undefined;

/** Each step of a trail: a list's items when it is a list, else its links and the words after the last one. */
function crumbsOf(page: ParsedPage, trail: TreeNode): Crumb[] {
  const link = (el: TreeNode): Crumb | null => {
    // A link named only for screen readers (Hybrid's "Home" in a screen-reader-text span) is named so.
    const name = stripSeparators(seenTextOf([el])) || stripSeparators(spacedTextOf([el]));
    const href = at(el, 'href');
    return name ? { name, url: href ? absolutise(href.trim(), page.base) : null } : null;
  };
  const items = within(trail, (n) => n.name === 'li');
  if (items.length)
    return items.flatMap((li) => {
      const a = within(li, isLink)[0];
      const crumb = a ? link(a) : null;
      if (crumb) return [crumb];
      const name = stripSeparators(seenTextOf([li]));
      return name && !SEPARATORS.test(name) ? [{ name, url: null }] : [];
    });
  const links = within(trail, isLink);
  const crumbs = links.map(link).filter((c): c is Crumb => !!c);
  // Steps apart by a separator only: links apart by commas are a "Filed under" list of topics (Observer's).
  const text = clean(seenTextOf([trail]));
  let from = 0;
  for (const [i, c] of crumbs.entries()) {
    const at = text.indexOf(c.name, from);
    if (at < 0) continue;
    if (i > 0 && !SEPARATORS.test(text.slice(from, at))) return [];
    from = at + c.name.length;
  }
  // The page's own step, written after the last link ("Home › Single origin › <span>Ethiopia …</span>").
  const rest = crumbs.length ? stripSeparators(text.slice(from)) : '';
  return rest ? [...crumbs, { name: rest, url: null }] : crumbs;
}

/**
 * A class, an id or a label that names a trail: "breadcrumbs", "cms-breadcrumb", "wayfinding-breadcrumbs_container",
 * gmw.cn's "contentBreadcrumbs2", "BreadCrumb"; a trail classed as a byline besides (Refinery29's
 * `div.byline.breadcrumbs`) is no author box.
 */
export const namesTrail = (el: TreeNode) =>
  `${at(el, 'class') ?? ''} ${at(el, 'id') ?? ''} ${at(el, 'aria-label') ?? ''}`
    .split(/\s+/)
    .some(
      (w) => /(?:^|[-_])bread-?crumbs?(?:$|[-_\d])/i.test(w) || /(?<=[a-z\d])Bread[Cc]rumbs?(?=$|[-_\dA-Z])/.test(w),
    );
/** A feature flag on <body> ("f_breadcrumbs_use_schemaorg_on", Kinja's) names no trail. */
const WHOLE_PAGE = new Set(['html', 'body', 'main', 'article']);

/**
 * The page's first breadcrumb trail of two steps or more, with a link among them, read from the innermost element
 * that names it (WebMD's "breadcrumb_ctr" also holds its "Email a Friend" and "Print" links around the trail).
 */
export function breadcrumbTrailOf(page: ParsedPage): Pick<PageFacts, 'breadcrumbTrail'> {
  const cands = [...new Set(page.byPos([...page.classOrIdEls(), ...(page.lists.get('nav') ?? [])]))].filter(
    (el) => !WHOLE_PAGE.has(el.name ?? '') && namesTrail(el),
  );
  const trails = new Map<TreeNode, Crumb[]>();
  for (const el of cands) {
    if (clean(seenTextOf([el])).length > 600) continue;
    const crumbs = crumbsOf(page, el).filter((c) => c.name.length <= 120);
    if (crumbs.length >= 2 && crumbs.some((c) => c.url)) trails.set(el, crumbs.slice(0, 10));
  }
  const inside = (el: TreeNode, outer: TreeNode) => {
    for (let p = el.parent; p; p = p.parent) if (p === outer) return true;
    return false;
  };
  for (const [el, crumbs] of trails)
    if (![...trails.keys()].some((other) => other !== el && inside(other, el))) return { breadcrumbTrail: crumbs };
  return { breadcrumbTrail: [] };
}
