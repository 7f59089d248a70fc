import { defineAudit, ev, col, table } from '../helpers';
import { fixOf, sitePageFix } from '../fix-kit';
import { thisSitePage } from './this-site-page';

const ABOUT = {
  name: 'About',
  label: 'About' as const,
  looked: 'a link text such as "About", "About us", "Who we are" or "Our story", or an /about address',
  path: /\/(?:about|about-?us|who-?we-?are|our-?story)(?:\.\w{2,5})?\/?$/i,
  create: 'Create an About page saying who runs the site, who writes for it and how to reach them.',
};

export default defineAudit({
  id: 'about-page',
  category: 'authority',
  title: 'Page links to an About page',
  failureTitle: 'No link to an About page',
  description: 'An About page tells AI systems who is behind the site, which they use to judge trustworthiness.',
  requiredArtifacts: ['authority', 'raw'],
  fix: {
    title: 'Add an About page and link to it',
    description: 'Create an About page that explains who you are and link it from the menu or footer.',
    stepByStep: [
      'Create a page called "About us" with your story, team and location.',
      'Add a link to it in the main menu or footer.',
    ],
  },
  run(art) {
    const { authority: a } = art;
    const text = a.sitePageLabels.about;
    const itself = thisSitePage(art, ['about', 'legal-notice'], 'About page');
    return {
      score: a.aboutLink ? 1 : 0,
      ...(itself ? { title: itself.title } : {}),
      evidence: itself
        ? [itself.evidence]
        : [ev('About link', a.aboutLink), ev('Link text', text ? `"${text}"` : null)],
      details: table(
        [col('href', 'About page', 'url'), col('text', 'Link text')],
        a.aboutLink ? [{ href: a.aboutLink, text: itself ? 'this page' : text }] : [],
      ),
      ...(a.aboutLink ? {} : fixOf(() => sitePageFix(art, ABOUT))),
    };
  },
});
