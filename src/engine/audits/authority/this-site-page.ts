/**
 * The page is itself one of the site's own pages (its About page, its legal notice, its Contact page, its privacy
 * policy): its audit says so plainly. A link to itself it does not hold, and a label no link gives it, would say
 * nothing true (Harcourt Brennan's /about-us/ read "About link: …/about-us/, Link text: none").
 */
import { ev } from '../helpers';
import type { Artifacts, Evidence } from '../../types';

const CALLED = {
  about: 'About page',
  'legal-notice': 'legal notice, which says who runs it',
  contact: 'Contact page',
  privacy: 'privacy policy',
} as const;

/**
 * "This page is the site's About page", as the evidence under `label` and as the audit's title (not "Page links to
 * an About page"), when the page is itself a page of one of `kinds`; else null.
 */
export function thisSitePage(
  a: Artifacts,
  kinds: (keyof typeof CALLED)[],
  label: string,
): { evidence: Evidence; title: string } | null {
  const kind = a.authority.pageIsSitePage?.find((k) => kinds.includes(k));
  if (!kind) return null;
  const said = `This page is the site's ${CALLED[kind]}`;
  return { evidence: ev(label, said), title: said };
}
