/**
 * No two audits assert contradictory facts about the same page, and no fact is read from the wrong
 * place, over the 300 real news, blog and reference pages of the corpus (../shared/corpus/realworld).
 * Each page goes through the engine's raw-HTML path as testing/artifacts.ts builds it (page facts,
 * structured data, Readability, content and authority facts, every audit): no browser, no network.
 *
 * The pairs checked (each `it` below names one; a failure lists the pages and what contradicted):
 *  1. a Contact page link, or two of phone/e-mail/address  ⇒  contact-info passes
 *  2. contact-info fails                                    ⇒  its evidence shows no Contact page link
 *  3. an Organization (any subtype) in JSON-LD, microdata or RDFa  ⇒  the authority facts expose it
 *  4. a valid declared Organization                        ⇒  organisation identity does not score 0 ("not declared")
 *  5. author-info names an author                          ⇒  the name is the main entity's (JSON-LD author of the
 *     page's work, meta author, byline) and appears in the page, never only a reviewer's or commenter's
 *  6. an About/Contact/Privacy link                        ⇒  same site, not this page, a label (not a headline)
 *  7. profile links                                        ⇒  no share or follow intent among them
 *  8. e-mail addresses                                     ⇒  real addresses (no mailto:? share links)
 *  9. credentials                                          ⇒  each from the author's markup, name or bio, or the site
 *     speaking of itself; never a licence line or an ad-blocker notice
 * 10. question headings                                    ⇒  each a heading of the main content (in Readability's
 *     article when it was used), never navigation, related links or pop-ups
 * 11. citations                                            ⇒  each an off-site link of the main content, never an ad,
 *     app install, survey, share, social or same-site link
 * 12. quotations and statistics                            ⇒  each found in the main text (a statistic, or in
 *     the main content's data tables and property lists, which Readability drops)
 * 13. an article page                                      ⇒  no "few or no reviews" finding
 * 14. a failing audit                                      ⇒  its evidence does not show what its failure title denies
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { listCorpusFiles, readCorpusPage } from './testing/corpus';
import { makeArtifacts } from './testing/artifacts';
import { runAudits } from './run-audits';
import { detectPageType } from './computed/page-type';
import { ORG_TYPE } from './gather/facts/structured';
import {
  brandTokens,
  hostOf,
  isSamePage,
  isShareIntent,
  nonCitationKind,
  sameSite,
  SOCIAL_HOST,
} from './computed/link-kinds';
import { privacyPolicyElsewhere, sitePagesElsewhere } from './computed/site-pages';
import { heldByMedia } from './schema/page';
import type { Artifacts, AuditOutput } from './types';
import type { AuditResult } from '@/shared/analysis';

/** The site's brand words as the authority facts read them (the page's host, og:site_name, its organisation). */
const brandsOf = (a: Artifacts) => brandTokens(a.url, a.raw.og.siteName, a.authority.organization?.name);

interface PageRun {
  name: string;
  a: Artifacts;
  audits: Map<string, AuditResult & { penalty?: AuditOutput['penalty'] | null }>;
}

const files = listCorpusFiles();
const runs: PageRun[] = [];

const norm = (s: string) => s.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
const score = (p: PageRun, id: string) => p.audits.get(id)?.score ?? null;
const ev = (p: PageRun, id: string, label: string) => p.audits.get(id)?.evidence.find((e) => e.label === label)?.value;
const ARTICLE_TYPE =
  /^(?:Article|NewsArticle|BlogPosting|Report|ScholarlyArticle|TechArticle|AnalysisNewsArticle|OpinionNewsArticle|ReviewNewsArticle|ReportageNewsArticle|BackgroundNewsArticle|LiveBlogPosting|SocialMediaPosting)$/;
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/;

/** Runs a check over every page; returns the violations ("page: what"). */
function violations(check: (p: PageRun) => string | null | undefined | (string | null)[]): string[] {
  const out: string[] = [];
  for (const p of runs) {
    const r = check(p);
    for (const v of Array.isArray(r) ? r : [r]) if (v) out.push(`${p.name}: ${v}`);
  }
  return out;
}

describe.skipIf(!files.length)('consistency over the real-world corpus', () => {
  beforeAll(() => {
    for (const name of files) {
      const page = readCorpusPage(name);
      const a = makeArtifacts(page.html, { url: page.url });
      a.document.html = ''; // keep memory down: every fact is extracted already
      runs.push({ name, a, audits: new Map(runAudits(a, detectPageType(a).type).map((r) => [r.id, r])) });
    }
  }, 300_000);

  it('reads all 300 pages', () => {
    expect(runs.length).toBe(files.length);
    expect(files.length).toBe(300);
  });

  it('1. a Contact page link, or two contact details, ⇒ contact-info passes', () => {
    expect(
      violations((p) => {
        const a = p.a.authority;
        const details = [a.phones.length > 0, a.emails.length > 0, a.address].filter(Boolean).length;
        return (a.contactLink || details >= 2) && score(p, 'contact-info') !== 1
          ? `contact-info ${score(p, 'contact-info')} with link ${a.contactLink}, ${details} details`
          : null;
      }),
    ).toEqual([]);
  });

  it('2. contact-info fails ⇒ its evidence shows no Contact page link', () => {
    expect(
      violations((p) =>
        (score(p, 'contact-info') ?? 1) < 1 && ev(p, 'contact-info', 'Contact page link') !== 'none'
          ? `failing next to ${ev(p, 'contact-info', 'Contact page link')}`
          : null,
      ),
    ).toEqual([]);
  });

  it('3. an Organization in JSON-LD, microdata or RDFa ⇒ the authority facts expose it', () => {
    expect(
      violations((p) => {
        // A video's or image's provider is not the page's organisation (decision 035).
        const declared = p.a.structuredData.entities
          .filter((e) => !heldByMedia(e))
          .flatMap((e) => e.types)
          .find((t) => ORG_TYPE.test(t));
        return declared && !p.a.authority.organization ? `${declared} declared, organization null` : null;
      }),
    ).toEqual([]);
  });

  it('4. a valid declared Organization ⇒ organisation identity does not score 0', () => {
    expect(
      violations((p) =>
        p.a.authority.organization?.valid && score(p, 'organization-identity') === 0
          ? `${p.a.authority.organization.name} (${p.a.authority.organization.source}) but identity 0`
          : null,
      ),
    ).toEqual([]);
  });

  it('5. author-info names an author ⇒ the main entity names them and the page shows them', () => {
    expect(
      violations((p) => {
        const { author, authorSource } = p.a.authority;
        if (!author || (score(p, 'author-info') ?? 0) < 0.75) return null;
        // Each author (a paper's 18 are said "A, B, C and 15 others").
        const names = (p.a.authority.authors.length ? p.a.authority.authors : author.split(', ')).map(norm);
        const sources = [p.a.raw.metaAuthor, p.a.raw.bylineText, p.a.content.mainText, p.a.raw.mainText, p.a.raw.text]
          .filter((s): s is string => !!s)
          .map(norm);
        const missing = names.filter((n) => !sources.some((s) => s.includes(n)));
        // A name from JSON-LD must be the author of a top-level work, never a nested Review's or Comment's.
        const fromJsonLd = authorSource?.startsWith('JSON-LD author of the ')
          ? authorSource.slice('JSON-LD author of the '.length)
          : null;
        const wrongEntity = fromJsonLd && /^(?:Comment|Answer|UserReview|EmployerReview)$/.test(fromJsonLd);
        return missing.length && !fromJsonLd
          ? `author "${author}" (${authorSource}) not in the page`
          : wrongEntity
            ? `author taken from a ${fromJsonLd}`
            : null;
      }),
    ).toEqual([]);
  });

  it('6. About/Contact/Privacy links ⇒ same site, not this page unless it is that page, a label', () => {
    expect(
      violations((p) => {
        const a = p.a.authority;
        return (['aboutLink', 'contactLink', 'privacyLink'] as const).map((k) => {
          const href = a[k];
          if (!href) return null;
          const texts = p.a.raw.links.filter((l) => l.href === href).map((l) => l.text);
          // A combined label ("Privacy / DMCA contact / Affiliate and FTC Disclosure") is labels side by side.
          const label = texts
            .flatMap((t) => t.split(/\s+[/|·•]\s+/))
            .some((t) => (CJK.test(t) ? t.length <= 16 : t.split(/\s+/).length <= 7));
          // A privacy policy may be the publisher's group's, on its own site (decision 035); an About or
          // Contact page the site's own header or footer links on another of its owner's domains (decision 048).
          const elsewhere =
            k === 'privacyLink'
              ? p.a.raw.links.some((l) => l.href === href && privacyPolicyElsewhere(l, p.a.url))
              : sitePagesElsewhere(p.a.raw.links, [p.a.url], brandsOf(p.a))[k === 'aboutLink' ? 'about' : 'contact']
                  ?.href === href;
          // The page's own site, or the one its canonical names (a copy served from another address, decision 036).
          const own = [p.a.url, p.a.raw.canonical].some((site) => site && sameSite(href, site));
          if (!own && !elsewhere) return `${k} ${href} is another site`;
          // The page itself only when it is that page (its address or its own H1 says so: pageIsSitePage).
          const itself = a.pageIsSitePage.includes(
            k === 'aboutLink' ? 'about' : k === 'contactLink' ? 'contact' : 'privacy',
          );
          if (isSamePage(href, p.a.url)) return itself ? null : `${k} ${href} is this page`;
          return label ? null : `${k} ${href} has only headline texts (${texts[0]?.slice(0, 60)})`;
        });
      }),
    ).toEqual([]);
  });

  it('7. profile links ⇒ no share or follow intent', () => {
    expect(
      violations((p) =>
        p.a.authority.socialProfileLinks.map((h) => {
          let carries = false;
          try {
            carries = [...new URL(h).searchParams.values()].some((v) => /^https?:/i.test(v));
          } catch {
            /* not a URL */
          }
          return isShareIntent(h, p.a.url) ||
            carries ||
            /\/(?:share|sharer|intent|submit|sharearticle)(?:[/.?]|$)/i.test(h)
            ? `share intent as profile: ${h}`
            : null;
        }),
      ),
    ).toEqual([]);
  });

  it('8. e-mail addresses ⇒ real addresses', () => {
    expect(
      violations((p) =>
        p.a.authority.emails.map((e) =>
          /^[a-z0-9_%+-]+(?:\.[a-z0-9_%+-]+)*@(?:[a-z0-9-]+\.)+[a-z]{2,24}$/i.test(e) ? null : `not an address: "${e}"`,
        ),
      ),
    ).toEqual([]);
  });

  it("9. credentials ⇒ from the author's markup, name or bio, never a licence line or an ad notice", () => {
    expect(
      violations((p) =>
        p.a.authority.credentials.map((c) =>
          !/\((?:Person schema|Organization schema|author name|author bio|the site about itself)\)$/.test(c) ||
          /licen[cs]ed under|creative commons|ad ?-?block|(?<!years of )journalism\b/i.test(c)
            ? `credential "${c}"`
            : null,
        ),
      ),
    ).toEqual([]);
  });

  it('10. question headings ⇒ headings of the main content', () => {
    expect(
      violations((p) =>
        p.a.content.questionHeadings.map((q) => {
          const regions = p.a.raw.headings
            .map((x, i) => (x.text === q ? p.a.raw.headingRegions[i] : null))
            .filter(Boolean);
          if (!regions.some((r) => r === 'main' || r === 'body'))
            return `"${q}" is in ${regions.join('/') || 'no heading'}`;
          return p.a.content.usedReadability && !norm(p.a.content.mainText).includes(norm(q).slice(0, 80))
            ? `"${q}" is not in the article`
            : null;
        }),
      ),
    ).toEqual([]);
  });

  it('11. citations ⇒ off-site links of the main content, never ads, app installs, surveys, shares, social or own links', () => {
    expect(
      violations((p) =>
        p.a.content.outboundCitations.map((h) => {
          const links = p.a.raw.links.filter((l) => l.href === h);
          const host = hostOf(h) ?? '';
          if (!links.some((l) => l.region === 'main' || l.region === 'body')) return `${h} is not in the content`;
          if (sameSite(h, p.a.url)) return `${h} is the same site`;
          if (SOCIAL_HOST.test(host) || isShareIntent(h, p.a.url)) return `${h} is a social/share link`;
          const kind = links.map((l) => nonCitationKind(h, l.rel, l.text)).find(Boolean);
          return kind ? `${h} is ${kind}` : null;
        }),
      ),
    ).toEqual([]);
  });

  it('12. quotations and statistics ⇒ found in the main text', () => {
    expect(
      violations((p) => {
        const main = norm(p.a.content.mainText);
        return [
          ...p.a.content.quotationExamples.map((q) =>
            main.includes(norm(q.replace(/…$/, '')).slice(0, 40))
              ? null
              : `quotation not in the main text: "${q.slice(0, 60)}"`,
          ),
          ...p.a.content.statistics.map((s) =>
            main.includes(norm(s)) || norm(p.a.raw.tableText).includes(norm(s))
              ? null
              : `statistic not in the main text: "${s}"`,
          ),
          (score(p, 'quotations') ?? 0) >= 1 && p.a.content.quotations === 0 ? 'quotations pass with none' : null,
        ];
      }),
    ).toEqual([]);
  });

  it('13. an article page ⇒ no "few or no reviews" finding', () => {
    expect(
      violations((p) => {
        const article =
          p.a.structuredData.allTypes.some((t) => ARTICLE_TYPE.test(t)) ||
          (p.a.raw.og.type ?? '').toLowerCase().startsWith('article');
        const s = score(p, 'social-proof');
        return article && s !== null && s < 0.6 ? `social-proof ${s} on an article` : null;
      }),
    ).toEqual([]);
  });

  it('14. a failing audit never denies what its own evidence shows', () => {
    // audit id → [evidence label, value it must have when the audit fails or scores 0]
    const denies: [string, string, string, 'fails' | 'zero'][] = [
      ['about-page', 'About link', 'none', 'fails'],
      ['privacy-policy', 'Privacy link', 'none', 'fails'],
      ['contact-info', 'Contact page link', 'none', 'fails'],
      ['credentials', 'Credentials found', 'none', 'fails'],
      ['quotations', 'Quotations in the main content', '0', 'fails'],
      ['author-info', 'Author', 'none', 'zero'],
      ['outbound-citations', 'External links in content', '0', 'zero'],
      ['statistics', 'Statistics found', '0', 'zero'],
      ['question-headings', 'Question headings', '0', 'zero'],
      ['social-proof', 'Social proof count', '0', 'zero'],
    ];
    expect(
      violations((p) =>
        denies.map(([id, label, value, when]) => {
          const s = score(p, id);
          if (s === null || (when === 'fails' ? s >= 1 : s > 0)) return null;
          const shown = ev(p, id, label);
          return shown !== value ? `${id} ${s} ("${p.audits.get(id)?.failureTitle}") next to ${label}: ${shown}` : null;
        }),
      ),
    ).toEqual([]);
  });
});
