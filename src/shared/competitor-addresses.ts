/**
 * The competitors' addresses as the visitor types them (issue 16): the rules both the form and the
 * server apply. No zod here: the address form is part of the first load.
 */
import { websiteUrlError } from './validation';

export const MAX_COMPETITORS = 3;

/** Two addresses are the same page whatever the scheme, letter case of the host, a leading "www." or a trailing slash. */
export function samePageKey(url: string): string {
  const u = new URL(url);
  return `${u.host.replace(/^www\./, '')}${u.pathname.replace(/\/+$/, '')}${u.search}`;
}

/** The first thing wrong with a list of competitor addresses (already given a scheme), with its place; null when none. */
export function competitorListError(mainUrl: string, urls: string[]): { index: number; message: string } | null {
  if (urls.length > MAX_COMPETITORS)
    return { index: MAX_COMPETITORS, message: `You can compare with at most ${MAX_COMPETITORS} competitors` };
  const seen = new Map<string, string>();
  if (!websiteUrlError(mainUrl)) seen.set(samePageKey(mainUrl), 'your page');
  for (const [index, url] of urls.entries()) {
    const format = websiteUrlError(url);
    if (format) return { index, message: `Competitor ${index + 1}: ${format}` };
    const earlier = seen.get(samePageKey(url));
    if (earlier) return { index, message: `Competitor ${index + 1} is the same address as ${earlier}.` };
    seen.set(samePageKey(url), `competitor ${index + 1}`);
  }
  return null;
}
