import { defineAudit, ev, list, itemList } from '../helpers';
import { authorPageOf, fixOf, q, topicOf, type Artifacts, type Fix } from '../fix-kit';

/** Names the author found (or that none was), quotes their bio box when there is one, and gives a Person node for their expertise. */
function credentialsFix(art: Artifacts): Fix {
  const { author, authors, authorSource, organization, authorIsOrganisation } = art.authority;
  const text = art.authority.authorBio?.replace(/\s+/g, ' ').trim() || null;
  // A bio box read as markup (a template string) is not quoted, nor one where the page names no author: a box
  // of no one named (Twitter's profile bio, "Beyoncé doesn't do Payola…", on a tweet's page) is no author box.
  const bio = author && text && !/<[a-z][^>]*>/i.test(text) ? text : null;
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
  return {
    title: several
      ? "State each author's expertise"
      : who
        ? `State ${who}'s expertise`
        : 'Name the author and state their expertise',
    description: `${named}and no qualification, certification, award or years of experience were found in ${who ? 'the author name, bio or Person markup' : 'a byline, author bio or Person markup'}${organization?.name ? `, nor in ${organization.name}'s description of itself` : ''}.${bio ? ` The author box reads: ${q(bio, 160)}.` : ''}`,
    stepByStep: [
      author && !who
        ? `Once the writer is named in place of ${author} (the fix "Name the writer in the byline"), give them an author box below ${topicOf(art) ? `the piece ${q(topicOf(art) ?? '', 80)}` : 'the main content'}: one or two lines with their role and most relevant qualification or experience, and declare them as a Person author (jobTitle, description) in the page's JSON-LD.`
        : bio
          ? `Add ${whose} most relevant qualification, role or experience to the author box that now reads ${q(bio, 80)}.`
          : `Add an author box ${several ? `for each author (${who}) ` : who ? `for ${who} ` : ''}below ${topicOf(art) ? `the piece ${q(topicOf(art) ?? '', 80)}` : 'the main content'}: one or two lines with the author's role and their most relevant qualification or experience.`,
      page
        ? several
          ? `State the same on each author's page the byline links (${authors[0]}'s: ${page}).`
          : `State the same on ${who}'s author page the byline links (${page}), with their other work.`
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
    return {
      score: n >= 1 ? 1 : 0,
      evidence: [ev('Credentials found', list(a.credentials))],
      numericValue: n,
      numericUnit: 'count',
      details: itemList(a.credentials),
      ...(n >= 1
        ? {}
        : {
            ...fixOf(() => credentialsFix(art)),
            // An organisation's byline has no Person to describe yet: the writer is to be named first.
            jsonLd: a.authorIsOrganisation
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
