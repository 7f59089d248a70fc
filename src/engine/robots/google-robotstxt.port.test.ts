/**
 * Test cases ported from Google's robots.txt parser tests, google/robotstxt (Apache License 2.0):
 * robots_test.cc and reporting_robots_test.cc at commit 22b355f (https://github.com/google/robotstxt).
 * Each `describe` is named after the C++ TEST it ports; the robots.txt bodies, URLs and expected
 * answers are Google's. Where RFC 9309 (our default reading) and Google's answer differ, the case
 * states both and the RFC section; our `google` reading reproduces Google's leniency where modelled
 * (missing colon, key typos, index.html) — see docs/robots-conformance.md.
 */
import { describe, expect, it } from 'vitest';
import { canonicalizePath, isAllowed, isValidProductToken, parseRobots, pathFromUrl, type RobotsFile } from './index';

/** Google's `IsUserAgentAllowed(robotstxt, useragent, url)`. */
const allowed = (txt: string, agent: string, url: string) => isAllowed(parseRobots(txt), agent, url, 'rfc').allowed;
const googleReading = (txt: string, agent: string, url: string) =>
  isAllowed(parseRobots(txt), agent, url, 'google').allowed;

/** Cases where RFC 9309 and Google agree: both readings must give Google's answer. */
function agreeing(cases: [txt: string, agent: string, url: string, expected: boolean][]) {
  for (const [txt, agent, url, expected] of cases) {
    const label = `${agent} ${url}`;
    expect(allowed(txt, agent, url), `rfc: ${label}`).toBe(expected);
    expect(googleReading(txt, agent, url), `google: ${label}`).toBe(expected);
  }
}

describe('robots_test.cc GoogleOnly_SystemTest', () => {
  it('empty robots.txt, empty agent and empty URL', () => {
    const txt = 'user-agent: FooBot\ndisallow: /\n';
    agreeing([
      ['', 'FooBot', '', true],
      [txt, '', '', true],
      // The empty URL is the path "/".
      [txt, 'FooBot', '', false],
      ['', '', '', true],
    ]);
  });
});

describe('robots_test.cc ID_LineSyntax_Line', () => {
  it('rules are "key: value"; Google also accepts a missing colon (RFC 9309 2.2 ABNF requires it)', () => {
    const url = 'http://foo.bar/x/y';
    agreeing([
      ['user-agent: FooBot\ndisallow: /\n', 'FooBot', url, false],
      ['foo: FooBot\nbar: /\n', 'FooBot', url, true],
    ]);
    const incorrectAccepted = 'user-agent FooBot\ndisallow /\n';
    expect(googleReading(incorrectAccepted, 'FooBot', url)).toBe(false); // Google: EXPECT_FALSE
    expect(allowed(incorrectAccepted, 'FooBot', url)).toBe(true); // RFC 9309: no valid line at all
  });
});

describe('robots_test.cc ID_LineSyntax_Groups', () => {
  it('groups end at a user-agent line after rules; same agents combine; rules outside groups are ignored', () => {
    const txt =
      'allow: /foo/bar/\n\nuser-agent: FooBot\ndisallow: /\nallow: /x/\nuser-agent: BarBot\ndisallow: /\nallow: /y/\n\n\nallow: /w/\nuser-agent: BazBot\n\nuser-agent: FooBot\nallow: /z/\ndisallow: /\n';
    agreeing([
      [txt, 'FooBot', 'http://foo.bar/x/b', true],
      [txt, 'FooBot', 'http://foo.bar/z/d', true],
      [txt, 'FooBot', 'http://foo.bar/y/c', false],
      [txt, 'BarBot', 'http://foo.bar/y/c', true],
      [txt, 'BarBot', 'http://foo.bar/w/a', true],
      [txt, 'BarBot', 'http://foo.bar/z/d', false],
      [txt, 'BazBot', 'http://foo.bar/z/d', true],
      [txt, 'FooBot', 'http://foo.bar/foo/bar/', false],
      [txt, 'BarBot', 'http://foo.bar/foo/bar/', false],
      [txt, 'BazBot', 'http://foo.bar/foo/bar/', false],
    ]);
  });
});

describe('robots_test.cc ID_LineSyntax_Groups_OtherRules', () => {
  it('a group is not closed by records the RFC does not define (Sitemap, unknown lines)', () => {
    const sitemap = 'User-agent: BarBot\nSitemap: https://foo.bar/sitemap\nUser-agent: *\nDisallow: /\n';
    const unknown = 'User-agent: FooBot\nInvalid-Unknown-Line: unknown\nUser-agent: *\nDisallow: /\n';
    agreeing([
      [sitemap, 'FooBot', 'http://foo.bar/', false],
      [sitemap, 'BarBot', 'http://foo.bar/', false],
      [unknown, 'FooBot', 'http://foo.bar/', false],
      [unknown, 'BarBot', 'http://foo.bar/', false],
    ]);
  });
});

describe('robots_test.cc ID_REPLineNamesCaseInsensitive', () => {
  it('USER-AGENT, user-agent and uSeR-aGeNt are the same key', () => {
    for (const txt of [
      'USER-AGENT: FooBot\nALLOW: /x/\nDISALLOW: /\n',
      'user-agent: FooBot\nallow: /x/\ndisallow: /\n',
      'uSeR-aGeNt: FooBot\nAlLoW: /x/\ndIsAlLoW: /\n',
    ]) {
      agreeing([
        [txt, 'FooBot', 'http://foo.bar/x/y', true],
        [txt, 'FooBot', 'http://foo.bar/a/b', false],
      ]);
    }
  });
});

describe('robots_test.cc ID_VerifyValidUserAgentsToObey', () => {
  it('a product token is non-empty [a-zA-Z_-]', () => {
    for (const ok of ['Foobot', 'Foobot-Bar', 'Foo_Bar']) expect(isValidProductToken(ok), ok).toBe(true);
    for (const bad of ['', 'ツ', 'Foobot*', ' Foobot ', 'Foobot/2.1', 'Foobot Bar'])
      expect(isValidProductToken(bad), bad).toBe(false);
  });
});

describe('robots_test.cc ID_UserAgentValueCaseInsensitive', () => {
  it('"FOO BAR", "foo bar" and "FoO bAr" all name Foo, matched ignoring case', () => {
    for (const ua of ['FOO BAR', 'foo bar', 'FoO bAr']) {
      const txt = `User-Agent: ${ua}\nAllow: /x/\nDisallow: /\n`;
      agreeing([
        [txt, 'Foo', 'http://foo.bar/x/y', true],
        [txt, 'Foo', 'http://foo.bar/a/b', false],
        [txt, 'foo', 'http://foo.bar/x/y', true],
        [txt, 'foo', 'http://foo.bar/a/b', false],
      ]);
    }
  });
});

describe('robots_test.cc GoogleOnly_AcceptUserAgentUpToFirstSpace', () => {
  it('"User-Agent: Foo Bar" names Foo; the crawler "Foo Bar" matches nothing and gets "*"', () => {
    const txt = 'User-Agent: *\nDisallow: /\nUser-Agent: Foo Bar\nAllow: /x/\nDisallow: /\n';
    agreeing([
      [txt, 'Foo', 'http://foo.bar/x/y', true],
      [txt, 'Foo Bar', 'http://foo.bar/x/y', false],
    ]);
  });
});

describe('robots_test.cc ID_GlobalGroups_Secondary', () => {
  it('no matching group: the "*" group; neither: everything allowed', () => {
    const global = 'user-agent: *\nallow: /\nuser-agent: FooBot\ndisallow: /\n';
    const onlySpecific =
      'user-agent: FooBot\nallow: /\nuser-agent: BarBot\ndisallow: /\nuser-agent: BazBot\ndisallow: /\n';
    const url = 'http://foo.bar/x/y';
    agreeing([
      ['', 'FooBot', url, true],
      [global, 'FooBot', url, false],
      [global, 'BarBot', url, true],
      [onlySpecific, 'QuxBot', url, true],
    ]);
  });
});

describe('robots_test.cc ID_AllowDisallow_Value_CaseSensitive', () => {
  it('paths are matched case-sensitively', () => {
    agreeing([
      ['user-agent: FooBot\ndisallow: /x/\n', 'FooBot', 'http://foo.bar/x/y', false],
      ['user-agent: FooBot\ndisallow: /X/\n', 'FooBot', 'http://foo.bar/x/y', true],
    ]);
  });
});

describe('robots_test.cc ID_LongestMatch', () => {
  it('the longest match wins; equal allow and disallow: allow', () => {
    const url = 'http://foo.bar/x/page.html';
    agreeing([
      ['user-agent: FooBot\ndisallow: /x/page.html\nallow: /x/\n', 'FooBot', url, false],
      ['user-agent: FooBot\nallow: /x/page.html\ndisallow: /x/\n', 'FooBot', url, true],
      ['user-agent: FooBot\nallow: /x/page.html\ndisallow: /x/\n', 'FooBot', 'http://foo.bar/x/', false],
      ['user-agent: FooBot\ndisallow: \nallow: \n', 'FooBot', url, true],
      ['user-agent: FooBot\ndisallow: /\nallow: /\n', 'FooBot', url, true],
      ['user-agent: FooBot\ndisallow: /x\nallow: /x/\n', 'FooBot', 'http://foo.bar/x', false],
      ['user-agent: FooBot\ndisallow: /x\nallow: /x/\n', 'FooBot', 'http://foo.bar/x/', true],
      ['user-agent: FooBot\ndisallow: /x/page.html\nallow: /x/page.html\n', 'FooBot', url, true],
      ['user-agent: FooBot\nallow: /page\ndisallow: /*.html\n', 'FooBot', 'http://foo.bar/page.html', false],
      ['user-agent: FooBot\nallow: /page\ndisallow: /*.html\n', 'FooBot', 'http://foo.bar/page', true],
      ['user-agent: FooBot\nallow: /x/page.\ndisallow: /*.html\n', 'FooBot', url, true],
      ['user-agent: FooBot\nallow: /x/page.\ndisallow: /*.html\n', 'FooBot', 'http://foo.bar/x/y.html', false],
      ['User-agent: *\nDisallow: /x/\nUser-agent: FooBot\nDisallow: /y/\n', 'FooBot', 'http://foo.bar/x/page', true],
      ['User-agent: *\nDisallow: /x/\nUser-agent: FooBot\nDisallow: /y/\n', 'FooBot', 'http://foo.bar/y/page', false],
    ]);
  });
});

describe('robots_test.cc ID_Encoding', () => {
  it('reserved characters in the query stay as they are', () => {
    agreeing([
      [
        'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar?qux=taz&baz=http://foo.bar?tar&par\n',
        'FooBot',
        'http://foo.bar/foo/bar?qux=taz&baz=http://foo.bar?tar&par',
        true,
      ],
    ]);
  });

  it('a 3-byte character in the rule is percent-encoded', () => {
    const txt = 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/ツ\n';
    agreeing([[txt, 'FooBot', 'http://foo.bar/foo/bar/%E3%83%84', true]]);
    // Google: EXPECT_FALSE — its caller must encode the URL first. RFC 9309 2.2.2 encodes the URI too:
    // "Octets in the URI [...] outside the range of the ASCII coded character set [...] MUST be
    // percent-encoded [...] prior to comparison", so the raw URL matches.
    expect(allowed(txt, 'FooBot', 'http://foo.bar/foo/bar/ツ')).toBe(true);
  });

  it('an already encoded 3-byte character', () => {
    const txt = 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%E3%83%84\n';
    agreeing([[txt, 'FooBot', 'http://foo.bar/foo/bar/%E3%83%84', true]]);
    // Google: EXPECT_FALSE for the unencoded URL; RFC 9309 2.2.2 Table 4 row 4: equal.
    expect(allowed(txt, 'FooBot', 'http://foo.bar/foo/bar/ツ')).toBe(true);
  });

  it('percent-encoded unreserved ASCII (%62%61%7A)', () => {
    const txt = 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%62%61%7A\n';
    agreeing([[txt, 'FooBot', 'http://foo.bar/foo/bar/%62%61%7A', true]]);
    // Google: EXPECT_FALSE ("illegal according to RFC3986 [...] should not be relied on");
    // RFC 9309 2.2.2: unreserved octets "MUST be unencoded prior to comparison", Table 4 row 5.
    expect(allowed(txt, 'FooBot', 'http://foo.bar/foo/bar/baz')).toBe(true);
  });
});

describe('robots_test.cc ID_SpecialCharacters', () => {
  it('"*" any characters, "$" end of pattern, "#" comment', () => {
    const star = 'User-agent: FooBot\nDisallow: /foo/bar/quz\nAllow: /foo/*/qux\n';
    const dollar = 'User-agent: FooBot\nDisallow: /foo/bar$\nAllow: /foo/bar/qux\n';
    const hash = 'User-agent: FooBot\n# Disallow: /\nDisallow: /foo/quz#qux\nAllow: /\n';
    agreeing([
      [star, 'FooBot', 'http://foo.bar/foo/bar/quz', false],
      [star, 'FooBot', 'http://foo.bar/foo/quz', true],
      [star, 'FooBot', 'http://foo.bar/foo//quz', true],
      [star, 'FooBot', 'http://foo.bar/foo/bax/quz', true],
      [dollar, 'FooBot', 'http://foo.bar/foo/bar', false],
      [dollar, 'FooBot', 'http://foo.bar/foo/bar/qux', true],
      [dollar, 'FooBot', 'http://foo.bar/foo/bar/', true],
      [dollar, 'FooBot', 'http://foo.bar/foo/bar/baz', true],
      [hash, 'FooBot', 'http://foo.bar/foo/bar', true],
      [hash, 'FooBot', 'http://foo.bar/foo/quz', false],
    ]);
  });
});

describe('robots_test.cc GoogleOnly_IndexHTMLisDirectory', () => {
  it('Google: allowing .../index.html also allows .../ (not in RFC 9309)', () => {
    const txt = 'User-Agent: *\nAllow: /allowed-slash/index.html\nDisallow: /\n';
    expect(googleReading(txt, 'foobot', 'http://foo.com/allowed-slash/')).toBe(true);
    expect(allowed(txt, 'foobot', 'http://foo.com/allowed-slash/')).toBe(false); // RFC 9309: only "Disallow: /" matches
    agreeing([
      [txt, 'foobot', 'http://foo.com/allowed-slash/index.htm', false],
      [txt, 'foobot', 'http://foo.com/allowed-slash/index.html', true],
      [txt, 'foobot', 'http://foo.com/anyother-url', false],
    ]);
  });
});

describe('robots_test.cc GoogleOnly_LineTooLong', () => {
  // Google ignores the bytes of a line past 8 * 2083; RFC 9309 has no line limit, so the whole
  // pattern is used (our google reading does not model the cut either).
  const maxLine = 2083 * 8;
  it('a very long disallow pattern is used whole', () => {
    let longline = '/x/';
    const max = maxLine - longline.length - 'disallow: '.length + 1;
    while (longline.length < max) longline += 'a';
    const txt = `user-agent: FooBot\ndisallow: ${longline}/qux\n`;
    expect(allowed(txt, 'FooBot', 'http://foo.bar/fux')).toBe(true);
    // Google: EXPECT_FALSE (its cut-off pattern "/x/aaa…" matches); RFC: "/x/aaa…/qux" does not.
    expect(allowed(txt, 'FooBot', `http://foo.bar${longline}/fux`)).toBe(true);
    expect(allowed(txt, 'FooBot', `http://foo.bar${longline}/qux`)).toBe(false);
  });
  it('very long allow patterns', () => {
    let a = '/x/';
    let b = '/x/';
    const max = maxLine - a.length - 'allow: '.length + 1;
    while (a.length < max) {
      a += 'a';
      b += 'b';
    }
    const txt = `user-agent: FooBot\ndisallow: /\nallow: ${a}/qux\nallow: ${b}/qux\n`;
    expect(allowed(txt, 'FooBot', 'http://foo.bar/')).toBe(false);
    expect(allowed(txt, 'FooBot', `http://foo.bar${a}/qux`)).toBe(true);
    // Google: EXPECT_TRUE (cut-off allow pattern matches); RFC: the full pattern does not match.
    expect(allowed(txt, 'FooBot', `http://foo.bar${b}/fux`)).toBe(false);
  });
});

describe('robots_test.cc GoogleOnly_DocumentationChecks (developers.google.com robots.txt examples)', () => {
  const doc = (allow: string) => `user-agent: FooBot\ndisallow: /\nallow: ${allow}\n`;
  it('"/fish" and "/fish*" are the same prefix', () => {
    for (const p of ['/fish', '/fish*']) {
      const txt = doc(p);
      agreeing([
        [txt, 'FooBot', 'http://foo.bar/bar', false],
        [txt, 'FooBot', 'http://foo.bar/fish', true],
        [txt, 'FooBot', 'http://foo.bar/fish.html', true],
        [txt, 'FooBot', 'http://foo.bar/fish/salmon.html', true],
        [txt, 'FooBot', 'http://foo.bar/fishheads', true],
        [txt, 'FooBot', 'http://foo.bar/fishheads/yummy.html', true],
        [txt, 'FooBot', 'http://foo.bar/fish.html?id=anything', true],
        [txt, 'FooBot', 'http://foo.bar/Fish.asp', false],
        [txt, 'FooBot', 'http://foo.bar/catfish', false],
        [txt, 'FooBot', 'http://foo.bar/?id=fish', false],
      ]);
    }
  });
  it('"/fish/" does not equal "/fish"', () => {
    const txt = doc('/fish/');
    agreeing([
      [txt, 'FooBot', 'http://foo.bar/bar', false],
      [txt, 'FooBot', 'http://foo.bar/fish/', true],
      [txt, 'FooBot', 'http://foo.bar/fish/salmon', true],
      [txt, 'FooBot', 'http://foo.bar/fish/?salmon', true],
      [txt, 'FooBot', 'http://foo.bar/fish/salmon.html', true],
      [txt, 'FooBot', 'http://foo.bar/fish/?id=anything', true],
      [txt, 'FooBot', 'http://foo.bar/fish', false],
      [txt, 'FooBot', 'http://foo.bar/fish.html', false],
      [txt, 'FooBot', 'http://foo.bar/Fish/Salmon.html', false],
    ]);
  });
  it('"/*.php"', () => {
    const txt = doc('/*.php');
    agreeing([
      [txt, 'FooBot', 'http://foo.bar/bar', false],
      [txt, 'FooBot', 'http://foo.bar/filename.php', true],
      [txt, 'FooBot', 'http://foo.bar/folder/filename.php', true],
      [txt, 'FooBot', 'http://foo.bar/folder/filename.php?parameters', true],
      [txt, 'FooBot', 'http://foo.bar//folder/any.php.file.html', true],
      [txt, 'FooBot', 'http://foo.bar/filename.php/', true],
      [txt, 'FooBot', 'http://foo.bar/index?f=filename.php/', true],
      [txt, 'FooBot', 'http://foo.bar/php/', false],
      [txt, 'FooBot', 'http://foo.bar/index?php', false],
      [txt, 'FooBot', 'http://foo.bar/windows.PHP', false],
    ]);
  });
  it('"/*.php$"', () => {
    const txt = doc('/*.php$');
    agreeing([
      [txt, 'FooBot', 'http://foo.bar/bar', false],
      [txt, 'FooBot', 'http://foo.bar/filename.php', true],
      [txt, 'FooBot', 'http://foo.bar/folder/filename.php', true],
      [txt, 'FooBot', 'http://foo.bar/filename.php?parameters', false],
      [txt, 'FooBot', 'http://foo.bar/filename.php/', false],
      [txt, 'FooBot', 'http://foo.bar/filename.php5', false],
      [txt, 'FooBot', 'http://foo.bar/php/', false],
      [txt, 'FooBot', 'http://foo.bar/filename?php', false],
      [txt, 'FooBot', 'http://foo.bar/aaaphpaaa', false],
      [txt, 'FooBot', 'http://foo.bar//windows.PHP', false],
    ]);
  });
  it('"/fish*.php"', () => {
    const txt = doc('/fish*.php');
    agreeing([
      [txt, 'FooBot', 'http://foo.bar/bar', false],
      [txt, 'FooBot', 'http://foo.bar/fish.php', true],
      [txt, 'FooBot', 'http://foo.bar/fishheads/catfish.php?parameters', true],
      [txt, 'FooBot', 'http://foo.bar/Fish.PHP', false],
    ]);
  });
  it('order of precedence for group-member records', () => {
    agreeing([
      ['user-agent: FooBot\nallow: /p\ndisallow: /\n', 'FooBot', 'http://example.com/page', true],
      ['user-agent: FooBot\nallow: /folder\ndisallow: /folder\n', 'FooBot', 'http://example.com/folder/page', true],
      ['user-agent: FooBot\nallow: /page\ndisallow: /*.htm\n', 'FooBot', 'http://example.com/page.htm', false],
      ['user-agent: FooBot\nallow: /$\ndisallow: /\n', 'FooBot', 'http://example.com/', true],
      ['user-agent: FooBot\nallow: /$\ndisallow: /\n', 'FooBot', 'http://example.com/page.html', false],
    ]);
  });
});

/** Google's RobotsStatsReporter: user-agent/allow/disallow/sitemap lines and the last such line. */
function stats(f: RobotsFile) {
  const directives = f.lines.filter((l) => ['user-agent', 'allow', 'disallow', 'sitemap'].includes(l.kind));
  return {
    valid: directives.length,
    last: Math.max(0, ...directives.map((l) => l.line)),
    unknown: f.lines.filter((l) => l.kind === 'other').length,
  };
}

describe('robots_test.cc ID_LinesNumbersAreCountedCorrectly', () => {
  it('LF, CRLF, CR, no final newline and mixed endings count the same lines', () => {
    const lines = ['User-Agent: foo', 'Allow: /some/path', 'User-Agent: bar', '', '', 'Disallow: /'];
    const files = {
      unix: `${lines.join('\n')}\n`,
      dos: `${lines.join('\r\n')}\r\n`,
      mac: `${lines.join('\r')}\r`,
      noFinalNewline: lines.join('\n'),
      mixed: 'User-Agent: foo\nAllow: /some/path\r\nUser-Agent: bar\n\r\n\nDisallow: /',
    };
    for (const [name, txt] of Object.entries(files))
      expect(stats(parseRobots(txt)), name).toMatchObject({ valid: 4, last: 6 });
  });
});

describe('robots_test.cc ID_UTF8ByteOrderMarkIsSkipped', () => {
  const body = new TextEncoder().encode('User-Agent: foo\nAllow: /AnyValue\n');
  const withPrefix = (prefix: number[]) => Uint8Array.from([...prefix, ...body]);
  it('a full or partial BOM at the start is skipped', () => {
    for (const bom of [[0xef, 0xbb, 0xbf], [0xef, 0xbb], [0xef]])
      expect(stats(parseRobots(withPrefix(bom))), bom.join(',')).toMatchObject({ valid: 2, unknown: 0 });
  });
  it('a broken BOM makes the first line garbage; a BOM in the middle is not skipped', () => {
    expect(stats(parseRobots(withPrefix([0xef, 0x11, 0xbf])))).toMatchObject({ valid: 1, unknown: 1 });
    const middle = Uint8Array.from([
      ...new TextEncoder().encode('User-Agent: foo\n'),
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode('Allow: /AnyValue\n'),
    ]);
    expect(stats(parseRobots(middle))).toMatchObject({ valid: 1, unknown: 1 });
  });
});

describe('robots_test.cc ID_NonStandardLineExample_Sitemap', () => {
  it('a Sitemap line is read wherever it is', () => {
    const rest = 'User-Agent: foo\nAllow: /some/path\nUser-Agent: bar\n\n\n';
    expect(parseRobots(`${rest}Sitemap: http://foo.bar/sitemap.xml\n`).sitemaps.map((s) => s.url)).toEqual([
      'http://foo.bar/sitemap.xml',
    ]);
    expect(parseRobots(`Sitemap: http://foo.bar/sitemap.xml\n${rest}`).sitemaps.map((s) => s.url)).toEqual([
      'http://foo.bar/sitemap.xml',
    ]);
  });
});

describe('robots_test.cc TestGetPathParamsQuery', () => {
  it.each([
    ['', '/'],
    ['http://www.example.com', '/'],
    ['http://www.example.com/', '/'],
    ['http://www.example.com/a', '/a'],
    ['http://www.example.com/a/', '/a/'],
    ['http://www.example.com/a/b?c=http://d.e/', '/a/b?c=http://d.e/'],
    ['http://www.example.com/a/b?c=d&e=f#fragment', '/a/b?c=d&e=f'],
    ['example.com', '/'],
    ['example.com/', '/'],
    ['example.com/a', '/a'],
    ['example.com/a/', '/a/'],
    ['example.com/a/b?c=d&e=f#fragment', '/a/b?c=d&e=f'],
    ['a', '/'],
    ['a/', '/'],
    ['/a', '/a'],
    ['a/b', '/b'],
    ['example.com?a', '/?a'],
    ['example.com/a;b#c', '/a;b'],
    ['//a/b/c', '/b/c'],
  ])('pathFromUrl(%j) = %j', (url, path) => {
    expect(pathFromUrl(url)).toBe(path);
  });
});

describe('robots_test.cc TestMaybeEscapePattern', () => {
  it('non-ASCII is encoded and escapes are upper-cased', () => {
    expect(canonicalizePath('http://www.example.com')).toBe('http://www.example.com');
    expect(canonicalizePath('/a/b/c')).toBe('/a/b/c');
    expect(canonicalizePath('á')).toBe('%C3%A1');
    expect(canonicalizePath('%aa')).toBe('%AA');
    // Not in Google's test: Google leaves "%62" as is; RFC 9309 2.2.2 unencodes unreserved octets.
    expect(canonicalizePath('%62')).toBe('b');
  });
});

describe('reporting_robots_test.cc LinesNumbersAreCountedCorrectly', () => {
  it('line kinds, typos and missing colons (Google: 8 valid directives, RFC 9309: 4)', () => {
    const txt = [
      'User-Agent: foo',
      'Allow: /some/path',
      'User-Agent bar # no',
      'absolutely random line',
      '#so comment, much wow',
      '',
      'unicorns: /extinct',
      'noarchive: /some',
      'Disallow: /',
      'Error #and comment',
      'useragent: baz',
      'disallaw: /some',
      'site-map: https://e/s.xml #comment',
      'sitemap: https://e/t.xml',
      'Noarchive: /someCapital',
      '',
    ].join('\n');
    const f = parseRobots(txt);
    expect(f.lines.map((l) => l.kind)).toEqual([
      'user-agent',
      'allow',
      'invalid',
      'invalid',
      'comment',
      'blank',
      'other',
      'other',
      'disallow',
      'invalid',
      'other',
      'other',
      'other',
      'sitemap',
      'other',
    ]);
    const googleKinds = f.lines.map(
      (l) => l.google?.kind ?? (['user-agent', 'allow', 'disallow', 'sitemap'].includes(l.kind) ? l.kind : null),
    );
    expect(googleKinds.filter(Boolean)).toHaveLength(8);
    expect(f.lines.filter((l) => l.google).map((l) => [l.line, l.google?.kind, l.google?.why])).toEqual([
      [3, 'user-agent', 'missing-colon'],
      [11, 'user-agent', 'typo'],
      [12, 'disallow', 'typo'],
      [13, 'sitemap', 'typo'],
    ]);
    expect(stats(f).valid).toBe(4);
    // kUnsupportedTags: recognised but unused keys are reported as such.
    expect(f.issues.filter((i) => i.code === 'unsupported-record').map((i) => i.line)).toEqual([8, 15]);
  });
});
