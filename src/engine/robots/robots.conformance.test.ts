/**
 * RFC 9309 conformance, rule by rule. Each case names the section it checks
 * (https://www.rfc-editor.org/rfc/rfc9309). Cases ported from Google's robots_test.cc are in
 * google-robotstxt.port.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  canonicalizePath,
  compareReadings,
  compilePattern,
  contentUsageFor,
  isAllowed,
  isValidProductToken,
  looksLikeHtml,
  matchAgent,
  parseContentSignal,
  parseContentUsage,
  parseRobots,
  robotsPolicyForStatus,
  ROBOTS_MIN_PARSE_BYTES,
  type RobotsReading,
} from './index';

const allowed = (txt: string | Uint8Array, agent: string, url: string, reading: RobotsReading = 'rfc') =>
  isAllowed(parseRobots(txt), agent, url, reading).allowed;
const bytes = (...parts: (string | number[])[]) => {
  const chunks = parts.map((p) => (typeof p === 'string' ? new TextEncoder().encode(p) : Uint8Array.from(p)));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
};

describe('RFC 9309 2.1 protocol definition: groups', () => {
  it('2.1: a group is one or more user-agent lines followed by rules; the lines share the group', () => {
    const f = parseRobots('User-agent: a\nUser-agent: b\nDisallow: /x\n');
    expect(f.groups).toHaveLength(1);
    expect(f.groups[0].agents.map((a) => a.line)).toEqual([1, 2]);
    expect(isAllowed(f, 'a', '/x').allowed).toBe(false);
    expect(isAllowed(f, 'b', '/x').allowed).toBe(false);
  });

  it('2.1: the group is terminated by a user-agent line (after rules) or end of file', () => {
    const txt = 'User-agent: a\nDisallow: /x\nUser-agent: b\nDisallow: /y\n';
    expect(parseRobots(txt).groups).toHaveLength(2);
    expect(allowed(txt, 'a', '/y')).toBe(true);
    expect(allowed(txt, 'b', '/x')).toBe(true);
    expect(allowed(txt, 'b', '/y')).toBe(false);
  });

  it('2.1: "The last group may have no rules, which means it implicitly allows everything" (5.1 quxbot)', () => {
    const txt = 'User-agent: *\nDisallow: /\nUser-agent: quxbot\n';
    const d = isAllowed(parseRobots(txt), 'quxbot', '/anything');
    expect(d.allowed).toBe(true);
    expect(d.reason).toBe('no-matching-rule');
    expect(d.via).toBe('specific');
  });

  it('2.2 ABNF: empty lines may sit between user-agent lines and between rules', () => {
    const txt = 'User-agent: a\n\nUser-agent: b\n\nDisallow: /x\n\nDisallow: /y\n';
    expect(parseRobots(txt).groups).toHaveLength(1);
    expect(allowed(txt, 'a', '/y')).toBe(false);
    expect(allowed(txt, 'b', '/x')).toBe(false);
  });

  it('2.2 ABNF: keys are case-insensitive (ABNF quoted strings, RFC 5234 2.3) and WS around ":" is optional', () => {
    expect(allowed('USER-AGENT: a\nDISALLOW: /x\n', 'a', '/x')).toBe(false);
    expect(allowed('  user-agent :a\n\tdisallow\t:\t/x\n', 'a', '/x')).toBe(false);
    // 5.1: "The rules of the group are missing the optional space character".
    expect(allowed('User-Agent: foobot\nDisallow:/\nAllow:/example/page.html\n', 'foobot', '/example/page.html')).toBe(
      true,
    );
  });

  it('2.2.2: "The crawler SHOULD ignore "disallow" and "allow" rules that are not in any group"', () => {
    const f = parseRobots('Disallow: /\nUser-agent: a\nDisallow: /x\n');
    expect(isAllowed(f, 'a', '/y').allowed).toBe(true);
    expect(isAllowed(f, 'b', '/y').allowed).toBe(true);
    expect(f.issues).toContainEqual(expect.objectContaining({ line: 1, code: 'rule-outside-group' }));
  });

  it('2.2.4: other records do not end a group ("a Sitemaps record MUST NOT terminate a group")', () => {
    for (const other of [
      'Sitemap: https://e.com/s.xml',
      'Crawl-delay: 5',
      'Content-Signal: ai-train=no',
      'Host: e.com',
      'Whatever: x',
    ]) {
      const txt = `User-agent: GPTBot\n${other}\nUser-agent: *\nDisallow: /\n`;
      expect(parseRobots(txt).groups, other).toHaveLength(1);
      expect(allowed(txt, 'GPTBot', '/page'), other).toBe(false);
    }
  });

  it('2.3.1.5: lines that cannot be parsed are skipped, the parseable rules are used', () => {
    const f = parseRobots('User-agent: a\nthis is not a rule\n: nothing\nDisallow: /x\n');
    expect(isAllowed(f, 'a', '/x').allowed).toBe(false);
    expect(f.issues.filter((i) => i.code === 'invalid-line').map((i) => i.line)).toEqual([2, 3]);
  });

  it('every rule and user-agent line carries its 1-based number and raw text', () => {
    const f = parseRobots('# top\nUser-agent: GPTBot   # ours\n\n  Disallow: /private  # keep out\n');
    expect(f.groups[0].agents[0]).toMatchObject({
      line: 2,
      raw: 'User-agent: GPTBot   # ours',
      value: 'GPTBot',
      token: 'GPTBot',
    });
    const d = isAllowed(f, 'GPTBot', 'https://e.com/private/x');
    expect(d.rule).toMatchObject({
      line: 4,
      raw: '  Disallow: /private  # keep out',
      pattern: '/private',
      type: 'disallow',
    });
    expect(d.group?.agents[0].line).toBe(2);
  });
});

describe('RFC 9309 2.2.1 the user-agent line', () => {
  it('2.2.1: "Crawlers MUST use case-insensitive matching to find the group that matches the product token"', () => {
    const txt = 'User-agent: GPTBot\nDisallow: /\n';
    expect(allowed(txt, 'gptbot', '/')).toBe(false);
    expect(allowed(txt, 'GPTBOT', '/')).toBe(false);
    expect(allowed('user-agent: gptbot\ndisallow: /\n', 'GPTBot', '/')).toBe(false);
  });

  it('2.2.1: the token must equal the line value, not be a prefix or part of it', () => {
    expect(allowed('User-agent: GPT\nDisallow: /\n', 'GPTBot', '/')).toBe(true);
    expect(allowed('User-agent: GPTBot-Extra\nDisallow: /\n', 'GPTBot', '/')).toBe(true);
    expect(allowed('User-agent: Google\nDisallow: /\n', 'Google-Extended', '/')).toBe(true);
  });

  it('2.2.1 Table 2: groups that match the same product token are combined', () => {
    const txt = 'user-agent: ExampleBot\ndisallow: /foo\ndisallow: /bar\n\nuser-agent: ExampleBot\ndisallow: /baz\n';
    const f = parseRobots(txt);
    expect(matchAgent(f, 'ExampleBot').groups).toHaveLength(2);
    for (const p of ['/foo', '/bar', '/baz']) expect(isAllowed(f, 'ExampleBot', p).allowed, p).toBe(false);
    const d = isAllowed(f, 'ExampleBot', '/baz/1');
    expect(d.rule?.line).toBe(6);
    expect(d.group?.index).toBe(1);
  });

  it('2.2.1 Table 3: with no matching group the "*" group applies', () => {
    const txt = 'user-agent: *\ndisallow: /foo\ndisallow: /bar\n\nuser-agent: BazBot\ndisallow: /baz\n';
    const d = isAllowed(parseRobots(txt), 'ExampleBot', '/foo');
    expect(d).toMatchObject({ allowed: false, via: 'star' });
    expect(allowed(txt, 'ExampleBot', '/baz')).toBe(true);
  });

  it('2.2.1: a group naming the token is obeyed instead of the "*" group, even with no rules for the path', () => {
    const txt = 'User-agent: *\nDisallow: /\n\nUser-agent: GPTBot\nDisallow: /private\n';
    expect(allowed(txt, 'GPTBot', '/public')).toBe(true);
    expect(allowed(txt, 'ClaudeBot', '/public')).toBe(false);
  });

  it('2.2.1: several "*" groups are combined like any matching groups', () => {
    const txt = 'User-agent: *\nDisallow: /a\nUser-agent: x\nDisallow: /\nUser-agent: *\nDisallow: /b\n';
    expect(matchAgent(parseRobots(txt), 'GPTBot').groups).toHaveLength(2);
    expect(allowed(txt, 'GPTBot', '/a')).toBe(false);
    expect(allowed(txt, 'GPTBot', '/b')).toBe(false);
    expect(allowed(txt, 'GPTBot', '/c')).toBe(true);
  });

  it('2.2.1: "If no group matches the product token and there is no group with [...] "*" [...] no rules apply"', () => {
    expect(isAllowed(parseRobots('User-agent: a\nDisallow: /\n'), 'b', '/x')).toMatchObject({
      allowed: true,
      reason: 'no-group',
      via: 'none',
    });
    expect(isAllowed(parseRobots(''), 'b', '/x')).toMatchObject({ allowed: true, reason: 'no-group' });
  });

  it('2.2.1/2.2 ABNF product-token = identifier: values like "Googlebot/2.1" are matched by their token part (as Google does)', () => {
    const f = parseRobots('User-agent: Googlebot/2.1\nUser-agent: Bingbot (compatible)\nDisallow: /\n');
    expect(f.groups[0].agents.map((a) => a.token)).toEqual(['Googlebot', 'Bingbot']);
    expect(isAllowed(f, 'Googlebot', '/').allowed).toBe(false);
    expect(isAllowed(f, 'bingbot', '/').allowed).toBe(false);
    expect(f.issues.filter((i) => i.code === 'user-agent-not-a-token').map((i) => i.line)).toEqual([1, 2]);
  });

  it('2.2.1: the product token MUST contain only letters, "_" and "-"', () => {
    expect(isValidProductToken('GPTBot')).toBe(true);
    expect(isValidProductToken('Google-Extended')).toBe(true);
    expect(isValidProductToken('Googlebot/2.1')).toBe(false);
    expect(isValidProductToken('')).toBe(false);
  });
});

describe('RFC 9309 2.2.2 the allow and disallow lines', () => {
  it('5.2 / 2.2.2: "The most specific match found MUST be used [...] the match that has the most octets"', () => {
    const txt = 'User-Agent: foobot\nAllow: /example/page/\nDisallow: /example/page/disallowed.gif\n';
    const d = isAllowed(parseRobots(txt), 'foobot', 'https://example.com/example/page/disallowed.gif');
    expect(d).toMatchObject({ allowed: false, reason: 'rule' });
    expect(d.rule?.line).toBe(3);
    expect(allowed(txt, 'foobot', '/example/page/other.gif')).toBe(true);
  });

  it('2.2.2: the order of rules does not matter, only their length', () => {
    expect(allowed('User-agent: a\nDisallow: /x/page\nAllow: /x\n', 'a', '/x/page1')).toBe(false);
    expect(allowed('User-agent: a\nAllow: /x\nDisallow: /x/page\n', 'a', '/x/page1')).toBe(false);
    expect(allowed('User-agent: a\nAllow: /x/page\nDisallow: /x\n', 'a', '/x/page1')).toBe(true);
  });

  it('2.2.2: "If an "allow" rule and a "disallow" rule are equivalent, then the "allow" rule SHOULD be used"', () => {
    const same = isAllowed(parseRobots('User-agent: a\nDisallow: /x\nAllow: /x\n'), 'a', '/x');
    expect(same).toMatchObject({ allowed: true });
    expect(same.rule?.line).toBe(3);
    // Equal octets, different patterns: still a tie.
    expect(allowed('User-agent: a\nDisallow: /a*\nAllow: /ab\n', 'a', '/abc')).toBe(true);
  });

  it('2.2.2: "The matching SHOULD be case sensitive"', () => {
    expect(allowed('User-agent: a\nDisallow: /Private\n', 'a', '/private')).toBe(true);
    expect(allowed('User-agent: a\nDisallow: /Private\n', 'a', '/Private')).toBe(false);
  });

  it('2.2.2: "The matching MUST start with the first octet of the path"', () => {
    expect(allowed('User-agent: a\nDisallow: /b\n', 'a', '/ab')).toBe(true);
    expect(allowed('User-agent: a\nDisallow: /b\n', 'a', '/b/c')).toBe(false);
  });

  it('2.2.2: the query is part of what is matched; the fragment is not', () => {
    expect(allowed('User-agent: a\nDisallow: /*?sort=\n', 'a', 'https://e.com/list?sort=asc')).toBe(false);
    expect(allowed('User-agent: a\nDisallow: /list$\n', 'a', 'https://e.com/list#top')).toBe(false);
  });

  it('2.2.2: "If no match is found amongst the rules [...] or there are no rules in the group, the URI is allowed"', () => {
    expect(isAllowed(parseRobots('User-agent: a\nDisallow: /x\n'), 'a', '/y')).toMatchObject({
      allowed: true,
      reason: 'no-matching-rule',
    });
    expect(allowed('User-agent: a\n', 'a', '/y')).toBe(true);
  });

  it('2.2 ABNF empty-pattern: an empty disallow (or allow) is no rule', () => {
    expect(allowed('User-agent: a\nDisallow:\n', 'a', '/x')).toBe(true);
    expect(allowed('User-agent: a\nDisallow:\nDisallow: /x\n', 'a', '/x')).toBe(false);
    expect(allowed('User-agent: a\nAllow:\nDisallow: /\n', 'a', '/x')).toBe(false);
  });

  it('2.2.2: "The /robots.txt URI is implicitly allowed"', () => {
    const f = parseRobots('User-agent: *\nDisallow: /\nDisallow: /robots.txt\n');
    expect(isAllowed(f, 'GPTBot', 'https://e.com/robots.txt')).toMatchObject({ allowed: true, reason: 'robots-txt' });
    expect(isAllowed(f, 'GPTBot', '/robots.txt?x=1').allowed).toBe(true);
    expect(isAllowed(f, 'GPTBot', '/robots.txt.bak').allowed).toBe(false);
  });

  describe('2.2.2 percent-encoding (Table 4, one case per row)', () => {
    const rfc = (pattern: string, url: string) => allowed(`User-agent: a\nDisallow: /\nAllow: ${pattern}\n`, 'a', url);
    it('row 1: /foo/bar?baz=quz is compared as is', () => {
      expect(rfc('/foo/bar?baz=quz', '/foo/bar?baz=quz')).toBe(true);
    });
    it('row 2: reserved characters compare equal encoded or not (https://foo.bar = https%3A%2F%2Ffoo.bar)', () => {
      expect(rfc('/foo/bar?baz=https://foo.bar', '/foo/bar?baz=https%3A%2F%2Ffoo.bar')).toBe(true);
      expect(rfc('/foo/bar?baz=https%3A%2F%2Ffoo.bar', '/foo/bar?baz=https://foo.bar')).toBe(true);
    });
    it('row 3: non-ASCII in the rule is UTF-8 percent-encoded (/foo/bar/ツ = /foo/bar/%E3%83%84)', () => {
      expect(rfc('/foo/bar/ツ', '/foo/bar/%E3%83%84')).toBe(true);
      expect(rfc('/foo/bar/ツ', 'https://e.com/foo/bar/ツ')).toBe(true);
      expect(compilePattern('/ツ').octets).toBe(10);
    });
    it('row 4: an encoded rule matches the raw or the lower-case encoded URI', () => {
      expect(rfc('/foo/bar/%E3%83%84', '/foo/bar/ツ')).toBe(true);
      expect(rfc('/foo/bar/%E3%83%84', '/foo/bar/%e3%83%84')).toBe(true);
    });
    it('row 5: percent-encoded unreserved octets are unencoded (/foo/bar/%62%61%7A = /foo/bar/baz)', () => {
      expect(rfc('/foo/bar/%62%61%7A', '/foo/bar/baz')).toBe(true);
      expect(rfc('/foo/bar/baz', '/foo/bar/%62%61%7a')).toBe(true);
    });
    it('canonical form: unreserved and reserved literal, everything else %XX upper-case', () => {
      expect(canonicalizePath('/%7Euser/%41%2f%3F')).toBe('/~user/A/?');
      expect(canonicalizePath('/a b"<>%')).toBe('/a%20b%22%3C%3E%25');
      expect(canonicalizePath('/100%25')).toBe('/100%25');
      expect(canonicalizePath('/é')).toBe('/%C3%A9');
    });
  });
});

describe('RFC 9309 2.2.3 special characters', () => {
  it('2.2.3 "#": "allow: / # comment in line" and "# comment on its own line"', () => {
    const f = parseRobots('# Disallow: /\nUser-agent: a\nDisallow: /x # not /x/y\n');
    expect(f.groups[0].rules.map((r) => r.pattern)).toEqual(['/x']);
    expect(isAllowed(f, 'a', '/y').allowed).toBe(true);
  });

  it('2.2.3 "$": "allow: /this/path/exactly$" matches that path only', () => {
    const txt = 'User-agent: a\nDisallow: /\nAllow: /this/path/exactly$\n';
    expect(allowed(txt, 'a', '/this/path/exactly')).toBe(true);
    expect(allowed(txt, 'a', '/this/path/exactly/')).toBe(false);
    expect(allowed(txt, 'a', '/this/path/exactly?q')).toBe(false);
  });

  it('2.2.3 "*": "allow: /this/*/exactly" matches 0 or more of any character, "/" included', () => {
    const txt = 'User-agent: a\nDisallow: /\nAllow: /this/*/exactly\n';
    expect(allowed(txt, 'a', '/this/a/exactly')).toBe(true);
    expect(allowed(txt, 'a', '/this/a/b/exactly/more')).toBe(true);
    expect(allowed(txt, 'a', '/this//exactly')).toBe(true);
    expect(allowed(txt, 'a', '/this/exactly')).toBe(false);
  });

  it('5.1: "Disallow: *.gif$" blocks every .gif URL for the "*" group', () => {
    const txt = 'User-Agent: *\nDisallow: *.gif$\nDisallow: /example/\nAllow: /publications/\n';
    expect(allowed(txt, 'x', '/a/b.gif')).toBe(false);
    expect(allowed(txt, 'x', '/a/b.gif?x')).toBe(true);
    // Longest match: "Allow: /publications/" (14 octets) beats "Disallow: *.gif$" (6).
    expect(allowed(txt, 'x', '/publications/x.gif')).toBe(true);
    expect(allowed(txt, 'x', '/example/x')).toBe(false);
  });

  it('2.2.3 Table 6: "%2A" in a pattern matches a literal "*" in the URI and is not a wildcard', () => {
    const txt = 'User-agent: a\nDisallow: /path/file-with-a-%2A.html\n';
    expect(allowed(txt, 'a', 'https://www.example.com/path/file-with-a-*.html')).toBe(false);
    expect(allowed(txt, 'a', 'https://www.example.com/path/file-with-a-x.html')).toBe(true);
  });

  it('2.2.3 Table 6: "%24" in a pattern matches a literal "$" and is not an anchor', () => {
    const txt = 'User-agent: a\nDisallow: /path/foo-%24\n';
    expect(allowed(txt, 'a', 'https://www.example.com/path/foo-$')).toBe(false);
    expect(allowed(txt, 'a', 'https://www.example.com/path/foo-$bar')).toBe(false);
    expect(allowed(txt, 'a', 'https://www.example.com/path/foo-')).toBe(true);
  });

  it('"$" other than last is an ordinary character; "*" repeats and "/fish*" equals "/fish"', () => {
    expect(allowed('User-agent: a\nDisallow: /a$b\n', 'a', '/a$bc')).toBe(false);
    expect(allowed('User-agent: a\nDisallow: /a**b\n', 'a', '/axxb')).toBe(false);
    expect(allowed('User-agent: a\nDisallow: /fish*\n', 'a', '/fishheads')).toBe(false);
  });

  it('3 (untrusted content): a hostile pattern against a long path stays fast', () => {
    const f = parseRobots(`User-agent: a\nDisallow: /${'*a'.repeat(2000)}b$\n`);
    const t = performance.now();
    expect(isAllowed(f, 'a', `/${'a'.repeat(20_000)}`).allowed).toBe(true);
    expect(performance.now() - t).toBeLessThan(500);
  });
});

describe('RFC 9309 2.2.4 other records (parsed, never change permissions)', () => {
  it('Sitemap: file-wide, anywhere in the file, relative URLs flagged', () => {
    const f = parseRobots('Sitemap: https://e.com/a.xml\nUser-agent: *\nSitemap: /b.xml\nDisallow: /x\n');
    expect(f.sitemaps.map((s) => [s.line, s.url, s.valid])).toEqual([
      [1, 'https://e.com/a.xml', true],
      [3, '/b.xml', false],
    ]);
    expect(f.issues).toContainEqual(expect.objectContaining({ line: 3, code: 'sitemap-not-absolute' }));
    expect(isAllowed(f, 'a', '/x').allowed).toBe(false);
  });

  it('Crawl-delay: per group, malformed values flagged', () => {
    const f = parseRobots('User-agent: GPTBot\nCrawl-delay: 2.5\nDisallow:\nUser-agent: *\nCrawl-delay: soon\n');
    expect(matchAgent(f, 'GPTBot').crawlDelays.map((c) => c.parsed.seconds)).toEqual([2.5]);
    expect(matchAgent(f, 'other').crawlDelays.map((c) => c.parsed.seconds)).toEqual([null]);
    expect(f.issues).toContainEqual(expect.objectContaining({ line: 5, code: 'crawl-delay-malformed' }));
  });

  it('Content-Signal (contentsignals.org): key=value pairs per group, malformed and unknown keys reported', () => {
    const f = parseRobots(
      'User-Agent: *\nContent-Signal: search=yes, ai-input=no, ai-train=no\nAllow: /\nUser-agent: GPTBot\nContent-Signal: ai-train=maybe, oops\n',
    );
    const star = matchAgent(f, 'ClaudeBot').contentSignals;
    expect(star).toHaveLength(1);
    expect(star[0]).toMatchObject({
      line: 2,
      group: 0,
      parsed: { signals: { search: true, 'ai-input': false, 'ai-train': false }, malformed: [] },
    });
    const gpt = matchAgent(f, 'GPTBot').contentSignals[0].parsed;
    expect(gpt.malformed).toHaveLength(2);
    expect(f.issues).toContainEqual(expect.objectContaining({ line: 5, code: 'content-signal-malformed' }));
    expect(parseContentSignal('search=yes,ai-train=no,use=reference')).toMatchObject({
      signals: { search: true, 'ai-train': false },
      unknown: { use: 'reference' },
      malformed: [],
    });
    expect(isAllowed(f, 'ClaudeBot', '/').allowed).toBe(true);
  });

  it('Content-Usage (draft-ietf-aipref-attach): optional path then an RFC 9651 dictionary; the draft example', () => {
    const txt =
      'User-Agent: *\nAllow: /\nDisallow: /never/\nContent-Usage: train-ai=n\nContent-Usage: /ai-ok/ train-ai=y\n\nUser-Agent: ExampleBot\nAllow: /\nContent-Usage: train-ai=y\n';
    const f = parseRobots(txt);
    const other = matchAgent(f, 'OtherBot');
    expect(contentUsageFor(other, '/test').map((c) => c.parsed.preferences)).toEqual([{ 'train-ai': false }]);
    expect(contentUsageFor(other, '/ai-ok/test').map((c) => c.parsed.preferences)).toEqual([{ 'train-ai': true }]);
    expect(isAllowed(f, 'OtherBot', '/never/test').allowed).toBe(false);
    expect(contentUsageFor(matchAgent(f, 'ExampleBot'), '/test').map((c) => c.line)).toEqual([9]);
  });

  it('Content-Usage: malformed dictionaries and non-y/n values are flagged, unknown labels listed', () => {
    expect(parseContentUsage('train-ai=y, search=n')).toMatchObject({
      path: null,
      preferences: { 'train-ai': true, search: false },
      malformed: null,
    });
    expect(parseContentUsage('Train-AI=n').malformed).toMatch(/Dictionary/);
    expect(parseContentUsage('train-ai=n,').malformed).toMatch(/trailing comma/);
    expect(parseContentUsage('train-ai="n"')).toMatchObject({
      preferences: {},
      malformed: null,
      notes: [expect.stringMatching(/unknown/)],
    });
    expect(parseContentUsage('train-genai=n;x=1, bots=y').unknownLabels).toEqual(['train-genai', 'bots']);
    expect(parseRobots('User-agent: *\nContent-Usage: /x\n').issues).toContainEqual(
      expect.objectContaining({ line: 2, code: 'content-usage-malformed' }),
    );
  });
  it('Content-Usage follows RFC 9651 dictionary rules (draft-ietf-aipref-vocab "Multiple Preferences", "Preference Parameters")', () => {
    // "if the same key appears multiple times [...] only the last value applies": all unknown here.
    expect(parseContentUsage('train-ai=y, train-ai, search=n, search="n"')).toMatchObject({
      preferences: {},
      malformed: null,
    });
    // Parameters are ignored; the last train-ai wins.
    expect(parseContentUsage('train-ai;allow=n, train-ai=y').preferences).toEqual({ 'train-ai': true });
    expect(parseContentUsage('search=(y n);p=1, train-ai=?0, x=1.5, d=@1700000000').malformed).toBeNull();
    expect(parseContentUsage('search=y;').malformed).toMatch(/Dictionary/);
  });
});

describe('grouping ambiguity: the alternative reading (non-rule record after user-agent lines)', () => {
  it('GPTBot + Crawl-delay + User-agent: * + Disallow: / → RFC: disallowed by line 4; alternative: allowed → ambiguous', () => {
    const f = parseRobots('User-agent: GPTBot\nCrawl-delay: 5\nUser-agent: *\nDisallow: /\n');
    const c = compareReadings(f, 'GPTBot', 'https://e.com/page');
    expect(c.rfc).toMatchObject({ allowed: false, reason: 'rule' });
    expect(c.rfc.rule).toMatchObject({ line: 4, raw: 'Disallow: /' });
    expect(c.alternative).toMatchObject({ allowed: true, reason: 'no-matching-rule' });
    expect(f.readings.alternative).toHaveLength(2);
    expect(c.ambiguous).toBe(true);
    // Other crawlers get the "*" group either way.
    expect(compareReadings(f, 'ClaudeBot', '/page').ambiguous).toBe(false);
  });

  it('Content-Signal between user-agent lines (Cloudflare style) is ambiguous the same way', () => {
    const f = parseRobots('User-agent: GPTBot\nContent-Signal: ai-train=no\nUser-agent: *\nDisallow: /\n');
    expect(compareReadings(f, 'GPTBot', '/').ambiguous).toBe(true);
  });

  it('rules after the record stay in the group in both readings: not ambiguous', () => {
    const f = parseRobots('User-agent: GPTBot\nCrawl-delay: 5\nDisallow: /private\n');
    const c = compareReadings(f, 'GPTBot', '/private/x');
    expect([c.rfc.allowed, c.alternative.allowed, c.ambiguous]).toEqual([false, false, false]);
  });

  it('a line that is not key: value ends nothing in either reading', () => {
    const f = parseRobots('User-agent: GPTBot\nnonsense\nUser-agent: *\nDisallow: /\n');
    expect(compareReadings(f, 'GPTBot', '/').ambiguous).toBe(false);
  });
});

describe('Google-lenient reading (RFC 9309 accepts only exact keys with a colon)', () => {
  it('"Disallow /" without colon: ignored by RFC 9309 (2.2 ABNF requires ":"), read as Disallow by Google', () => {
    const f = parseRobots('User-agent: GPTBot\nDisallow /\n');
    const c = compareReadings(f, 'GPTBot', '/x');
    expect([c.rfc.allowed, c.google.allowed, c.googleDiffers]).toEqual([true, false, true]);
    expect(c.google.rule).toMatchObject({ line: 2, raw: 'Disallow /' });
    expect(f.issues).toContainEqual(expect.objectContaining({ line: 2, code: 'missing-colon' }));
  });

  it('"Disalow: /" typo: RFC ignores it, Google reads Disallow; reported as key-typo', () => {
    const f = parseRobots('User-agent: GPTBot\nDisalow: /\n');
    expect(compareReadings(f, 'GPTBot', '/x')).toMatchObject({
      rfc: { allowed: true },
      google: { allowed: false },
      googleDiffers: true,
    });
    expect(f.issues).toContainEqual(expect.objectContaining({ line: 2, code: 'key-typo' }));
  });
});

describe('RFC 9309 2.3 access method: UTF-8, BOM, line endings', () => {
  it('2.3: bytes are decoded as UTF-8 (whatever the HTTP charset says)', () => {
    const f = parseRobots(bytes('User-agent: a\nDisallow: /caf', [0xc3, 0xa9], '\n'));
    expect(f.groups[0].rules[0].pattern).toBe('/café');
    expect(isAllowed(f, 'a', '/caf%C3%A9/menu').allowed).toBe(false);
    expect(f.invalidUtf8).toBe(false);
  });

  it('2.3: invalid UTF-8 is flagged and the rest still parsed', () => {
    const f = parseRobots(bytes('User-agent: a\nDisallow: /x', [0xff], '\nDisallow: /y\n'));
    expect(f.invalidUtf8).toBe(true);
    expect(f.issues).toContainEqual(expect.objectContaining({ code: 'invalid-utf8' }));
    expect(isAllowed(f, 'a', '/y').allowed).toBe(false);
  });

  it('a UTF-8 BOM is stripped (bytes and string input)', () => {
    const f = parseRobots(bytes([0xef, 0xbb, 0xbf], 'User-agent: a\nDisallow: /\n'));
    expect(f.bomBytes).toBe(3);
    expect(f.groups[0].agents[0].line).toBe(1);
    expect(isAllowed(f, 'a', '/x').allowed).toBe(false);
    expect(allowed('\uFEFFUser-agent: a\nDisallow: /\n', 'a', '/x')).toBe(false);
  });

  it('2.2 ABNF NL = CR / LF / CRLF: all give the same lines and line numbers', () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      const f = parseRobots(['User-agent: a', '', 'Disallow: /x', 'Allow: /x/y'].join(eol) + eol);
      expect(f.lines, JSON.stringify(eol)).toHaveLength(4);
      expect(isAllowed(f, 'a', '/x/z').rule?.line, JSON.stringify(eol)).toBe(3);
    }
    const mixed = parseRobots('User-agent: a\r\nDisallow: /x\rAllow: /x/y\nDisallow: /z');
    expect(mixed.groups[0].rules.map((r) => r.line)).toEqual([2, 3, 4]);
  });
});

describe('RFC 9309 2.3.1 access results: robotsPolicyForStatus', () => {
  it('2.3.1.1: 2xx → parse and follow the rules', () => {
    for (const s of [200, 203, 299])
      expect(robotsPolicyForStatus(s)).toMatchObject({ action: 'parse', rfcSection: '2.3.1.1', status: s });
  });

  it('2.3.1.2: 3xx → follow at least five consecutive redirects, then treat as unavailable', () => {
    expect(robotsPolicyForStatus(301)).toMatchObject({ action: 'follow-redirect', rfcSection: '2.3.1.2' });
    expect(robotsPolicyForStatus(308, { redirectsFollowed: 4 }).action).toBe('follow-redirect');
    expect(robotsPolicyForStatus(302, { redirectsFollowed: 5 })).toMatchObject({
      action: 'allow-all',
      rfcSection: '2.3.1.2',
    });
  });

  it('2.3.1.3: 400-499 "unavailable" → the crawler MAY access any resource (401/403 included, as Google)', () => {
    for (const s of [400, 401, 403, 404, 410, 451]) {
      const p = robotsPolicyForStatus(s);
      expect(p, String(s)).toMatchObject({ action: 'allow-all', rfcSection: '2.3.1.3', status: s });
      expect(p.google, String(s)).toBeUndefined();
    }
  });

  it('2.3.1.3 vs Google: 429 is unavailable for the RFC, a server error (complete disallow) for Google', () => {
    expect(robotsPolicyForStatus(429)).toMatchObject({ action: 'allow-all', google: { action: 'disallow-all' } });
  });

  it('2.3.1.4: 5xx or unreachable → complete disallow, with the status kept', () => {
    for (const s of [500, 503, 599])
      expect(robotsPolicyForStatus(s)).toMatchObject({ action: 'disallow-all', rfcSection: '2.3.1.4', status: s });
    expect(robotsPolicyForStatus(null)).toMatchObject({ action: 'disallow-all', rfcSection: '2.3.1.4', status: null });
    expect(robotsPolicyForStatus(600).action).toBe('disallow-all');
  });
});

describe('robots.txt served as HTML (looksLikeHtml; the caller decides)', () => {
  it('detects an HTML document after BOM, whitespace and comments', () => {
    expect(looksLikeHtml('<!DOCTYPE html><html><body>Not found</body></html>')).toBe(true);
    expect(looksLikeHtml('\uFEFF\n  <html lang="en">')).toBe(true);
    expect(looksLikeHtml('<!-- cdn --> \n<head><title>x</title>')).toBe(true);
    expect(looksLikeHtml('<BODY>')).toBe(true);
  });

  it('a robots.txt body is not HTML even when served as text/html, and parses normally', () => {
    const body = 'User-agent: *\nDisallow: /admin # <html> in a comment\n';
    expect(looksLikeHtml(body)).toBe(false);
    expect(looksLikeHtml('<htmlfoo>')).toBe(false);
    expect(looksLikeHtml('')).toBe(false);
    expect(allowed(body, 'GPTBot', '/admin')).toBe(false);
  });
});

describe('RFC 9309 2.5 limits: at least 500 KiB parsed, the rest ignored', () => {
  const pad = (n: number) => `# ${'x'.repeat(n - 3)}\n`;

  it('2.5: a rule within the first 500 KiB is used, one after it is ignored and the file is flagged', () => {
    const head = 'User-agent: *\nDisallow: /early\n';
    const txt = head + pad(ROBOTS_MIN_PARSE_BYTES - head.length) + 'Disallow: /late\n';
    const f = parseRobots(txt);
    expect(f.truncated).toBe(true);
    expect(f.parsedBytes).toBe(ROBOTS_MIN_PARSE_BYTES);
    expect(isAllowed(f, 'a', '/early').allowed).toBe(false);
    expect(isAllowed(f, 'a', '/late').allowed).toBe(true);
    expect(f.issues).toContainEqual(expect.objectContaining({ code: 'truncated', line: null }));
  });

  it('2.5: a line cut by the limit is dropped rather than read short ("Disallow: /private" must not become "/p")', () => {
    const head = 'User-agent: *\n';
    const filler = pad(ROBOTS_MIN_PARSE_BYTES - head.length - 'Disallow: /p'.length);
    const f = parseRobots(head + filler + 'Disallow: /private\n');
    expect(f.groups[0].rules).toHaveLength(0);
    expect(isAllowed(f, 'a', '/public').allowed).toBe(true);
  });

  it('a file of exactly the limit is complete; maxBytes below 500 KiB is raised to it', () => {
    const head = 'User-agent: *\n';
    const exact = head + pad(ROBOTS_MIN_PARSE_BYTES - head.length);
    expect(parseRobots(exact).truncated).toBe(false);
    expect(parseRobots(exact, { maxBytes: 1000 }).truncated).toBe(false);
    expect(parseRobots(`${exact}Disallow: /\n`, { maxBytes: 2 * ROBOTS_MIN_PARSE_BYTES }).groups[0].rules).toHaveLength(
      1,
    );
  });
});
