import { defineAudit, ev, list } from '../helpers';

const PAGE_TYPES = ['Article', 'NewsArticle', 'BlogPosting', 'TechArticle', 'Report', 'Product', 'Service', 'Event', 'Recipe', 'Course', 'FAQPage', 'QAPage', 'HowTo', 'WebPage', 'AboutPage', 'ContactPage', 'CollectionPage', 'ItemPage', 'ProfilePage', 'SoftwareApplication', 'VideoObject', 'JobPosting', 'Book', 'Movie', 'Review'];
const IDENTITY_TYPES = ['Organization', 'Corporation', 'LocalBusiness', 'NewsMediaOrganization', 'EducationalOrganization', 'Person', 'WebSite', 'Store', 'Restaurant', 'ProfessionalService', 'MedicalOrganization', 'Brand'];

export default defineAudit({
  id: 'schema-types',
  category: 'aiLlmVisibility',
  title: 'Structured data names the page type and who is behind it',
  failureTitle: 'Structured data does not describe the page type or the publisher',
  description: 'AI answers favour sources whose entity is unambiguous: a page type (Article, Product, FAQPage...) plus an identity (Organization, Person, WebSite) lets assistants attribute and cite the page correctly.',
  requiredArtifacts: ['structuredData'],
  fix: {
    title: 'Describe the page type and the publisher in schema.org',
    description: 'Add a page-level type and an Organization or Person node, ideally linked in one @graph, plus BreadcrumbList for deeper pages.',
    stepByStep: [
      'Add a node for the page itself (for example Article, Product, Service or WebPage).',
      'Add an Organization (or Person) node with name, url, logo and sameAs links to official profiles.',
      'Link them: set "publisher" or "author" of the page node to the Organization/Person.',
      'For pages below the home page, add a BreadcrumbList.',
    ],
  },
  run({ structuredData: sd }) {
    const lower = new Set(sd.allTypes.map((t) => t.toLowerCase()));
    const page = PAGE_TYPES.filter((t) => lower.has(t.toLowerCase()));
    const identity = IDENTITY_TYPES.filter((t) => lower.has(t.toLowerCase()));
    const breadcrumb = lower.has('breadcrumblist');
    const score = (page.length ? 0.5 : 0) + (identity.length ? 0.35 : 0) + (breadcrumb ? 0.15 : 0);
    return {
      score,
      evidence: [ev('Page types', list(page)), ev('Identity types', list(identity)), ev('BreadcrumbList', breadcrumb), ev('All types', list(sd.allTypes, 12))],
    };
  },
});
