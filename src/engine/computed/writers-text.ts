/**
 * Whether a page of no declared kind is someone's writing: signed by its writer, or a member's post on a platform
 * (decision 104). Such a page is read for what it says, not searched for a business's answers.
 */
import type { PageTypeId } from '@/shared/analysis';
import type { Artifacts } from '../types';
import { organisationVoice } from './organisation-voice';
import { nameKey, statedSiteNames } from './site-names';

/** The head tags a standards body or a journal names a document's writers in. */
const SCHOLARLY_TAG = /citation_author|dc\.creator|dcterms\.creator/i;
/**
 * A page that signs itself is no business's landing page: an Internet-Draft names its writers in Dublin Core
 * (<meta name="DC.Creator" content="Kooman, F.">), a paper in Google Scholar's citation_author, a post or an
 * interview in its byline.
 */
export const signedPage = (a: Artifacts): boolean =>
  !!a.authority.author && !!(a.raw.bylineText || SCHOLARLY_TAG.test(a.raw.metaAuthorTag ?? ''));
/**
 * A page of no declared kind that is someone's writing (decision 104): signed by its writer (an essay, an
 * interview, a book's chapter, a paper) or a member's post on a platform (a forum thread). Readers come to it for
 * what it argues or asks, not with a list of questions about a business; an FAQ is no advice for it.
 */
export const writersText = (a: Artifacts, pageType?: PageTypeId): string | null => {
  if (pageType !== 'other') return null;
  if (a.authority.postOn)
    return `The page is a member's post on ${a.authority.postOn}: readers come for what the member wrote (a thread asks and answers in its replies), and the platform, not the writer, decides its shape.`;
  // A byline of the business itself ("By Leeds Dental Care"), or a page in its voice, is a business's page still.
  const author = a.authority.author ?? '';
  const bySite = !!a.authority.authorIsOrganisation || statedSiteNames(a).some((n) => nameKey(n) === nameKey(author));
  if (signedPage(a) && !bySite && !organisationVoice(a, pageType))
    return `The page names its writer${/ and |, | & /.test(a.authority.author!) ? 's' : ''} (${a.authority.author}): a signed text (an essay, an interview, a chapter, a paper) is read for what it says and has no list of questions to answer.`;
  return null;
};
