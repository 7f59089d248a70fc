import { defineAudit, ev, col, table } from '../helpers';
import { fixOf, q, topicOf, type Artifacts, type Fix } from '../fix-kit';

/** No author found: what was looked for, the site's organisation when it is declared, and where the byline goes on this page. */
function noAuthorFix(art: Artifacts): Fix {
  const org = art.authority.organization?.name ?? null;
  const topic = topicOf(art);
  return {
    title: 'Show who wrote the content',
    description: `No author was found: no byline, <meta name="author"> or structured-data author of the page's work${org ? `; only the organisation, ${org}, is declared` : ''}.`,
    stepByStep: [
      `Add "By <name>" near the top of ${topic ? `the piece ${q(topic, 80)}` : 'the content'}, linked to a short author bio page.`,
    ],
  };
}

export default defineAudit({
  id: 'author-info',
  category: 'authority',
  title: 'Content names its author',
  failureTitle: 'No author named and marked up as a Person',
  description:
    'AI systems weigh expertise (E-E-A-T): a named author, ideally marked up as a Person, makes content more trustworthy and more likely to be cited.',
  requiredArtifacts: ['authority'],
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
    const score = a.author
      ? a.personSchema || /^(?:JSON-LD|microdata) author/.test(a.authorSource ?? '')
        ? 1
        : 0.75
      : a.organization
        ? 0.3
        : 0;
    const evidence = [ev('Author', a.author), ev('Source', a.authorSource), ev('Person schema', a.personSchema)];
    const facts = {
      details: table(
        [col('name', 'Author'), col('source', 'Found in'), col('personSchema', 'Person schema', 'boolean')],
        a.author ? [{ name: a.author, source: a.authorSource, personSchema: a.personSchema }] : [],
      ),
    };
    // The page names its author already: what is missing is the markup, so the fix says that.
    if (a.author && score < 1)
      return {
        score,
        evidence,
        ...facts,
        fix: {
          title: 'Declare the author as a Person',
          description: `The page names its author (${a.author}) but does not declare them in structured data.`,
          stepByStep: ['Link the byline to a short author bio page.'],
        },
        jsonLd: [{ role: 'author', props: { name: a.author }, what: `${a.author} declared as the author Person` }],
      };
    return {
      score,
      evidence,
      ...facts,
      ...(score < 1
        ? {
            ...fixOf(() => noAuthorFix(art)),
            jsonLd: [{ role: 'author' as const, what: 'the author declared as a Person (name and author page)' }],
          }
        : {}),
    };
  },
});
