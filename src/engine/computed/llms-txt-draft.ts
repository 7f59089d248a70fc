/**
 * A draft llms.txt (llmstxt.org) for a site that has none: its name, its summary and its key pages, from the
 * site's own menus and footer and its sitemap.
 */
import type { Artifacts } from '../types';
import { nonCitationKind } from './link-kinds';
import { draftDescription, isHomePage, statedSiteName } from './drafts';
import { describedElsewhere } from './described-elsewhere';

/** The site's description as its structured data gives it: the WebSite's, else the Organization's. */
function siteDescription(a: Artifacts): string | null {
  for (const type of ['WebSite', 'Organization']) {
    const node = a.structuredData.entities.find((e) => e.knownTypes.includes(type) && e.node)?.node;
    const d = node?.description;
    if (typeof d === 'string' && d.trim().length >= 20) return d.replace(/\s+/g, ' ').trim().slice(0, 300);
  }
  return null;
}

const ROUND_TRIP_PARAM = /^(?:returnto|return_to|returnurl|return_url|redirect_to|redirecturl)$/i;
const PAGE_ACTION = /^(?:edit|history|info|raw|watch|unwatch|purge|submit|delete|protect|talk)$/i;
/** MediaWiki's special, talk and user namespaces, in English and the languages of the vague words. */
const WIKI_NAMESPACE =
  /^(?:special|spezial|spécial|especial|speciale|talk|diskussion|discussion|discusión|discussione|discussão|user|benutzer|utilisateur|usuario|utente|usuário|\p{L}+[_ ]talk|benutzer[_ ]diskussion)(?::|%3a)/iu;
const VISITOR_TEXT =
  /^(?:(?:create|my|your) (?:an )?account|settings|preferences|contributions|watchlist|log ?out|sign ?out|edit(?: this page| source)?|view (?:source|history)|編集|编辑|bearbeiten|modifier|editar|modifica|upload(?: a)?(?: files?)?|datei hochladen|téléverser un fichier|importer un fichier|subir (?:un )?archivo|carica(?:re)? (?:un )?file|carregar (?:ficheiro|arquivo)|enviar arquivo|ファイルをアップロード|上传文件|write (?:a |an )?(?:post|story|article)|記事を書く|ログイン|ログアウト|サインアップ|サインイン|新規登録|会員登録|マイページ|登录|注册)$|^(?:サインアップ|新規登録)\s*[/／]\s*ログイン$/i;
/**
 * A sign-in's address by its file's name ("googleLogin.action", "wp-login.php", "Rawstory_Plus_Signup", "/accounts/
 * login/"), not a page about one ("/docs/how-to-sign-up").
 */
const SIGN_IN_FILE =
  /\/(?:[A-Za-z]+(?:_[A-Za-z]+)?_|[A-Za-z]+-|[a-z]+(?=[A-Z]))?(?:[Ll]og-?[Ii]n|[Ss]ign-?[Ii]n|[Ss]ign-?[Uu]p|[Ll]og-?[Oo]ut|[Ss]ign-?[Oo]ut)(?:\.[a-z]+)?\/?$/;

/**
 * A visitor's own pages and a page's tools, which no other reader can use: a log-in that returns to this page
 * ("?returnto=New+Zealand"), a page's edit, history or talk page, a wiki's special pages ("Special:MyTalk",
 * "Special:Random"), an old revision ("?oldid="), a user's settings or "my" pages (decision 128), an upload form
 * (Wikipedia's "Upload file", whose page sits in the project's namespace beside "About Wikipedia": its words tell).
 */
function visitorsOwn(href: string, text: string, page: URL | null): boolean {
  if (VISITOR_TEXT.test(text.trim())) return true;
  let u: URL;
  try {
    u = new URL(href);
  } catch {
    return false;
  }
  if ([...u.searchParams.keys()].some((k) => ROUND_TRIP_PARAM.test(k) || k === 'oldid' || k === 'diff')) return true;
  if (SIGN_IN_FILE.test(u.pathname)) return true;
  if (PAGE_ACTION.test(u.searchParams.get('action') ?? '')) return true;
  // This page again in another form ("?printable=yes", a wiki's "index.php?title=Mozilla&…"): its path with every
  // query value of the page's own, and more. Another page of a site that routes by query ("/?page_id=2" beside
  // "/?p=123", "index.php?title=Main_Page") keeps its place.
  const pageName = page?.pathname.split('/').pop();
  const samePage =
    !!page &&
    u.origin === page.origin &&
    u.search !== page.search &&
    u.pathname === page.pathname &&
    [...page.searchParams].every(([k, v]) => u.searchParams.get(k) === v);
  if (samePage || (!!pageName && u.searchParams.get('title') === pageName)) return true;
  // "/wiki/Special:WhatLinksHere/Mozilla": the namespace may stand in any segment. "/my/payments", "/notifications/list":
  // the visitor's.
  const segments = [u.searchParams.get('title') ?? '', ...u.pathname.split('/')];
  return (
    segments.some((seg) => WIKI_NAMESPACE.test(seg)) ||
    /^\/(?:my|mypage|logout|log-out|signout|sign-out)(?:\/|$)|^\/notifications(?:\/(?:list|all))?\/?$/i.test(u.pathname)
  );
}

/** The entry before or after this one ("‹前の日記", "« Older posts", rel="next"), a trackback, an edit form. */
const NEIGHBOUR_TEXT = /^(?:[‹«<←]|前の|次の|(?:previous|next|older|newer)\b)/i;
const TOOL_PATH = /(?:^|\/)(?:trackback|tb\.(?:rb|cgi|php))(?:\/|$)/i;

/** A story's headline rather than a menu label: four words or more, or fifteen characters of a script without spaces. */
const headline = (text: string) =>
  text.trim().split(/\s+/).length >= 4 ||
  (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0) >= 15;

/**
 * A link that is no key page of the site though the site's chrome holds it (decision 142): this entry's neighbours
 * and tools, a story under a dated address named by its headline ("/2017/01/13/…"; Slate's "ABOUT US" under
 * "/2006/08/about_us.html" is a menu label), a member's profile ("/@pippinlee").
 */
function notKeyPage(l: { href: string; text: string; rel: string }): boolean {
  if (/\b(?:prev|next)\b/.test(l.rel) || NEIGHBOUR_TEXT.test(l.text.trim())) return true;
  let u: URL;
  try {
    u = new URL(l.href);
  } catch {
    return false;
  }
  return (
    TOOL_PATH.test(u.pathname) ||
    u.searchParams.has('edit') ||
    (/\/(?:19|20)\d\d\/(?:0?[1-9]|1[0-2])\//.test(u.pathname) && headline(l.text)) ||
    /^\/@[^/]+/.test(u.pathname)
  );
}

const TWO_LETTERS = /\p{L}{2}/u;
/** A link's words that name no page: "Skip to content", a sentence's "click here", "Read more". */
const NO_PAGE_NAME = /^(?:skip|(?:click )?here|read more|learn more|continue reading)\b|^more$/i;

/** A draft llms.txt: the site's name, its summary and its key pages from the sitemap and navigation. */
export function draftLlmsTxt(a: Artifacts): string {
  const name = statedSiteName(a) ?? '<site name>';
  // The file speaks for the site: its summary is the home page's description, or the site's own (its WebSite or
  // Organization node's), never one article's teaser.
  const summary =
    (isHomePage(a)
      ? (a.raw.metaDescription ?? describedElsewhere(a)?.text ?? draftDescription(a))
      : siteDescription(a)) ?? `<one sentence on what ${name} offers>`;
  const page = (() => {
    try {
      return new URL(a.document.finalUrl);
    } catch {
      return null;
    }
  })();
  const origin = page?.origin ?? '';
  const seen = new Set<string>();
  const pages: string[] = [];
  // The site's own menus and footer name its key pages; an article's links, other stories' cards and a
  // cookie banner's do not (unless the page has no menu to read).
  const menus = a.raw.links.filter((l) => l.region === 'chrome');
  for (const l of menus.length >= 3 ? menus : a.raw.links) {
    if (!l.internal || !l.text.trim() || l.text.length > 60 || /^(#|mailto:|tel:|javascript:)/i.test(l.href)) continue;
    // A date, a score or a count ("2019/04/04", "9.8") names no page; nor does "Skip to content", nor a sentence's
    // "click here" link ("here for a complete list").
    if (!TWO_LETTERS.test(l.text) || NO_PAGE_NAME.test(l.text.trim())) continue;
    // "Log In", "Sign Up", a basket, an ad: no key page of the site. Its legal pages are.
    const kind = nonCitationKind(l.href, l.rel, l.text);
    if ((kind && kind !== 'legal') || visitorsOwn(l.href, l.text, page) || notKeyPage(l)) continue;
    const href = l.href.split('#')[0];
    if (!href || seen.has(href) || href === a.document.finalUrl) continue;
    // The logo's link is the home page (not "CNN logo"); another picture's link is a story's.
    const home = href === `${origin}/`;
    if (l.picture && !home) continue;
    seen.add(href);
    pages.push(
      `- [${home && (l.picture || /\blogo\b/i.test(l.text)) ? 'Home' : l.text.replace(/[[\]]/g, '').trim()}](${href})`,
    );
    if (pages.length >= 12) break;
  }
  for (const u of a.sitemap.urls) {
    if (pages.length >= 20 || seen.has(u) || !u.startsWith(origin)) continue;
    seen.add(u);
    pages.push(`- [${decodeURIComponent(new URL(u).pathname).replace(/^\/|\/$/g, '') || 'Home'}](${u})`);
  }
  return [
    `# ${name}`,
    '',
    `> ${summary}`,
    '',
    '## Key pages',
    '',
    ...(pages.length ? pages : [`- [Home](${origin}/)`]),
    '',
  ].join('\n');
}
