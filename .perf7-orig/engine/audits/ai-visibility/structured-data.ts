import { defineAudit, ev, list } from '../helpers';

export default defineAudit({
  id: 'structured-data',
  category: 'aiLlmVisibility',
  title: 'Page has valid structured data (JSON-LD)',
  failureTitle: 'Structured data is missing or broken',
  description: 'JSON-LD tells AI systems in machine-readable form what the page is about (organisation, article, product, FAQ). Assistants and AI search use it to identify entities and facts they can cite.',
  requiredArtifacts: ['structuredData'],
  fix: {
    title: 'Add valid JSON-LD structured data',
    description: 'Describe the page and the organisation behind it with schema.org JSON-LD in a <script type="application/ld+json"> block.',
    stepByStep: [
      'Pick the schema.org type that fits the page (Organization for the home page, Article for posts, Product for products, FAQPage for FAQs).',
      'Write a JSON-LD block with @context "https://schema.org", @type, name, url, description and logo or image.',
      'Put it in the page <head> inside <script type="application/ld+json">.',
      "Check it with the Schema.org validator or Google's Rich Results Test and fix every syntax error.",
    ],
  },
  run({ structuredData: sd }) {
    const valid = sd.blocks.filter((b) => b.valid).length;
    const invalid = sd.blocks.length - valid;
    const evidence = [
      ev('JSON-LD blocks', sd.blocks.length),
      ev('Valid blocks', valid),
      ev('Types found', list(sd.allTypes, 10)),
      ev('Microdata types', list(sd.microdataTypes)),
      ev('RDFa types', list(sd.rdfaTypes)),
    ];
    for (const e of sd.errors.slice(0, 3)) evidence.push(ev('Parse error', e));
    let score: number;
    if (valid > 0 && invalid === 0) score = sd.jsonLdTypes.length ? 1 : 0.6;
    else if (valid > 0) score = 0.6;
    else if (sd.microdataTypes.length || sd.rdfaTypes.length) score = 0.5;
    else if (invalid > 0) score = 0.15;
    else score = 0;
    return { score, evidence };
  },
});
