import { defineAudit, ev, col, table, quote } from '../helpers';
import { detectPageType } from '../../computed/page-type';
import { namesTraditionalTale } from '../../computed/fiction-page';
import { organisationVoice } from '../../computed/organisation-voice';
import { statedSiteName } from '../../computed/drafts';
import { authorPageOf, fixOf, q, topicOf, type Artifacts, type Fix } from '../fix-kit';
import { authorName } from '../../gather/facts/authorship';
import { isOtherPublication } from '../../computed/author-kind';
import { roleWithoutName } from '../../computed/credentials';

/** The page names its author: what is missing is the markup, and, where no byline shows the name, the byline. */
function markupFix(art: Artifacts, page: string | null): Fix {
  const a = art.authority;
  const several = a.authors.length > 1;
  // Named in a meta tag and no byline found (Bloomberg's parsely-author): readers may see no name at all.
  const metaOnly = !art.raw.bylineText && !!a.authorSource?.startsWith('<meta');
  // Named in no byline but a closing note, a signature or a labelled line: the fix says where (unsigned-writer.ts).
  const unsigned = !!art.raw.bylineFrom && !!a.authorSource && !a.authorSource.startsWith('byline');
  // A personal site's name names its one writer on every page: no byline is missing, only the markup (decision 087).
  if (a.authorSource?.startsWith("the site's name"))
    return {
      title: 'Declare the author as a Person',
      description: `${a.authorSource.replace(/^t/, 'T')} names its writer, ${a.author}, on every page, but the page does not declare them in structured data.`,
      stepByStep: [],
    };
  return {
    title: several ? 'Declare the authors as Persons' : 'Declare the author as a Person',
    description: metaOnly
      ? `The page names its ${several ? 'authors' : 'author'} (${a.author}) in ${a.authorSource}, which readers do not see; no byline naming them was found in its text, and it does not declare them in structured data.`
      : `The page names its ${several ? 'authors' : 'author'} (${a.author})${unsigned ? ` in ${a.authorSource}` : ''}${page ? ` and links the byline to ${several ? `${a.authors[0]}'s` : 'their'} page (${page})` : ''} but does not declare them in structured data.`,
    stepByStep: metaOnly
      ? [
          `Show the byline near the top of the piece, if it is not there as text ("By ${a.author}"), linked to a short author bio page.`,
        ]
      : page
        ? []
        : [`Link ${unsigned ? `the name there` : 'the byline'} to a short author bio page.`],
  };
}

/**
 * A member's post on a platform (a tweet's page): the platform writes its byline and its markup, so the post's
 * author can declare no Person on it, nor add a byline; a copy on a site of their own can carry both.
 */
function postFix(art: Artifacts, platform: string): Fix {
  const { author } = art.authority;
  return {
    title: 'Publish the post where its author can be declared',
    description: `${platform} lays out the page of ${author ? `${author}'s` : 'this'} post and ${author ? 'declares no Person for its author' : 'names its author in no byline, title or markup that was read'}: nothing on it is the author's to change but the post and their profile.`,
    stepByStep: [
      `To have ${author ?? 'the author'} declared as the author Person, publish the piece on a site of your own too, with a byline and Person markup, and link it from the post.`,
    ],
  };
}

/**
 * A head author tag that was not taken for the writer, said as what it names: no person ("Staff"), or the page's
 * editor (youth.cn's "青网校园崔宁宁", credited "责任编辑：崔宁宁" in its text, computed/authority.ts).
 */
function headAuthorSetAside(art: Artifacts): string | null {
  const said = art.raw.metaAuthor;
  if (!said || art.authority.author) return null;
  return authorName(said)
    ? `names ${q(said, 60)}, whom the page credits as its editor, not its writer`
    : `names ${q(said, 60)}, which names no person`;
}

/** A byline that names a role and no person (a staff account's "Editor"), when no author is known. */
const roleByline = (art: Artifacts): string | null =>
  art.authority.author ? null : roleWithoutName(art.raw.authorBoxes);

function authorEvidence(art: Artifacts) {
  const { authority: a } = art;
  const setAside = headAuthorSetAside(art);
  const role = roleByline(art);
  return [
    ev('Author', a.author),
    ...(role ? [ev('Byline', `${q(role, 60)}, a role: it names no person`)] : []),
    ev('Source', a.authorSource),
    ev('Person schema', a.personSchema),
    ...(a.authorIsOrganisation ? [ev('Names', `an organisation (${a.authorIsOrganisation}), not a person`)] : []),
    ...(setAside ? [ev(`Not the writer: ${art.raw.metaAuthorTag}`, setAside)] : []),
  ];
}

/** No author found: what was looked for, the site's organisation when it is declared, and where the byline goes on this page. */
function noAuthorFix(art: Artifacts): Fix {
  const org = art.authority.organization?.name ?? null;
  const topic = topicOf(art);
  // A page that speaks for its organisation expects no personal byline (decision 063): IPA's notice was told to
  // add "By <name>" under the finding that said readers expect none.
  const voice = organisationVoice(art, detectPageType(art).type);
  if (voice)
    return {
      title: 'Credit the organisation as the author',
      description: `No author was found, and none is expected of a person: the page speaks for ${org ?? 'the organisation that publishes it'} (${voice}).`,
      stepByStep: [
        `Where the page has structured data, give its article node ${org ?? 'the organisation'} as its author, an Organization: Google's Article documentation accepts one.`,
      ],
    };
  const setAside = headAuthorSetAside(art);
  // A staff account's byline ("Editor", The Political Insider's) is a byline: what it lacks is a person's name.
  const role = roleByline(art);
  const headTag = setAside ? `its ${art.raw.metaAuthorTag} ${setAside}` : null;
  const found = role
    ? `the byline names a role, ${q(role, 60)}, and no person; the page has no structured-data author of its work${headTag ? `, and ${headTag}` : ` and no <meta name="author">`}`
    : headTag
      ? `no byline or structured-data author of the page's work, and ${headTag}`
      : `no byline, <meta name="author"> or structured-data author of the page's work`;
  const piece = topic ? `the piece ${q(topic, 80)}` : 'the content';
  return {
    title: 'Show who wrote the content',
    description: `No author was found: ${found}${org ? `; only the organisation, ${org}, is declared` : ''}.`,
    stepByStep: [
      role
        ? `Name the writer in the byline of ${piece} ("By <name>", beside ${q(role, 60)} or in its place), linked to a short author bio page.`
        : `Add "By <name>" near the top of ${piece}, linked to a short author bio page.`,
    ],
  };
}

/** The byline names an organisation: name the writer, and type the organisation as one in the markup. */
function writerFix(art: Artifacts): Fix {
  const { author, authorIsOrganisation, personSchema } = art.authority;
  const topic = topicOf(art);
  const piece = topic ? `the piece ${q(topic, 80)}` : 'the piece';
  // The site's own name is its publisher; a newsroom's desk ("Our Foreign Staff") is one of the publisher's; an agency
  // supplied the story; a team is credited beside the writer.
  const agency = authorIsOrganisation === 'a news agency';
  const siteOwn = /site's own name/.test(authorIsOrganisation ?? '');
  const desk = /newsroom/.test(authorIsOrganisation ?? '');
  const publication = isOtherPublication(authorIsOrganisation);
  const site = statedSiteName(art);
  const says = agency
    ? `which agency supplied ${piece}`
    : publication
      ? `which publication ${piece} comes from`
      : siteOwn
        ? `who published ${piece}`
        : desk
          ? `which desk of ${site ?? 'the publication'} ${piece} comes from`
          : `which team ${piece} comes from`;
  const keep = agency
    ? `keep ${author} credited as the agency the story comes from`
    : publication
      ? `keep ${author} credited as the publication it first appeared in`
      : siteOwn
        ? `keep ${author} as the publisher`
        : desk
          ? `keep ${author} as the desk it comes from`
          : `keep ${author} credited beside the writer`;
  // A desk is no organisation of its own: the markup credits the publisher, as the drafted block does (page-graph.ts).
  const declare = desk
    ? `Declare each writer as a Person author; where none is named, credit the publisher${site ? `, ${site},` : ''} as the author (an Organization), not ${author} as a Person.`
    : `Declare ${author} as an Organization${siteOwn ? ' (the publisher)' : ''}, and each writer as a Person author.`;
  return {
    title: 'Name the writer in the byline',
    description: `The byline names ${author}, ${authorIsOrganisation}: it says ${says}, not who wrote it, so readers and assistants cannot weigh the writer's expertise.${personSchema ? ` It is also marked up as a Person; schema.org and Google's Article guidance give an organisation the Organization type.` : ''}`,
    stepByStep: [
      `Put the writer's name in the byline ("By <name>"), linked to a short bio page; ${keep}.`,
      ...(personSchema ? [declare] : []),
      'Where no single person wrote it (a wire or staff story), say so in the byline and name the editor responsible.',
    ],
  };
}

/** What the drafted block does for a byline that names an organisation: a desk's is its publisher's (decision 131). */
function organisationAuthorNeed(art: Artifacts): { role: 'author'; what: string } {
  const { author, authorIsOrganisation } = art.authority;
  const site = statedSiteName(art);
  return {
    role: 'author',
    what: /newsroom/.test(authorIsOrganisation ?? '')
      ? `the publisher${site ? `, ${site},` : ''} credited as the author in place of ${author}`
      : `${author} declared as an Organization`,
  };
}

export default defineAudit({
  id: 'author-info',
  category: 'authority',
  title: 'Content names its author',
  failureTitle: 'No author named and marked up as a Person',
  description:
    'AI systems weigh expertise (E-E-A-T): a named author, ideally marked up as a Person, makes content more trustworthy and more likely to be cited.',
  requiredArtifacts: ['authority', 'raw'],
  fix: {
    title: 'Show who wrote the content',
    description:
      'Add an author byline linking to an author page, and declare the author as a Person in structured data.',
    stepByStep: [
      'Add "By <name>" near the top of the content.',
      'Link the name to a short author bio page.',
      'Add "author": {"@type": "Person", "name": "..."} to the page JSON-LD.',
    ],
  },
  run(art) {
    const { authority: a } = art;
    // A fable or folk tale retold by a collection is tradition's, or a classic writer's its title names
    // ("イソップ童話", Aesop's fables): no byline is expected of it (docs/decisions/046).
    if (!a.author && detectPageType(art).type === 'fiction' && namesTraditionalTale(art))
      return {
        score: null,
        evidence: [
          ev(
            'Not applicable',
            `A traditional tale (its title: ${quote(art.raw.title ?? '', 60)}) is retold, not signed: no byline is expected of it.`,
          ),
        ],
      };
    // A byline naming the newsroom, an agency or the site itself says who published the piece, not who
    // wrote it: half the credit of a writer's name (decision 041).
    const score = a.author
      ? a.authorIsOrganisation
        ? 0.5
        : a.personSchema || /^(?:JSON-LD|microdata) author/.test(a.authorSource ?? '')
          ? 1
          : 0.75
      : a.organization
        ? 0.3
        : 0;
    const evidence = authorEvidence(art);
    const facts = {
      details: table(
        [col('name', 'Author'), col('source', 'Found in'), col('personSchema', 'Person schema', 'boolean')],
        a.author ? [{ name: a.author, source: a.authorSource, personSchema: a.personSchema }] : [],
      ),
    };
    if (a.author && a.authorIsOrganisation)
      return {
        score,
        failureTitle: `The byline names ${a.author}, ${a.authorIsOrganisation}${/not a writer/.test(a.authorIsOrganisation) ? '' : ', not a writer'}`,
        evidence,
        ...facts,
        ...fixOf(() => writerFix(art)),
        // Marked up as a Person: the draft declares it as the organisation it is.
        jsonLd: a.personSchema ? [organisationAuthorNeed(art)] : [],
      };
    // The page names its author already: what is missing is the markup, so the fix says that. A byline
    // that links to the writer's page (a platform's profile, an author page) is not asked to link to one.
    if (a.author && score < 1) {
      const page = authorPageOf(art);
      const several = a.authors.length > 1;
      return {
        score,
        evidence: page ? [...evidence, ev("Byline links to the author's page", page)] : evidence,
        ...facts,
        failureTitle: several
          ? `Authors ${a.author} are named but not marked up as Persons`
          : `Author ${a.author} is named but not marked up as a Person`,
        fix: a.postOn ? postFix(art, a.postOn) : markupFix(art, page),
        jsonLd: a.postOn
          ? []
          : [
              {
                role: 'author',
                // The first writer's node; the others are beside it in the same block (schema/page-graph.ts).
                props: { name: several ? a.authors[0] : a.author, ...(page ? { url: page } : {}) },
                what: several
                  ? `${a.author}, each declared as an author Person`
                  : `${a.author} declared as the author Person`,
              },
            ],
      };
    }
    return {
      score,
      evidence,
      ...facts,
      ...(score < 1
        ? a.postOn
          ? { fix: postFix(art, a.postOn) }
          : {
              ...fixOf(() => noAuthorFix(art)),
              jsonLd: [{ role: 'author' as const, what: 'the author declared as a Person (name and author page)' }],
            }
        : {}),
    };
  },
});
