import { defineAudit, ev } from '../helpers';

export default defineAudit({
  id: 'lang-attribute',
  category: 'technical',
  title: 'Page declares its language',
  failureTitle: 'Page does not declare its language',
  description: 'The lang attribute tells AI systems which language the content is in, so they answer users in that language with your page.',
  requiredArtifacts: ['raw'],
  fix: {
    title: 'Declare the page language',
    description: 'Set the lang attribute on the <html> element, e.g. <html lang="en">.',
    stepByStep: ['In your theme or HTML template, find the <html> tag.', 'Add lang="en" (or your language code).'],
  },
  run({ raw }) {
    const ok = !!raw.lang && /^[a-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/i.test(raw.lang);
    return { score: ok ? 1 : 0, evidence: [ev('lang', raw.lang)] };
  },
});
