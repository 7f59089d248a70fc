import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatherSiteHome, homeOrganisation } from './site-home';
import { makeArtifacts } from '../testing/artifacts';
import organizationIdentity from '../audits/authority/organization-identity';
import schemaTypes from '../audits/ai-visibility/schema-types';
import type { Artifacts } from '../types';

const ld = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
const TALLYFLOW = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Tallyflow' },
    { '@type': 'Corporation', name: 'Tallyflow', sameAs: ['https://www.linkedin.com/company/tallyflow', 'not a url'] },
  ],
};

describe("the home page's organisation", () => {
  it('is the first Organization node, or a subtype, in any block or graph', () => {
    expect(
      homeOrganisation(
        `<head>${ld({ '@type': 'WebPage' })}<script type="application/ld+json">{broken</script>${ld(TALLYFLOW)}</head>`,
      ),
    ).toEqual({
      type: 'Corporation',
      name: 'Tallyflow',
      sameAs: ['https://www.linkedin.com/company/tallyflow'],
    });
    expect(homeOrganisation(ld({ '@type': 'Dentist', name: 'Harbourview Dental' }))?.type).toBe('Dentist');
    expect(homeOrganisation('<p>No markup</p>')).toBeNull();
  });
});

describe('gathering it from the site (loopback)', () => {
  let server: http.Server;
  let origin = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/')
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(`<html><head>${ld(TALLYFLOW)}</head><body>Home</body></html>`);
      else res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Pricing</body></html>');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const opts = { allowPrivateNetwork: true, timeoutMs: 5000 };

  it('reads the home page of an inner page, and nothing on the home page itself', async () => {
    expect(await gatherSiteHome(`${origin}/pricing`, opts)).toEqual({
      url: `${origin}/`,
      status: 200,
      organization: { type: 'Corporation', name: 'Tallyflow', sameAs: ['https://www.linkedin.com/company/tallyflow'] },
    });
    expect(await gatherSiteHome(`${origin}/`, opts)).toBeNull();
  });
  it('never holds the analysis past its deadline: a home page that never answers gives nothing', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as AddressInfo).port;
    const t0 = performance.now();
    const out = await gatherSiteHome(`http://127.0.0.1:${port}/pricing`, { ...opts, timeoutMs: 800 });
    expect(out?.organization).toBeNull();
    expect(performance.now() - t0).toBeLessThan(4000);
    silent.closeAllConnections();
    await new Promise<void>((r) => silent.close(() => r()));
  });
  it('says nothing of an organisation when the home page cannot be reached', async () => {
    const gone = await gatherSiteHome('http://127.0.0.1:9/pricing', { ...opts, timeoutMs: 1000 });
    expect(gone?.organization).toBeNull();
  });
});

describe('organization-identity on an inner page (decision 068)', () => {
  const pricing = (siteHome: Artifacts['siteHome']) =>
    organizationIdentity.run(
      makeArtifacts(
        '<html><body><main><h1>Pricing</h1></main><footer><a href="https://www.linkedin.com/company/tallyflow">LinkedIn</a></footer></body></html>',
        { url: 'https://www.tallyflow.example/pricing', siteHome },
      ),
    );
  it('passes when the home page declares the organisation with its profiles', () => {
    const out = pricing({
      url: 'https://www.tallyflow.example/',
      status: 200,
      organization: { type: 'Organization', name: 'Tallyflow', sameAs: ['https://www.linkedin.com/company/tallyflow'] },
    });
    expect(out.score).toBe(1);
    expect(out.evidence[0].value).toBe(
      'Tallyflow (Organization), declared on the home page https://www.tallyflow.example/',
    );
  });
  it("asks for sameAs on the home page's node when it has none", () => {
    const out = pricing({
      url: 'https://www.tallyflow.example/',
      status: 200,
      organization: { type: 'Organization', name: 'Tallyflow', sameAs: [] },
    });
    expect(out.score).toBe(0.7);
    expect(out.failureTitle).toBe(
      "Organization 'Tallyflow' is declared on the home page without links to its profiles",
    );
    expect(out.fix?.stepByStep?.[0]).toContain(
      '"https://www.linkedin.com/company/tallyflow"] to the home page\'s Organization node',
    );
  });
  it('fails as before when the home page declares nothing', () => {
    expect(pricing({ url: 'https://www.tallyflow.example/', status: 200, organization: null }).score).toBe(0.2);
  });
});

describe('schema-types on an inner page credits the publisher its home page declares (decision 121)', () => {
  const article = (siteHome: Artifacts['siteHome']) =>
    schemaTypes.run(
      makeArtifacts(
        `<html><head>${ld({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'Pricing explained', datePublished: '2026-03-01' })}</head><body><nav class="breadcrumb"><a href="/">Home</a> › <a href="/blog/">Blog</a> › Pricing explained</nav><main><h1>Pricing explained</h1></main></body></html>`,
        { url: 'https://www.tallyflow.example/blog/pricing', siteHome },
      ),
    );
  const home = { url: 'https://www.tallyflow.example/', status: 200 };
  it('counts the home page Organization as who is behind the page, and says where it is declared', () => {
    const out = article({ ...home, organization: { type: 'Corporation', name: 'Tallyflow', sameAs: [] } });
    // Page type and publisher given; only the breadcrumb is missing.
    expect(out.score).toBe(0.85);
    expect(out.evidence.find((e) => e.label === 'Identity types')?.value).toBe(
      'Corporation, declared on the home page https://www.tallyflow.example/',
    );
    expect(out.fix?.title).toBe('Add BreadcrumbList structured data');
    expect(out.fix?.description).not.toMatch(/who is behind it/);
  });
  it('asks for the publisher as before when the home page declares none', () => {
    const out = article({ ...home, organization: null });
    expect(out.score).toBe(0.5);
    expect(out.fix?.description).toContain('no Organization, Person or WebSite node says who is behind it');
  });
});

describe('an analysis of an inner page reads its home page (the fixture site, loopback)', () => {
  it('credits the organisation the home page declares to the services page, which declares none', async () => {
    const { analyseVariant } = await import('../testing/fixture-site');
    const result = await analyseVariant({ path: 'services.html' });
    const audit = result.audits.find((x) => x.id === 'organization-identity')!;
    expect(audit.evidence.find((e) => e.label === 'Organization schema')?.value).toMatch(
      /\(Organization\), declared on the home page http:\/\/127\.0\.0\.1:\d+\/$/,
    );
    expect(audit.score).toBeGreaterThanOrEqual(0.5);
  }, 60_000);
});
