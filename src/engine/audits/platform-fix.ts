/**
 * The fix of a finding on a member's post on a platform (a tweet's page, a LinkedIn post: `authority.postOn`) that
 * only the platform could make: the page's markup, its files (llms.txt, sitemap, robots.txt) and its server's
 * answers are the platform's, the same for every post. The finding stays true of the page, and scored: it is what
 * AI engines meet there. Its fix says whose it is, and what the writer can do instead (docs/decisions/088).
 */
import type { Fix } from '../types';

/** Tags the platform writes from what the member wrote: the post's title, or its first words (a tweet's text). */
const FROM_THE_POST: Record<string, string> = {
  'title-tag': '<title>',
  'meta-description': 'description',
};

export function platformFix(platform: string, auditId: string): Fix {
  const tag = FROM_THE_POST[auditId];
  return {
    title: `Only ${platform} can change this`,
    description: tag
      ? `This page is a post on ${platform}, which writes the page's ${tag} itself, from the post's own title or first words: the tag cannot be edited, only those words, where ${platform} lets them be.`
      : `This page is a post on ${platform}, which writes the page's markup, its site files and its server's answers for every post alike: the post's writer cannot change them, so this finding is ${platform}'s to fix.`,
    stepByStep: [
      `Where being found and cited for this post matters, publish its substance on a page of a site you control too, and link it from the post: there this can be fixed.`,
    ],
  };
}
