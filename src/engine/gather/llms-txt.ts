import { safeFetch, decodeBody } from '../net/http';
import type { LlmsTxtArtifact } from '../types';
import type { AuxFetchOptions } from './robots-txt';

/** Parses llms.txt per the llmstxt.org proposal. Pure. */
export function parseLlmsTxt(
  text: string,
): Pick<LlmsTxtArtifact, 'h1' | 'blockquote' | 'sections' | 'linkCount' | 'errors'> {
  const lines = text.split(/\r\n|\r|\n/);
  let h1: string | null = null;
  let blockquote: string | null = null;
  const sections: { title: string; links: number }[] = [];
  let linkCount = 0;
  const errors: string[] = [];
  const firstContent = lines.findIndex((l) => l.trim() !== '');
  for (const [i, raw] of lines.entries()) {
    const l = raw.trim();
    if (/^#\s+/.test(l) && !h1) {
      h1 = l.replace(/^#\s+/, '');
      if (i !== firstContent) errors.push('The H1 title is not the first line.');
    } else if (/^>\s?/.test(l) && !blockquote && sections.length === 0) blockquote = l.replace(/^>\s?/, '');
    else if (/^##\s+/.test(l)) sections.push({ title: l.replace(/^##\s+/, ''), links: 0 });
    else if (/^[-*]\s*\[[^\]]+\]\([^)]+\)/.test(l)) {
      linkCount++;
      if (sections.length) sections[sections.length - 1].links++;
    }
  }
  if (!h1) errors.push('Missing the required H1 title (a line starting with "# ").');
  if (!blockquote) errors.push('Missing the summary blockquote (a line starting with "> ").');
  if (!sections.length) errors.push('No H2 sections ("## ") with link lists.');
  else if (sections.some((s) => s.links === 0))
    errors.push(
      `H2 sections without links: ${sections
        .filter((s) => s.links === 0)
        .map((s) => s.title)
        .join(', ')}.`,
    );
  return { h1, blockquote, sections, linkCount, errors };
}

async function fetchText(url: string, opts: AuxFetchOptions) {
  const r = await safeFetch(url, {
    ...opts,
    maxBytes: 1024 * 1024,
    headers: { accept: 'text/plain,text/markdown,*/*' },
  });
  const ct = r.headers['content-type'] ?? '';
  const text = decodeBody(r.body, ct);
  return { status: r.status, ct, text };
}

export async function gatherLlmsTxt(pageUrl: string, opts: AuxFetchOptions): Promise<LlmsTxtArtifact> {
  const url = new URL('/llms.txt', pageUrl).toString();
  const fullUrl = new URL('/llms-full.txt', pageUrl).toString();
  const isTextType = (ct: string, text: string) =>
    !/html/i.test(ct) && !/^\s*<(!doctype|html)/i.test(text) && (ct === '' || /text\/|markdown/i.test(ct));
  const [main, full] = await Promise.all([
    fetchText(url, opts).catch(() => null),
    fetchText(fullUrl, opts).catch(() => null),
  ]);
  const fullFound =
    !!full && full.status >= 200 && full.status < 300 && isTextType(full.ct, full.text) && full.text.trim().length > 0;
  if (!main || main.status < 200 || main.status >= 300) {
    return {
      url,
      found: false,
      status: main?.status ?? null,
      contentType: main?.ct ?? null,
      isText: false,
      h1: null,
      blockquote: null,
      sections: [],
      linkCount: 0,
      errors: [],
      fullFound,
    };
  }
  const isText = isTextType(main.ct, main.text);
  if (!isText) {
    return {
      url,
      found: false,
      status: main.status,
      contentType: main.ct,
      isText: false,
      h1: null,
      blockquote: null,
      sections: [],
      linkCount: 0,
      errors: [`/llms.txt returns ${main.ct || 'HTML'} instead of a text file (probably a catch-all HTML page).`],
      fullFound,
    };
  }
  return {
    url,
    found: main.text.trim().length > 0,
    status: main.status,
    contentType: main.ct,
    isText,
    ...parseLlmsTxt(main.text),
    fullFound,
  };
}
