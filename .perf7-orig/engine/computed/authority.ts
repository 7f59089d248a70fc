import type { AuthorityArtifact, PageFacts, StructuredDataArtifact } from '../types';
import { nodesOfType } from './structured-data';

const CRED_RE = /\b(Ph\.?D|M\.?D\.|MBA|CPA|CFA|RN|Esq\.|Dr\.|Prof\.|Professor|certified|board[- ]certified|licensed|accredited|award[- ]winning|\d+\+? years of experience|years of experience|fellow of)\b/gi;
const PHONE_RE = /(?:\+\d{1,3}[\s.-]?)?\(?\d{2,4}\)?[\s.-]\d{3,4}[\s.-]\d{3,4}\b/g;
const EMAIL_RE = /\b[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}\b/gi;
const SOCIAL_HOSTS = /(^|\.)(facebook\.com|twitter\.com|x\.com|linkedin\.com|instagram\.com|youtube\.com|github\.com|tiktok\.com|mastodon\.social|threads\.net|wikipedia\.org|crunchbase\.com)$/i;

function nameOf(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() || null;
  if (Array.isArray(v)) return nameOf(v[0]);
  if (v && typeof v === 'object') return nameOf((v as Record<string, unknown>).name);
  return null;
}
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

export function computeAuthority(facts: PageFacts, sd: StructuredDataArtifact): AuthorityArtifact {
  // author
  let author: string | null = null;
  let authorSource: string | null = null;
  for (const n of sd.nodes) {
    const a = nameOf(n.author);
    if (a) {
      author = a;
      authorSource = 'JSON-LD author';
      break;
    }
  }
  const persons = nodesOfType(sd, 'Person');
  if (!author && persons.length) {
    author = nameOf(persons[0]);
    authorSource = 'Person schema';
  }
  if (!author && facts.metaAuthor) {
    author = facts.metaAuthor;
    authorSource = '<meta name="author">';
  }
  if (!author && facts.bylineText) {
    author = facts.bylineText.replace(/^by\s+/i, '');
    authorSource = 'byline in the page';
  }
  const linkFor = (re: RegExp) => facts.links.find((l) => l.internal && (re.test(l.text) || re.test(new URL(l.href).pathname)))?.href ?? null;
  const text = facts.text.slice(0, 300_000);
  const credentials = [...new Set((text.match(CRED_RE) ?? []).map((c) => c.trim()))].slice(0, 10);
  for (const p of persons) for (const k of ['jobTitle', 'hasCredential', 'alumniOf', 'award']) if (p[k]) credentials.push(`Person.${k}`);
  const phones = new Set<string>();
  const emails = new Set<string>();
  for (const l of facts.links) {
    if (l.href.startsWith('tel:')) phones.add(decodeURIComponent(l.href.slice(4)));
    if (l.href.startsWith('mailto:')) emails.add(decodeURIComponent(l.href.slice(7).split('?')[0]));
  }
  const footerish = text.slice(-5000) + ' ' + (facts.addressText ?? '');
  for (const m of footerish.match(PHONE_RE) ?? []) if (m.replace(/\D/g, '').length >= 9) phones.add(m.trim());
  for (const m of text.match(EMAIL_RE) ?? []) if (!/\.(png|jpe?g|gif|svg|webp)$/i.test(m)) emails.add(m);
  const orgs = nodesOfType(sd, 'Organization', 'LocalBusiness', 'Corporation', 'NewsMediaOrganization', 'EducationalOrganization', 'Store', 'Restaurant', 'ProfessionalService');
  for (const o of orgs) {
    for (const t of asArray(o.telephone)) if (typeof t === 'string') phones.add(t);
    for (const e of asArray(o.email)) if (typeof e === 'string') emails.add(e);
  }
  const address = !!facts.addressText || orgs.some((o) => !!o.address) || nodesOfType(sd, 'PostalAddress').length > 0;
  // social proof
  let social = 0;
  const sources: string[] = [];
  for (const r of nodesOfType(sd, 'AggregateRating')) {
    const c = Number(r.reviewCount ?? r.ratingCount ?? 0);
    if (Number.isFinite(c) && c > 0) {
      social += Math.min(c, 100000);
      sources.push(`AggregateRating (${c} reviews)`);
    }
  }
  const reviews = nodesOfType(sd, 'Review').length;
  if (reviews) {
    social += reviews;
    sources.push(`${reviews} Review items`);
  }
  if (facts.testimonialCount) {
    social += facts.testimonialCount;
    sources.push(`${facts.testimonialCount} testimonial/review elements`);
  }
  const orgNode = orgs[0];
  const sameAs = orgNode ? asArray(orgNode.sameAs).filter((s): s is string => typeof s === 'string') : [];
  const socialProfileLinks = [
    ...new Set(
      facts.links
        .filter((l) => {
          try {
            return SOCIAL_HOSTS.test(new URL(l.href).hostname);
          } catch {
            return false;
          }
        })
        .map((l) => l.href),
    ),
  ].slice(0, 20);
  const safeLinkFor = (re: RegExp) => {
    try {
      return linkFor(re);
    } catch {
      return null;
    }
  };
  return {
    author,
    authorSource,
    personSchema: persons.length > 0,
    credentials: [...new Set(credentials)],
    aboutLink: safeLinkFor(/\babout\b|about-us|über uns|qui sommes|a propos|à propos|our story|our team/i),
    contactLink: safeLinkFor(/\bcontact\b|kontakt|contacto|get in touch/i),
    privacyLink: safeLinkFor(/privacy|datenschutz|confidentialit|privacidad|gdpr/i),
    phones: [...phones].slice(0, 5),
    emails: [...emails].slice(0, 5),
    address,
    socialProofCount: social,
    socialProofSources: sources,
    organization: orgNode ? { name: nameOf(orgNode), sameAs } : null,
    socialProfileLinks,
  };
}
