import { defineAudit, ev, list, itemList } from '../helpers';
import { authorPageOf, fixOf, q, topicOf, type Artifacts, type Fix } from '../fix-kit';
import type { JsonLdNeed } from '../../types';
import { detectPageType } from '../../computed/page-type';
import { organisationVoice } from '../../computed/organisation-voice';
import { bylineWithoutDate } from '../../gather/facts/author-boxes';

/**
 * A member's post on a platform (a tweet's page): the platform lays the page out, so the author's expertise can be
 * stated only in their profile there, which the post links; never an author box or markup on a template they cannot
 * change (Twitter's "Lina Morgana on Twitter" was told to add an author box below the piece).
 */
function postFix(art: Artifacts, platform: string): Fix {
  const { author, authorShown } = art.authority;
  const whose = author ? `${author}'s` : "the author's";
  // What the page shows of their profile beside the post (LinkedIn's headline under the name), without the post's date.
  const profile = authorShown?.kind === 'box' ? bylineWithoutDate(authorShown.text) : null;
  return {
    title: `State ${whose} expertise in their ${platform} profile`,
    description: `The page is ${author ? `${author}'s` : 'a'} post on ${platform}${author ? ` (${art.authority.authorSource})` : ''}, and no qualification, certification, award or years of experience were found in the author name or bio. ${platform} lays the page out: the only part of it the author writes besides the post is their profile${profile ? `, shown beside the post as ${q(profile, 160)}` : ''}.`,
    stepByStep: [
      `Add ${whose} most relevant qualification, role or experience to their ${platform} profile, which the post links to.`,
    ],
  };
}

/**
 * A page that speaks for its organisation (a public body's notice, a press release: decision 063) expects no
 * personal author, so no author box: the expertise to state is the organisation's, on its own page and node. IPA's
 * notice and Elecom's release were told to add an author box under the finding that said none is expected.
 */
function organisationFix(art: Artifacts, voice: string): Fix & { jsonLd: JsonLdNeed[] } {
  const org = art.authority.organization?.name ?? null;
  const who = org ?? 'the organisation that publishes it';
  const about = art.authority.aboutLink;
  return {
    title: "State the organisation's expertise",
    description: `The page speaks for ${who} (${voice}): no personal author or author box is expected of it, and no qualification, accreditation or award of ${org ?? 'the organisation'} was found in its markup or its description of itself.`,
    stepByStep: [
      `State what qualifies ${org ?? 'the organisation'} to speak on the matter (its remit, accreditations, awards) on its About page${about ? `, which the page links (${about})` : ', and link that page from this one'}.`,
    ],
    jsonLd: [
      {
        role: 'organization',
        props: { description: '<what the organisation does and its remit>', award: '<award or accreditation>' },
        what: `${org ?? 'the organisation'}'s remit and awards on its Organization node (description, award)`,
      },
    ],
  };
}

/** Names the author found (or that none was), quotes their bio box when there is one, and gives a Person node for their expertise. */
function credentialsFix(art: Artifacts): Fix {
  const { author, authors, authorSource, organization, authorIsOrganisation, authorShown, postOn } = art.authority;
  if (postOn) return postFix(art, postOn);
  // The author box as it reads, or the byline alone where the page has no box (Politico's "By Steven Shepard",
  // without its date): a byline is not called an author box.
  const bio = authorShown?.kind === 'box' ? authorShown.text : null;
  const byline = authorShown?.kind === 'byline' ? authorShown.text : null;
  // A byline naming an organisation names no writer whose expertise could be stated.
  const who = author && !authorIsOrganisation ? author : null;
  // Several writers: each one's expertise ("State Ann Lee, Bo Chan's expertise" reads as one person's).
  const several = !!who && authors.length > 1;
  // A byline that links the writer's page already: the credentials belong there too, not a new link.
  const page = who ? authorPageOf(art) : null;
  const whose = several ? "each author's" : who ? `${who}'s` : "the author's";
  const named = who
    ? `The page names ${several ? 'its authors' : 'its author'}, ${who} (${authorSource ?? 'byline'}), `
    : author
      ? `The byline names ${author}, ${authorIsOrganisation}, and no writer; `
      : 'The page names no author, ';
  const below = topicOf(art) ? `the piece ${q(topicOf(art) ?? '', 80)}` : 'the main content';
  return {
    title: several
      ? "State each author's expertise"
      : who
        ? `State ${who}'s expertise`
        : 'Name the author and state their expertise',
    description: `${named}and no qualification, certification, award or years of experience were found in ${who ? 'the author name, bio or Person markup' : 'a byline, author bio or Person markup'}${organization?.name ? `, nor in ${organization.name}'s description of itself` : ''}.${bio ? ` The author box reads: ${q(bio, 160)}.` : ''}${byline && who ? ` Its byline reads ${q(byline, 80)}, with no author box or bio found beside it.` : ''}`,
    stepByStep: [
      author && !who
        ? `Once the writer is named in place of ${author} (the fix "Name the writer in the byline"), give them an author box below ${below}: one or two lines with their role and most relevant qualification or experience, and declare them as a Person author (jobTitle, description) in the page's JSON-LD.`
        : bio
          ? `Add ${whose} most relevant qualification, role or experience to the author box that now reads ${q(bio, 80)}.`
          : byline
            ? `Add an author box next to the byline ${q(byline, 80)} or below ${below}${several ? ', one for each author' : ''}: one or two lines with ${whose} role and most relevant qualification or experience.`
            : `Add an author box ${several ? `for each author (${who}) ` : who ? `for ${who} ` : ''}below ${below}: one or two lines with the author's role and their most relevant qualification or experience.`,
      page
        ? several
          ? `State the same on each author's page the byline links (${authors[0]}'s: ${page}).`
          : `State the same on ${who}'s author page the byline links (${page}), with their other work.`
        : byline
          ? `Link the name in the byline to an author page that states the same and lists their work.`
          : 'Link the author name to a bio page that lists their work and credentials.',
    ],
  };
}

export default defineAudit({
  id: 'credentials',
  category: 'authority',
  title: 'Expertise and credentials are stated',
  failureTitle: 'No credentials or expertise stated',
  description:
    'Qualifications, certifications, awards and years of experience signal expertise; assistants prefer citing demonstrably qualified sources.',
  requiredArtifacts: ['authority', 'raw'],
  fix: {
    title: 'State your expertise',
    description:
      'Mention relevant qualifications, certifications, awards or years of experience, and add them to Person/Organization schema.',
    stepByStep: [
      'List your qualifications, memberships, certifications and awards.',
      'Mention the most relevant ones on the page or in the author bio.',
      'Add jobTitle, hasCredential or award to your Person/Organization JSON-LD.',
    ],
  },
  run(art) {
    const { authority: a } = art;
    // A byline naming an organisation names no writer: the Person to describe is the writer to be named.
    const writer = a.authorIsOrganisation ? null : a.author;
    // Read from the author's markup, name and bio box (and the site's own first-person text), never from
    // licence lines, ad-blocker notices or people the page quotes: one stated credential is a credential.
    const n = a.credentials.length;
    // No author and the page speaks for its organisation: the organisation's expertise, not an author box.
    const voice = a.author ? null : organisationVoice(art, detectPageType(art).type);
    return {
      score: n >= 1 ? 1 : 0,
      evidence: [ev('Credentials found', list(a.credentials))],
      numericValue: n,
      numericUnit: 'count',
      details: itemList(a.credentials),
      ...(n >= 1
        ? {}
        : voice
          ? fixOf(() => organisationFix(art, voice))
          : {
              ...fixOf(() => credentialsFix(art)),
              // An organisation's byline has no Person to describe yet: the writer is to be named first. A post's
              // author cannot add markup to the platform's page.
              jsonLd:
                a.authorIsOrganisation || a.postOn
                  ? []
                  : [
                      {
                        role: 'author' as const,
                        props: {
                          name: (a.authors.length > 1 ? a.authors[0] : writer) ?? '<author name>',
                          jobTitle: '<role or title>',
                          description: '<one-line bio: qualification, experience>',
                          hasCredential: {
                            '@type': 'EducationalOccupationalCredential',
                            name: '<qualification or certification>',
                          },
                        },
                        what:
                          writer && a.authors.length > 1
                            ? `each author's role and qualification on their Person (jobTitle, description, hasCredential)`
                            : `${writer ?? 'the author'}'s role and qualification on the author Person (jobTitle, description, hasCredential)`,
                      },
                    ],
            }),
    };
  },
});
