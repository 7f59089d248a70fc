/**
 * The real-world page corpus (../shared/corpus/realworld: 300 saved news, blog and reference pages)
 * read from disk for offline tests, with the address each page was published at.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CORPUS_DIR = process.env.CORPUS_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/corpus/realworld');

interface CorpusPage {
  /** `readability/nytimes-1.html`, `postlight/www.cnn.com.html` */
  name: string;
  html: string;
  /** Where the page lived: its canonical, og:url or <base>, else the host in the file name. */
  url: string;
}

/** The corpus file names (`set/file.html`), sorted; empty when the corpus is not on this machine. */
export function listCorpusFiles(): string[] {
  const out: string[] = [];
  for (const set of ['readability', 'postlight']) {
    let files: string[] = [];
    try {
      files = readdirSync(path.join(CORPUS_DIR, set)).filter((f) => f.endsWith('.html'));
    } catch {
      /* corpus not present */
    }
    for (const f of files.sort()) out.push(`${set}/${f}`);
  }
  return out;
}

const attr = (tag: string, name: string): string | null => {
  const m = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '').trim() : null;
};

const absolute = (href: string | null): string | null => {
  if (!href) return null;
  try {
    const u = new URL(href.replace(/&amp;/g, '&'));
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
};

/** The page's own address as the page states it; else the host of a postlight file name; else a placeholder. */
function corpusPageUrl(name: string, html: string): string {
  const head = html.slice(0, 300_000);
  for (const tag of head.match(/<link\b[^>]*>/gi) ?? [])
    if (/\brel\s*=\s*["']?canonical\b/i.test(tag)) {
      const u = absolute(attr(tag, 'href'));
      if (u) return u;
    }
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? [])
    if (/\bproperty\s*=\s*["']?og:url\b/i.test(tag)) {
      const u = absolute(attr(tag, 'content'));
      if (u) return u;
    }
  const base = /<base\b[^>]*>/i.exec(head);
  const b = base ? absolute(attr(base[0], 'href')) : null;
  if (b) return b;
  // Not the site root: an unknown page of the site is not its home page.
  const file = path.basename(name, '.html');
  const slug = file.replace(/[^a-z0-9-]/gi, '-').toLowerCase();
  if (name.startsWith('postlight/')) return `https://${file.split('--')[0]}/${slug}`;
  return `https://${slug}.invalid/${slug}`;
}

export function readCorpusPage(name: string): CorpusPage {
  const html = readFileSync(path.join(CORPUS_DIR, name), 'utf8');
  return { name, html, url: corpusPageUrl(name, html) };
}
