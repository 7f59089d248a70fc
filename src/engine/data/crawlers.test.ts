import { describe, expect, it } from 'vitest';
import { CRAWLERS, CRAWLER_PURPOSES, CRAWLER_REGISTRY_VERSION, findCrawler, probeableCrawlers } from './crawlers';
import { DISAGREEMENTS } from './disagreements';
import { ENGINES, ENGINE_IDS, TOKEN_ROLES } from './engines';
import { SOURCES, VERIFICATIONS, type SourceDoc } from './sources';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const sources = Object.entries(SOURCES) as [string, SourceDoc][];

describe('crawler registry', () => {
  it('is versioned with a date', () => {
    expect(CRAWLER_REGISTRY_VERSION).toMatch(ISO_DATE);
  });

  it('has unique tokens, compared case-insensitively as RFC 9309 matches them', () => {
    const seen = new Set<string>();
    for (const c of CRAWLERS) {
      const key = c.token.toLowerCase();
      expect(seen.has(key), `duplicate token ${c.token}`).toBe(false);
      seen.add(key);
    }
  });

  it('uses only robots.txt product-token characters (letters, "-" and "_")', () => {
    for (const c of CRAWLERS) expect(c.token, c.token).toMatch(/^[A-Za-z_-]+$/);
  });

  it('gives every non-retired, non-control token a user agent that contains the token', () => {
    for (const c of CRAWLERS.filter((x) => !x.retired && x.purpose !== 'control')) {
      expect(c.userAgent, `${c.token} has no userAgent`).toBeTypeOf('string');
      expect(c.userAgent!.toLowerCase(), c.token).toContain(c.token.toLowerCase());
    }
  });

  it('gives control tokens no user agent: they crawl nothing', () => {
    for (const c of CRAWLERS.filter((x) => x.purpose === 'control')) expect(c.userAgent, c.token).toBeNull();
  });

  it('gives every row an https source URL and a known verification level', () => {
    for (const c of CRAWLERS) {
      expect(() => new URL(c.source), c.token).not.toThrow();
      expect(new URL(c.source).protocol, c.token).toBe('https:');
      expect(VERIFICATIONS).toContain(c.verification);
    }
  });

  it('uses only the five purposes', () => {
    for (const c of CRAWLERS) expect(CRAWLER_PURPOSES, c.token).toContain(c.purpose);
  });

  it('lists only known engine ids', () => {
    for (const c of CRAWLERS) for (const e of c.engines) expect(ENGINE_IDS, `${c.token} -> ${e}`).toContain(e);
  });

  it('names a replacement for every retired token, and the replacements are current rows', () => {
    const retired = CRAWLERS.filter((c) => c.retired);
    expect(retired.map((c) => c.token).sort()).toEqual(['Claude-Web', 'anthropic-ai']);
    for (const c of retired) {
      expect(c.retired!.replacedBy.length, c.token).toBeGreaterThan(0);
      expect(c.retired!.note, c.token).not.toBe('');
      for (const t of c.retired!.replacedBy) {
        const r = findCrawler(t);
        expect(r, `${c.token} replaced by unknown ${t}`).toBeDefined();
        expect(r!.retired, `${c.token} replaced by retired ${t}`).toBeNull();
      }
      expect(c.userAgent, c.token).toBeNull();
    }
  });

  it('says why the robots.txt behaviour is hedged or unknown', () => {
    for (const c of CRAWLERS.filter((x) => x.honoursRobots === 'partly' || x.honoursRobots === 'unknown')) {
      expect(c.note.length + (c.evidence ?? '').length, c.token).toBeGreaterThan(0);
    }
  });

  it('explains every user agent that was not read with the evidence', () => {
    for (const c of CRAWLERS) {
      if (c.userAgentVia !== null) expect(c.userAgentVia.trim(), c.token).not.toBe('');
      if (c.userAgentVia?.startsWith('synthetic')) expect(c.verification, `${c.token}: synthetic UA on a verified row`).toBe('none');
    }
  });

  it('covers the tokens GetSeen must know about', () => {
    for (const t of [
      'Googlebot', 'Google-Extended', 'Google-Agent', 'bingbot', 'OAI-SearchBot', 'ChatGPT-User', 'GPTBot',
      'Claude-SearchBot', 'Claude-User', 'ClaudeBot', 'anthropic-ai', 'Claude-Web', 'PerplexityBot', 'Perplexity-User',
      'Applebot', 'Applebot-Extended', 'CCBot', 'Bytespider', 'Amazonbot', 'Amzn-SearchBot', 'meta-externalagent',
      'Meta-WebIndexer', 'Meta-ExternalFetcher', 'AzureAI-SearchBot', 'MistralAI-User', 'DuckAssistBot', 'cohere-ai', 'YouBot',
    ]) {
      expect(findCrawler(t), t).toBeDefined();
    }
  });

  it('finds tokens case-insensitively and offers only live, identifiable agents for probing', () => {
    expect(findCrawler('gptbot')?.token).toBe('GPTBot');
    expect(findCrawler('Bingbot')?.token).toBe('bingbot');
    const probe = probeableCrawlers().map((c) => c.token);
    expect(probe).not.toContain('Google-Extended');
    expect(probe).not.toContain('anthropic-ai');
    expect(probe).toContain('ChatGPT-User');
  });
});

describe('sources', () => {
  it('dates exactly the pages read on the vendor site, and marks the others "not verified here"', () => {
    for (const [key, s] of sources) {
      if (s.verification === 'vendor') {
        expect(s.checked, key).toMatch(ISO_DATE);
        expect(s.checked! <= CRAWLER_REGISTRY_VERSION, key).toBe(true);
      } else {
        expect(s.checked, key).toBeNull();
        expect(s.note, key).toMatch(/not verified here/);
      }
      if (s.verification === 'partial' || s.verification === 'copy') expect(s.via.length, `${key} names no copy`).toBeGreaterThan(0);
      expect(new URL(s.url).protocol, key).toBe('https:');
    }
  });

  it('has no source nobody cites', () => {
    const used = new Set<string>([
      ...CRAWLERS.map((c) => c.sourceKey),
      ...ENGINES.flatMap((e) => e.rules.map((r) => r.sourceKey)),
      ...DISAGREEMENTS.flatMap((d) => d.positions.flatMap((p) => (p.src ? [p.src] : []))),
    ]);
    for (const [key, s] of sources) expect(used.has(key) || ENGINES.some((e) => e.docs === s.url), `unused source ${key}`).toBe(true);
  });
});

describe('engines', () => {
  it('has one entry per engine id', () => {
    expect(ENGINES.map((e) => e.id).sort()).toEqual([...ENGINE_IDS].sort());
  });

  it("names only tokens that exist in the registry and are not retired", () => {
    for (const e of ENGINES) {
      expect(e.tokens.length, e.id).toBeGreaterThan(0);
      for (const t of e.tokens) {
        const c = findCrawler(t.token);
        expect(c, `${e.id}: ${t.token} not in registry`).toBeDefined();
        expect(c!.retired, `${e.id}: ${t.token} is retired`).toBeNull();
        expect(TOKEN_ROLES).toContain(t.role);
      }
    }
  });

  it('agrees with the registry: a token that decides, fetches or is a fallback for an engine lists that engine', () => {
    for (const e of ENGINES) {
      for (const t of e.tokens.filter((x) => x.role === 'decides' || x.role === 'user-fetch' || x.role === 'fallback')) {
        expect(findCrawler(t.token)!.engines, `${t.token} should list ${e.id}`).toContain(e.id);
      }
    }
    for (const c of CRAWLERS) {
      for (const id of c.engines) {
        const role = ENGINES.find((e) => e.id === id)!.tokens.find((t) => t.token === c.token)?.role;
        expect(role === 'decides' || role === 'user-fetch' || role === 'fallback', `${c.token} lists ${id} but ${id} does not`).toBe(true);
      }
    }
  });

  it('has a deciding or user-fetch token per engine, and a live probe where the fetcher may ignore robots.txt', () => {
    for (const e of ENGINES) {
      expect(e.tokens.some((t) => t.role === 'decides' || t.role === 'user-fetch'), e.id).toBe(true);
      const hedged = e.tokens.some((t) => t.role !== 'no-effect' && t.role !== 'training-only' && findCrawler(t.token)!.honoursRobots === 'partly');
      expect(e.liveProbe, e.id).toBe(hedged);
    }
  });

  it('gives every rule a source, a date only when read on the vendor page, and evidence or a reason', () => {
    for (const e of ENGINES) {
      expect(e.rules.length, e.id).toBeGreaterThan(0);
      const ids = new Set<string>();
      for (const r of e.rules) {
        expect(ids.has(r.id), `${e.id}/${r.id} duplicated`).toBe(false);
        ids.add(r.id);
        expect(new URL(r.source).protocol, r.id).toBe('https:');
        if (r.verification === 'vendor') expect(r.checked, r.id).toMatch(ISO_DATE);
        else expect(r.checked, r.id).toBeNull();
        if (r.evidence === null) expect(r.note, `${e.id}/${r.id} has neither evidence nor note`).not.toBe('');
        else expect(r.evidence.length, `${e.id}/${r.id} quote too long`).toBeLessThanOrEqual(400);
      }
    }
  });

  it('keeps the rules the product depends on', () => {
    const rule = (engine: string, id: string) => ENGINES.find((e) => e.id === engine)!.rules.find((r) => r.id === id);
    expect(rule('google-ai-overviews', 'indexed-with-snippet')?.evidence).toMatch(/indexed and eligible to be shown in Google Search with a snippet/);
    expect(rule('google-ai-overviews', 'google-extended-no-effect')?.evidence).toMatch(/does not impact a site's inclusion in Google Search/);
    expect(rule('chatgpt-user-actions', 'robots-may-not-apply')?.evidence).toMatch(/robots\.txt rules may not apply/);
    expect(rule('perplexity-user-fetch', 'generally-ignores-robots')?.evidence).toMatch(/generally ignores robots\.txt/);
    expect(rule('microsoft-copilot', 'nocache')?.evidence).toMatch(/URL\/Snippet\/Title/);
    expect(rule('apple-intelligence', 'googlebot-fallback')?.evidence).toMatch(/follow Googlebot instructions/);
  });
});

describe('disagreements', () => {
  it('cite at least two positions each, every one with a known source', () => {
    for (const d of DISAGREEMENTS) {
      expect(d.positions.length, d.topic).toBeGreaterThanOrEqual(2);
      expect(d.positions.filter((p) => p.src !== null).length, d.topic).toBeGreaterThanOrEqual(1);
      for (const p of d.positions) {
        if (p.src === null) expect(p.who, `${d.topic}: a position without a source must say so`).toMatch(/not a source/);
        else expect(SOURCES[p.src], `${d.topic}: ${p.who}`).toBeDefined();
      }
    }
  });
});
