import { defineAudit, ev, list, col, table } from '../helpers';
import { organizationIdentity, personIdentity } from '../../schema/page';
import { attr, fixOf, footerPlace, listed, type Artifacts, type Fix } from '../fix-kit';
import type { AuditOutput } from '../../types';
import { addressKey, oneEachAddress } from '../../computed/json-ld-view';
import { organisationProfiles } from '../../computed/authority';
import { organisationName } from '../../computed/site-names';

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

/** The publisher's profiles the head names: its pages (article:publisher) and its X account (twitter:site). */
function headNamed(a: Artifacts): { pages: string[]; account: string | null; tags: string; what: string } {
  const head = a.authority.headProfiles ?? [];
  const account = a.raw.publisherAccount && head.includes(a.raw.publisherAccount) ? a.raw.publisherAccount : null;
  const pages = head.filter((u) => u !== account);
  const tags = [pages.length ? 'article:publisher' : '', account ? 'twitter:site' : ''].filter(Boolean).join(', ');
  return { pages, account, tags, what: pages.length ? "publisher's page" : "publisher's account" };
}

/**
 * What the page gives of the organisation's own profiles: those it links, and the one its head names as the publisher's
 * page (article:publisher, CNN's Facebook page), which goes into sameAs as they do.
 */
function profilesSaid(a: Artifacts, who = 'The page'): string {
  const linked = a.authority.socialProfileLinks;
  const { pages, account } = headNamed(a);
  const said = [
    linked.length ? `links to ${listed(linked, 4)}` : '',
    pages.length ? `names ${listed(pages, 2)} as its publisher's page (article:publisher)` : '',
    account ? `names ${account} as its publisher's account (twitter:site)` : '',
  ].filter(Boolean);
  const n = organisationProfiles(a.authority).length;
  return `${who} ${said.join(' and ')}: ${n > 1 ? 'those go' : 'that goes'} into`;
}

/**
 * No organisation declared, said as exactly as the page allows: one that links its own accounts, or names its
 * publisher's page in the head, shows who it is to a reader; what it lacks is the declaration that ties the
 * site to them (observer.com: profile links and article:publisher, no Organization node).
 */
function undeclaredTitle(a: Artifacts): { failureTitle?: string } {
  const { socialProfileLinks: linked, headProfiles: head = [] } = a.authority;
  if (linked.length)
    return { failureTitle: 'No organisation is declared in structured data; the page only links its profiles' };
  if (head.length) {
    const { tags, what } = headNamed(a);
    return { failureTitle: `No organisation is declared in structured data; only ${tags} names the ${what}` };
  }
  return {};
}

/** The organisation declares its profiles, but the page links to none of them: the links to add, from its own sameAs. */
function profileLinksFix(a: Artifacts, name: string | null, sameAs: string[]): Fix {
  return {
    title: `Link ${name ?? 'the organisation'}'s profiles from the page`,
    description: `The structured data gives ${name ?? 'the organisation'} ${sameAs.length} sameAs profile${sameAs.length > 1 ? 's' : ''} (${listed(sameAs, 4)}), but the page links to none of its own accounts.`,
    stepByStep: [
      `Link these profiles from ${footerPlace(a)}:\n${sameAs
        .slice(0, 6)
        .map((u) => `<a href="${attr(u)}" rel="me">${attr(new URL(u).hostname.replace(/^www\./, ''))}</a>`)
        .join('\n')}`,
      'Re-run this analysis.',
    ],
  };
}

/** The organisation the structured data declares; from microdata/RDFa, the item's own name and sameAs when the page facts carry them. */
function declaredOrganization(a: Artifacts) {
  const found = organizationIdentity(a.structuredData);
  const fromMarkup = !!found && found.entity.source !== 'json-ld';
  const item = fromMarkup
    ? (a.raw.markupOrgs ?? [])
        .filter((m) => m.type.toLowerCase() === found.type.toLowerCase())
        .sort((x, y) => Number(x.embedded) - Number(y.embedded))[0]
    : undefined;
  const org =
    found && item
      ? { ...found, name: item.name ?? found.name, sameAs: item.sameAs.length ? item.sameAs : found.sameAs }
      : found;
  return { org, fromMarkup, item };
}

/** The home page declares the organisation; what it lacks is said of the home page, or of this page's links. */
function homeFix(
  a: Artifacts,
  home: NonNullable<NonNullable<Artifacts['siteHome']>['organization']>,
  profiles: string[],
): { failureTitle: string; fix: Fix } {
  const who = `${home.type}${home.name ? ` '${home.name}'` : ''}`;
  if (home.sameAs.length)
    return {
      failureTitle: `${who}, declared on the home page, names its profiles in sameAs, but this page links to none of them`,
      fix: profileLinksFix(a, home.name, home.sameAs),
    };
  return {
    failureTitle: `${who} is declared on the home page without links to its profiles`,
    fix: {
      title: `Add sameAs links to ${home.name ?? 'your organisation'} on the home page`,
      description: `The home page (${a.siteHome!.url}) declares ${who} but links it to no official profile. ${profiles.length ? `${profilesSaid(a, 'This page')} its sameAs.` : 'Add the addresses of its LinkedIn, Wikipedia, Wikidata or other official profiles.'}`,
      stepByStep: [
        `Add "sameAs": [${(profiles.length ? profiles.slice(0, 4) : ['<LinkedIn, Wikipedia or other official profile URL>']).map((u) => `"${u}"`).join(', ')}] to the home page's ${home.type} node.`,
        ...(profiles.length ? [] : ['Link the same profiles from the footer too.']),
        'Re-run this analysis.',
      ],
    },
  };
}

/** The organisation's profiles: declared in sameAs, linked from the page, named in its head, or several. */
function profileFacts(declared: string[], profiles: string[], head: string[], headTags: string) {
  const among = (urls: string[], url: string) => urls.some((p) => addressKey(p) === addressKey(url));
  return {
    numericValue: declared.length,
    numericUnit: 'count' as const,
    details: table(
      [
        col('url', 'Profile', 'url'),
        col('sameAs', 'In sameAs', 'boolean'),
        col('linked', 'Linked from the page', 'boolean'),
        ...(head.length ? [col('head', `In the head (${headTags})`, 'boolean')] : []),
      ],
      oneEachAddress([...declared, ...profiles, ...head]).map((url) => ({
        url,
        sameAs: among(declared, url),
        linked: among(profiles, url),
        ...(head.length ? { head: among(head, url) } : {}),
      })),
    ),
  };
}

/**
 * A one-person site (computed/site-owner.ts): its identity is its owner, a Person with sameAs to their own
 * profiles, as Google accepts for an article's author and publisher (decision 091); never an Organization.
 */
function personIdentityOutput(a: Artifacts, owner: { name: string; why: string }): AuditOutput {
  const person = personIdentity(a.structuredData, owner.name);
  const { socialProfileLinks: linked, headProfiles: head = [] } = a.authority;
  const profiles = organisationProfiles(a.authority);
  const sameAsOf = person?.sameAs ?? [];
  const score = (person ? 0.5 : 0) + (sameAsOf.length ? 0.3 : 0) + (linked.length ? 0.2 : 0);
  const name = owner.name;
  const evidence = [
    ev('Site owner', `${name}: one person's site (${owner.why})`),
    ev('Person schema', person ? `${person.name} (Person, ${person.entity.source})` : null),
    ev('sameAs', list(sameAsOf, 5)),
    ev('Profile links on page', list(linked, 5)),
  ];
  const out = { score, evidence, ...profileFacts(sameAsOf, linked, head, headNamed(a).tags) };
  if (score >= 1) return { ...out, title: `The site's owner, ${name}, is declared as a Person with sameAs profiles` };
  if (person?.sameAs.length)
    return {
      ...out,
      failureTitle: `Person '${name}', the site's owner, names profiles in sameAs, but the page links to none of them`,
      ...fixOf(() => profileLinksFix(a, name, person.sameAs)),
    };
  const sameAs = profiles.length ? profiles.slice(0, 6) : ['<LinkedIn, GitHub or other profile URL of yours>'];
  const why = `This is one person's site (${owner.why}): its identity is ${name}, a Person, not an Organization; Google accepts a Person as an article's author and publisher.`;
  const shownProfiles = profiles.length
    ? `${profilesSaid(a)} sameAs.`
    : `Add the addresses of ${name}'s own profiles (LinkedIn, GitHub, Mastodon, Wikipedia).`;
  return {
    ...out,
    jsonLd: [
      { role: 'organization', props: { sameAs }, what: `a Person node with sameAs links to ${name}'s profiles` },
    ],
    ...(!person && !a.structuredData.entities.some((e) => e.valid) ? { followsFrom: 'structured-data' } : {}),
    failureTitle: person
      ? `Person '${name}', the site's owner, is declared without links to their profiles`
      : `The site's owner, ${name}, is not declared as a Person with sameAs profiles`,
    fix: {
      title: person ? `Add sameAs links to ${name}` : `Declare ${name} as the site's Person with sameAs links`,
      description: `${why} ${person ? `The page declares Person '${name}' but links it to no profile.` : `No Person named ${name} is declared in JSON-LD, microdata or RDFa.`} ${shownProfiles}`,
      stepByStep: [
        ...(person ? [] : [`Declare ${name} as the publisher of every page, or at least the home page.`]),
        ...(profiles.length ? [] : ['Link the same profiles from the footer too.']),
      ],
    },
  };
}

export default defineAudit({
  id: 'organization-identity',
  category: 'authority',
  title: 'Organisation identity is declared with sameAs profiles',
  failureTitle: 'Organisation identity is not declared',
  description:
    'An Organization node (or any schema.org subtype: LocalBusiness, Bakery, NewsMediaOrganization, Corporation...) with sameAs links to official profiles (LinkedIn, Wikipedia, social media) lets AI systems connect the site to a known entity in their knowledge graphs.',
  requiredArtifacts: ['authority', 'structuredData'],
  fix: {
    title: 'Declare your organisation with sameAs links',
    description: 'Add Organization JSON-LD with name, url, logo and sameAs links to your official profiles.',
    stepByStep: [
      'Add an Organization JSON-LD block (name, url, logo).',
      'Add "sameAs": [your LinkedIn, Facebook, X, Wikipedia or Crunchbase URLs].',
      'Link those profiles from the footer too.',
    ],
  },
  run(a) {
    const { org, fromMarkup, item } = declaredOrganization(a);
    // Google asks for Organization markup on the home page, not every page: an inner page inherits it (decision 068).
    const home = org ? null : (a.siteHome?.organization ?? null);
    // One person's site, where neither the page nor its home page declares an organisation.
    const owner = org || home ? null : a.authority.siteOwner;
    if (owner) return personIdentityOutput(a, owner);
    const { socialProfileLinks: linked, headProfiles: head = [] } = a.authority;
    const named = headNamed(a);
    // The profiles it gives go into sameAs; only those it links are its links to them.
    const profiles = organisationProfiles(a.authority);
    const sameAsOf = org?.sameAs ?? home?.sameAs ?? [];
    const score = (org || home ? 0.5 : 0) + (sameAsOf.length ? 0.3 : 0) + (linked.length ? 0.2 : 0);
    const shown = org
      ? `${org.name ?? 'unnamed'} (${org.path.join(' → ')}${fromMarkup ? `, ${org.entity.source}` : ''})`
      : home
        ? `${home.name ?? 'unnamed'} (${home.type}), declared on the home page ${a.siteHome!.url}`
        : null;
    const evidence = [
      ev('Organization schema', shown),
      ev('sameAs', fromMarkup && !item ? 'not read from microdata/RDFa' : list(sameAsOf, 5)),
      ev('Profile links on page', list(linked, 5)),
      ...(head.length ? [ev(`${cap(named.what)} in the head (${named.tags})`, list(head, 2))] : []),
    ];
    const facts = profileFacts(sameAsOf, linked, head, named.tags);
    if (score >= 1) return { score, evidence, ...facts };
    if (home) return { score, evidence, ...facts, ...homeFix(a, home, profiles) };
    if (org?.sameAs.length)
      return {
        score,
        evidence,
        ...facts,
        failureTitle: `${org.type}${org.name ? ` '${org.name}'` : ''} names its profiles in sameAs, but the page links to none of them`,
        ...fixOf(() => profileLinksFix(a, org.name, org.sameAs)),
      };
    // The Organization node, with sameAs, goes into the page's one JSON-LD block (audits/json-ld-home.ts).
    const name = org?.name ?? null;
    const sameAs = profiles.length ? profiles.slice(0, 6) : ['<LinkedIn, Wikipedia or other official profile URL>'];
    const jsonLd = [
      {
        role: 'organization' as const,
        props: { sameAs },
        what: org
          ? `sameAs links from ${org.type}${name ? ` '${name}'` : ''} to its official profiles${fromMarkup ? ` (its ${org.entity.source} carries none GetSeen can read)` : ''}`
          : 'an Organization node with sameAs links to its official profiles',
      },
    ];
    const shownProfiles = profiles.length
      ? `${profilesSaid(a)} sameAs.`
      : 'Add the addresses of its LinkedIn, Wikipedia, Wikidata or other official profiles.';
    // With none declared, the site's name as the page states it (the drafted node's name, schema/fill.ts).
    const siteName = org ? null : organisationName(a, null);
    return {
      score,
      evidence,
      ...facts,
      jsonLd,
      // Declared only in structured data: with none sound on the page, that is the structured-data finding.
      ...(!org && !a.structuredData.entities.some((e) => e.valid) ? { followsFrom: 'structured-data' } : {}),
      ...(org
        ? { failureTitle: `${org.type}${name ? ` '${name}'` : ''} is declared without links to its profiles` }
        : undeclaredTitle(a)),
      fix: org
        ? {
            title: `Add sameAs links to ${name ?? 'your organisation'}`,
            description: `The page declares ${org.type}${name ? ` '${name}'` : ''}${fromMarkup ? ` in ${org.entity.source}` : ''} but links it to no official profile. ${shownProfiles}`,
            stepByStep: profiles.length ? [] : ['Link the same profiles from the footer too.'],
          }
        : {
            title: siteName
              ? `Declare ${siteName} as an organisation with sameAs links`
              : 'Declare your organisation with sameAs links',
            description: `No Organization (or subtype such as LocalBusiness) is declared in JSON-LD, microdata or RDFa${siteName ? `; the page names its site ${siteName}, the name the drafted Organization node carries` : ''}. ${shownProfiles}`,
            stepByStep: [
              'Declare it on every page, or at least the home page.',
              ...(profiles.length ? [] : ['Link the same profiles from the footer too.']),
            ],
          },
    };
  },
});
