import { defineAudit, ev } from '../helpers';

export default defineAudit({
  id: 'semantic-landmarks',
  category: 'accessibility',
  title: 'Page uses semantic HTML landmarks',
  failureTitle: 'Page lacks semantic HTML landmarks',
  description: 'main, article, nav, header and footer let crawlers separate the real content from menus and boilerplate, so the right passages get extracted and cited.',
  requiredArtifacts: ['raw'],
  fix: {
    title: 'Use semantic HTML elements',
    description: 'Wrap the main content in <main> (and <article> for articles), menus in <nav>, and use <header> and <footer>.',
    stepByStep: ['Ask your developer or theme to wrap the primary content in <main>.', 'Use <article> for blog posts and news.', 'Use <nav> for menus, <header> and <footer> for the page top and bottom.'],
  },
  run({ raw }) {
    const l = raw.landmarks;
    const score = (l.main ? 0.4 : 0) + (l.article || l.section ? 0.15 : 0) + (l.nav ? 0.15 : 0) + (l.header ? 0.15 : 0) + (l.footer ? 0.15 : 0);
    return { score, evidence: Object.entries(l).map(([k, v]) => ev(`<${k}>`, v)) };
  },
});
