import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import robotsAiAccess from './accessibility/robots-ai-access';
import javascriptDependence from './accessibility/javascript-dependence';
import robotsDirectives from './accessibility/robots-directives';
import aiCrawlerLiveAccess from './accessibility/ai-crawler-live-access';
import metaDescription from './ai-visibility/meta-description';
import titleTag from './ai-visibility/title-tag';
import structuredData from './ai-visibility/structured-data';
import llmsTxt from './ai-visibility/llms-txt';
import headingStructure from './content/heading-structure';
import statistics from './content/statistics';
import imageAltText from './content/image-alt-text';
import contentFreshness from './content/content-freshness';
import contactInfo from './authority/contact-info';
import httpStatus from './technical/http-status';
import { runAudits } from '../run-audits';
import { AUDIT_CONFIG } from '../config';
import { extractPageFacts } from '../gather/page-facts';
import type { Artifacts } from '../types';

const page = (head: string, body = '') =>
  `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

describe('robots-ai-access', () => {
  it('passes when nothing is disallowed', () => {
    const out = robotsAiAccess.run(makeArtifacts(page(''), { robots: 'User-agent: *\nAllow: /' }));
    expect(out.score).toBe(1);
    expect(out.penalty).toBeUndefined();
  });
  it("blocking only training crawlers is the owner's choice: full score, no advice to allow anything", () => {
    const out = robotsAiAccess.run(
      makeArtifacts(page(''), {
        robots:
          'User-agent: GPTBot\nDisallow: /\n\nUser-agent: CCBot\nDisallow: /\n\nUser-agent: ClaudeBot\nUser-agent: Google-Extended\nDisallow: /',
      }),
    );
    expect(out.score).toBe(1);
    expect(out.fix).toBeUndefined();
    expect(out.evidence.find((e) => e.label.startsWith('Training-only crawlers refused'))?.value).toContain('GPTBot');
  });
  it('blocking a search agent is critical, quotes the line and writes a patch for this file', () => {
    const out = robotsAiAccess.run(
      makeArtifacts(page(''), { robots: '# policy\nUser-agent: OAI-SearchBot\nDisallow: /\n' }),
    );
    expect(out.critical).toBe(true);
    expect(out.penalty).toBeUndefined();
    expect(out.evidence.find((e) => e.label === 'Refused OAI-SearchBot (ai-search)')?.value).toBe(
      'line 3: "Disallow: /"',
    );
    expect(out.fix?.title).toBe('Let OAI-SearchBot read this page');
    expect(out.fix?.stepByStep.join('\n')).toContain('+User-agent: OAI-SearchBot\n+Allow: /');
    expect(out.fix?.stepByStep.join('\n')).toContain(' # policy');
  });
  it('a wildcard Disallow blocks every agent', () => {
    const out = robotsAiAccess.run(makeArtifacts(page(''), { robots: 'User-agent: *\nDisallow: /' }));
    expect(out.score).toBe(0);
  });
});

describe('metadata audits', () => {
  it('meta description: missing, short, optimal', () => {
    expect(metaDescription.run(makeArtifacts(page(''))).score).toBe(0);
    expect(metaDescription.run(makeArtifacts(page('<meta name="description" content="Too short">'))).score).toBe(0.7);
    const d = 'A'.repeat(100);
    const out = metaDescription.run(makeArtifacts(page(`<meta name="description" content="${d}">`)));
    expect(out.score).toBe(1);
    expect(out.evidence).toContainEqual({ label: 'Length', value: '100' });
  });
  it('title tag reports exact title and length', () => {
    const out = titleTag.run(makeArtifacts(page('<title>Hello</title>')));
    expect(out.score).toBe(0.7);
    expect(out.evidence[0].value).toBe('"Hello"');
  });
});

describe('structured data', () => {
  it('malformed JSON-LD is reported, not thrown', () => {
    const a = makeArtifacts(
      page(
        '<script type="application/ld+json">{"@type": "Organization",, }</script><script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite"},{"@type":"Organization","name":"X"}]}</script>',
      ),
    );
    expect(a.structuredData.blocks.map((b) => b.valid)).toEqual([false, true]);
    expect(a.structuredData.jsonLdTypes).toEqual(['Organization', 'WebSite']);
    const out = structuredData.run(a);
    // Invalid structured data never scores higher than none (decision 014).
    expect(out.score).toBe(0);
    expect(out.evidence.some((e) => e.label === 'Error' && e.value.startsWith('Block 1: not valid JSON'))).toBe(true);
  });
  it('microdata and RDFa types are collected; an item that declares nothing is a wrapper, not markup (decision 067)', () => {
    const f = extractPageFacts(
      '<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Kettle</span></div><div itemscope itemtype="https://schema.org/WPSideBar"></div><div vocab="https://schema.org/" typeof="Event"></div>',
      'https://e.com/',
    );
    expect(f.microdataTypes).toEqual(['Product']);
    expect(f.emptyMicrodataTypes).toEqual(['WPSideBar']);
    // RDFa under schema.org's vocabulary alike (decision 074).
    expect(f.rdfaTypes).toEqual([]);
    expect(f.emptyRdfaTypes).toEqual(['Event']);
  });
});

describe('javascript-dependence', () => {
  it('flags content that only exists after JavaScript', () => {
    const a = makeArtifacts(page('<script src="/app.js"></script>', '<div id="root"></div>'));
    const words = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    const rendered: Artifacts['rendered'] = {
      ...a.rendered,
      available: true,
      note: null,
      facts: extractPageFacts(page('<title>T</title>', `<h1>Hi</h1><p>${words}</p>`), a.url),
    };
    const out = javascriptDependence.run({ ...a, rendered });
    expect(out.score).toBe(0);
    expect(out.critical).toBe(true);
    expect(out.evidence.find((e) => e.label === 'Only after JavaScript')?.value).toContain('title');
    // The fix says what a crawler without scripts misses on this page, not a framework checklist.
    expect(out.fix?.title).toBe("Send the page's text in its HTML (0 of 201 words are there)");
    expect(out.fix?.description).toBe(
      'Crawlers that do not run JavaScript get 0 words of the 201 a browser shows; title, H1 appear only after scripts run.',
    );
    expect(out.fix?.stepByStep[0]).toBe(
      'Open view-source:https://example.com/ (not the inspector): what is missing there, crawlers that do not run scripts do not see.',
    );
  });
  it('asks only for what scripts add when the text is in the HTML', () => {
    const body = `<h1>Hi</h1><p>${Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ')}</p>`;
    const a = makeArtifacts(page('', body));
    const rendered: Artifacts['rendered'] = {
      ...a.rendered,
      available: true,
      note: null,
      facts: extractPageFacts(page('<script type="application/ld+json">{"@type":"Article"}</script>', body), a.url),
    };
    const out = javascriptDependence.run({ ...a, rendered });
    expect(out.score).toBeLessThan(1);
    expect(out.fix?.title).toBe('Put the JSON-LD in the HTML the server sends');
    expect(out.fix?.stepByStep.join('\n')).not.toMatch(/server-side rendering/);
  });
  it('is not applicable without rendering when the raw HTML has content', () => {
    const a = makeArtifacts(page('', `<p>${'Plenty of text here. '.repeat(30)}</p>`));
    expect(javascriptDependence.run(a).score).toBeNull();
  });
});

describe('other audits', () => {
  it('robots directives: noindex is critical; X-Robots-Tag noai is read', () => {
    expect(robotsDirectives.run(makeArtifacts(page('<meta name="robots" content="noindex, follow">'))).score).toBe(0);
    const out = robotsDirectives.run(makeArtifacts(page(''), { headers: { 'x-robots-tag': 'noai, noimageai' } }));
    expect(out.score).toBeCloseTo(0.4);
  });
  it('robots directives written in value= are read by no crawler: said, the page still indexable (decision 176)', () => {
    const out = robotsDirectives.run(makeArtifacts(page('<meta name="robots" value="noindex, nofollow">')));
    expect(out.score).toBe(0.9);
    expect(out.critical).toBeFalsy();
    expect(out.failureTitle).toBe(
      'The page writes "noindex, nofollow" in value=, which no crawler reads: it can be indexed',
    );
    expect(out.fix?.stepByStep[0]).toBe(
      'If the page should stay out of search and AI answers, write <meta name="robots" content="noindex, nofollow">.',
    );
    // "index, follow" in value= asks for nothing a crawler would not do anyway.
    expect(robotsDirectives.run(makeArtifacts(page('<meta name="robots" value="index, follow">'))).score).toBe(1);
  });
  const probe = (agent: string, status: number, provider: string | null = null) => ({
    agent,
    userAgent: `${agent}/1.0`,
    status,
    blocked: status !== 200,
    reason: status !== 200 ? `HTTP ${status} for this user agent while a browser gets HTTP 200` : null,
    provider,
    headers: {},
    payPerCrawl: false,
    sameContent: null,
    curl: '',
  });
  it("live access: a 403 for a training crawler is the owner's choice, not a refusal of AI answers", () => {
    const a = makeArtifacts(page(''));
    const probes = { ...a.probes, probes: [probe('GPTBot', 403, 'Cloudflare'), probe('OAI-SearchBot', 200)] };
    const out = aiCrawlerLiveAccess.run({ ...a, probes });
    expect(out.score).toBe(1);
    expect(out.critical).toBeFalsy();
    expect(out.fix).toBeUndefined();
    expect(out.evidence.find((e) => e.label === 'GPTBot')?.value).toMatch(/^HTTP 403 - blocked/);
    expect(out.evidence.find((e) => /Training-only/.test(e.label))?.value).toBe('GPTBot');
  });
  it('live access: a refused AI search agent is critical, and the fix names it, its answer and the bot protection', () => {
    const a = makeArtifacts(page(''));
    const probes = {
      ...a.probes,
      botProtection: { detected: true, provider: 'Cloudflare', evidence: [] },
      probes: [
        probe('PerplexityBot', 403, 'Cloudflare'),
        probe('GPTBot', 403, 'Cloudflare'),
        probe('OAI-SearchBot', 200),
        probe('Googlebot', 200),
      ],
    };
    const out = aiCrawlerLiveAccess.run({ ...a, probes });
    expect(out.score).toBeCloseTo(2 / 3);
    expect(out.critical).toBe(true);
    expect(out.fix?.title).toBe("Let PerplexityBot through the server's bot protection");
    expect(out.fix?.description).toMatch(
      /PerplexityBot \(HTTP 403\) is refused \(the answers carry Cloudflare's marks\)/,
    );
    expect(out.fix?.description).toMatch(/GPTBot is a training crawler and may stay refused/);
    expect(out.fix?.description).not.toMatch(/OAI-SearchBot|Googlebot/);
    expect(out.fix?.stepByStep[0]).toMatch(/^In Cloudflare: Security → Bots.*allow PerplexityBot\.$/);
  });
  it('live access: an agent asked to pay (pay per crawl) is no refusal, and the fix is a choice, priced', () => {
    const a = makeArtifacts(page(''));
    const paid = {
      ...probe('PerplexityBot', 402),
      payPerCrawl: true,
      headers: { 'crawler-price': 'USD 0.01' },
      reason: 'pay per crawl: HTTP 402 with crawler-price USD 0.01',
    };
    const probes = { ...a.probes, probes: [paid, probe('OAI-SearchBot', 200)] };
    const out = aiCrawlerLiveAccess.run({ ...a, probes });
    expect(out.score).toBeCloseTo(0.75);
    expect(out.critical).toBeFalsy();
    expect(out.fix?.title).toBe('Decide whether PerplexityBot should pay to read the page');
    expect(out.fix?.description).toMatch(/PerplexityBot \(HTTP 402, USD 0\.01\) is asked to pay/);
    expect(out.evidence.find((e) => /Asked to pay/.test(e.label))?.value).toBe('PerplexityBot');
  });
  it('heading structure wants one H1 and no skipped levels', () => {
    expect(headingStructure.run(makeArtifacts(page('', '<h1>A</h1><h2>B</h2><h3>C</h3><h2>D</h2>'))).score).toBe(1);
    const out = headingStructure.run(makeArtifacts(page('', '<h1>A</h1><h1>B</h1><h4>C</h4>')));
    expect(out.score).toBeLessThan(0.5);
  });
  it('statistics, alt text, freshness, contact info', () => {
    expect(
      statistics.run(makeArtifacts(page('', '<p>Sales grew 45% to $3 million and 1,200 customers in 2025.</p>'))).score,
    ).toBe(1);
    expect(imageAltText.run(makeArtifacts(page('', '<img src=a.png alt="A cat"><img src=b.png>'))).score).toBe(0.5);
    expect(imageAltText.run(makeArtifacts(page('', '<p>no images</p>'))).score).toBeNull();
    expect(
      contentFreshness.run(makeArtifacts(page('<meta property="article:modified_time" content="2025-10-01">'))).score,
    ).toBe(1);
    expect(
      contentFreshness.run(makeArtifacts(page('<meta property="article:modified_time" content="2019-10-01">'))).score,
    ).toBe(0.4);
    expect(
      contactInfo.run(
        makeArtifacts(
          page('', '<a href="tel:+441134960000">call</a><a href="mailto:a@b.com">mail</a><address>1 Main St</address>'),
        ),
      ).score,
    ).toBe(1);
  });
  it('llms.txt absent scores 0; valid file scores 1', () => {
    const a = makeArtifacts(page(''));
    expect(llmsTxt.run(a).score).toBe(0);
    const ok = llmsTxt.run({
      ...a,
      llmsTxt: {
        ...a.llmsTxt,
        found: true,
        isText: true,
        status: 200,
        h1: 'X',
        blockquote: 'Y',
        sections: [{ title: 'Docs', links: 2 }],
        linkCount: 2,
      },
    });
    expect(ok.score).toBe(1);
  });
  it('http status error is critical', () => {
    const a = makeArtifacts(page(''), { document: { status: 500 } as never });
    expect(httpStatus.run(a)).toMatchObject({ score: 0, critical: true });
  });
});

describe('runner containment', () => {
  it('an audit that throws becomes an error result, not a failed run', () => {
    const a = makeArtifacts(page('<title>x</title>'));
    const broken = { ...a, content: null as unknown as Artifacts['content'] };
    const results = runAudits(broken);
    expect(results).toHaveLength(AUDIT_CONFIG.length);
    const errored = results.filter((r) => r.scoreDisplayMode === 'error');
    expect(errored.length).toBeGreaterThan(0);
    expect(errored.every((r) => r.score === null && r.errorMessage)).toBe(true);
    expect(results.find((r) => r.id === 'title-tag')?.scoreDisplayMode).toBe('numeric');
  });
  it('audit ids are unique nouns with title, failureTitle, description and a fix', () => {
    const ids = AUDIT_CONFIG.map((c) => c.audit.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of AUDIT_CONFIG) {
      expect(c.audit.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.audit.title && c.audit.failureTitle && c.audit.description && c.reason).toBeTruthy();
      expect(c.audit.fix.stepByStep.length).toBeGreaterThan(0);
      // Weight 0 only for a check of the owner's choice (training opt-outs), never for a visibility signal.
      if (c.weight === 0) expect(c.audit.id).toBe('training-opt-outs');
      else expect(c.weight).toBeGreaterThan(0);
    }
  });
});
