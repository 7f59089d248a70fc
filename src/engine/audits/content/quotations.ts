import { defineAudit, ev, list } from '../helpers';

export default defineAudit({
  id: 'quotations',
  category: 'content',
  title: 'Content includes quotations',
  failureTitle: 'Content has no quotations',
  description: 'Quotations from experts or customers are one of the three methods the GEO study (Aggarwal et al., KDD 2024) found to raise visibility in generative answers.',
  requiredArtifacts: ['content'],
  fix: {
    title: 'Quote experts or customers',
    description: 'Add one or two attributed quotations that support the page content.',
    stepByStep: ['Pick a statement from an expert, a study or a customer.', 'Add it in quotation marks or a <blockquote>, with the name of the person.'],
  },
  run({ content: c }) {
    return { score: c.quotations >= 1 ? 1 : 0, evidence: [ev('Quotations in the main content', c.quotations), ev('Examples', list(c.quotationExamples.map((q) => `"${q}"`), 2))] };
  },
});
