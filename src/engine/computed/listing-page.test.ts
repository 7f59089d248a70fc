/** An event's or a job posting's page (decision 155): it speaks for its organiser or employer, dated by its own dates. */
import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import { runAudits } from '../run-audits';
import { buildRedFlags, withGains } from '../report';
import { detectPageType } from './page-type';
import { listingOf } from './listing-page';

const ld = (o: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...o })}</script>`;
const EVENT = {
  '@type': 'MusicEvent',
  name: 'Leeds Jazz Night 2026',
  startDate: '2026-03-14T19:30:00+00:00',
  image: 'https://leedsmusichall.example/img/jazz.jpg',
  location: { '@type': 'Place', name: 'Leeds Music Hall', address: '1 Briggate, Leeds LS1 6HD' },
  performer: { '@type': 'MusicGroup', name: 'The Northern Quartet' },
  organizer: { '@type': 'Organization', name: 'Leeds Music Hall', url: 'https://leedsmusichall.example/' },
};
const eventBody =
  '<h1>Leeds Jazz Night 2026</h1><p>Saturday 14 March 2026, doors 19:00, music 19:30 to 22:30, at Leeds Music Hall, 1 Briggate.</p><p>The Northern Quartet return to the Hall for a night of standards and new pieces from their second album. Expect two sets with an interval, and a late bar until 23:00.</p><p>Tickets £18, concessions £14. Under-16s must come with an adult. The hall is seated, with a standing area at the back for those who like to dance. Step-free access through the side entrance on Kirkgate.</p>';
const at = (head: string, body: string, url: string) =>
  makeArtifacts(
    `<!doctype html><html lang="en"><head><title>Leeds Jazz Night 2026 | Leeds Music Hall</title>${head}</head><body><main>${body}</main></body></html>`,
    { url },
  );
const report = (a: ReturnType<typeof at>) => {
  const { scored } = withGains(runAudits(a, detectPageType(a).type));
  return { flags: buildRedFlags(scored).map((f) => f.auditId), of: (id: string) => scored.find((r) => r.id === id)! };
};
const why = (r: { evidence: { value: string }[] }) => r.evidence.map((e) => e.value).join(' ');

describe("an event's page", () => {
  const a = at(ld(EVENT), eventBody, 'https://leedsmusichall.example/events/jazz-night/');
  it("is the organiser's: the performer is not the organisation behind the page", () => {
    expect(listingOf(a)).toBe('event');
    const { of } = report(a);
    expect(of('organization-identity').failureTitle + JSON.stringify(of('organization-identity').evidence)).toContain(
      'Leeds Music Hall',
    );
    expect(JSON.stringify(of('organization-identity').evidence)).not.toContain('Northern Quartet');
  });
  it('is dated by its event, signed by no writer, and asked for no source or quotation', () => {
    const { of } = report(a);
    expect(why(of('content-freshness'))).toContain('dated by the event (startDate)');
    for (const id of ['author-info', 'credentials']) expect(why(of(id))).toContain('it speaks for its organiser');
    for (const id of ['quotations', 'outbound-citations'])
      expect(why(of(id))).toContain('date, place, tickets and performers are its organiser');
  });
  it("its short text is measured as a product's is (150 words for full marks), not as too thin to stand alone", () => {
    const r = report(a).of('main-content-length');
    expect(r.fix?.description).toContain('full marks from 150 words');
    expect(r.failureTitle).not.toMatch(/^Only /);
  });
  it('fixture pair: the same page without its Event markup is asked for a date and a byline', () => {
    const bare = at('', eventBody, 'https://leedsmusichall.example/events/jazz-night/');
    expect(listingOf(bare)).toBeNull();
    const { of } = report(bare);
    expect(of('content-freshness').scoreDisplayMode).not.toBe('notApplicable');
    expect(of('author-info').scoreDisplayMode).not.toBe('notApplicable');
  });
});

describe('a page that declares an event but is no listing', () => {
  it('a match report that marks up its match is the report: signed and sourced as news is', () => {
    const a = at(
      ld({
        '@graph': [
          {
            '@type': 'NewsArticle',
            headline: 'Leeds beat Hull 3-1',
            datePublished: '2026-03-14T18:00:00Z',
            author: { '@type': 'Person', name: 'Joe Writer' },
          },
          { ...EVENT, '@type': 'SportsEvent', name: 'Leeds v Hull' },
        ],
      }),
      eventBody,
      'https://sport.example/2026/03/14/leeds-hull/',
    );
    expect(listingOf(a)).toBeNull();
    expect(report(a).of('author-info').scoreDisplayMode).not.toBe('notApplicable');
  });
  it("a band's own node on its tour page is the site's organisation, though the band performs", () => {
    const a = at(
      ld({
        '@graph': [
          EVENT,
          {
            '@type': 'MusicGroup',
            name: 'The Northern Quartet',
            sameAs: ['https://www.instagram.com/northernquartet'],
          },
        ],
      }),
      eventBody,
      'https://northernquartet.example/tour/leeds/',
    );
    expect(JSON.stringify(report(a).of('organization-identity').evidence)).toContain('The Northern Quartet');
  });
});

describe("a job posting's page", () => {
  it('is typed by its JobPosting, dated by its datePosted, and speaks for its employer', () => {
    const a = at(
      ld({
        '@type': 'JobPosting',
        title: 'Senior Backend Engineer',
        datePosted: '2026-11-20',
        hiringOrganization: { '@type': 'Organization', name: 'Harbour Tech' },
      }),
      '<h1>Senior Backend Engineer</h1><p>You will build and run the services behind our ferry booking platform, own the booking API and work with the mobile team on new features.</p>',
      'https://harbourtech.example/careers/backend-engineer/',
    );
    expect(detectPageType(a).reason).toBe('schema.org type JobPosting');
    expect(a.content.datePublished).toBe('2026-11-20');
    expect(why(report(a).of('author-info'))).toContain(
      "a job posting's, declared in its markup: it speaks for its employer",
    );
  });
});
