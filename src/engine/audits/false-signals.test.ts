/**
 * One fixture per class of false signal found on real news, blog and reference pages: each passed
 * unnoticed before (share buttons as the organisation's profiles, mailto:? as an e-mail address, a
 * licence line as a credential, a reviewer as the author, /about inside an article URL as the About
 * page, a pop-up as question-and-answer content, ads as citations, reference titles as quotations,
 * a Contact link next to "contact details are missing", "no reviews" on an article).
 */
import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../testing/artifacts';
import { draftedGraph } from '../testing/fixture-page';
import { detectPageType } from '../computed/page-type';
import { runAudits } from '../run-audits';
import type { Artifacts } from '../types';

const URL_ = 'https://www.dailyplanet.example/2024/05/rivers/';
const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>Rivers are rising</title>${head}</head><body>${body}</body></html>`;
const prose = (n: number, topic = 'The river') =>
  Array.from(
    { length: n },
    (_, i) =>
      `<p>${topic} paragraph ${i} explains what happened this spring along the valley, how the water rose and what the towns did about it afterwards.</p>`,
  ).join('');
const audit = (a: Artifacts, id: string) => {
  const r = runAudits(a).find((x) => x.id === id);
  if (!r) throw new Error(`no audit ${id}`);
  return r;
};
/** The audit as the runner runs it: judged for the page's detected type (not applicable where it does not fit). */
const auditAsPage = (a: Artifacts, id: string) => runAudits(a, detectPageType(a).type).find((x) => x.id === id)!;
const evidence = (a: Artifacts, id: string, label: string) =>
  audit(a, id).evidence.find((e) => e.label === label)?.value;
const enc = encodeURIComponent(URL_);

describe("share buttons are not the organisation's profiles", () => {
  const shares = [
    `https://www.facebook.com/sharer/sharer.php?u=${enc}`,
    `https://twitter.com/intent/tweet?text=Rivers&url=${enc}`,
    `https://x.com/intent/post?url=${enc}`,
    `https://www.linkedin.com/shareArticle?mini=true&url=${enc}`,
    `https://pinterest.com/pin/create/button/?url=${enc}`,
    `https://www.reddit.com/submit?url=${enc}`,
    `https://wa.me/?text=${enc}`,
    `https://twitter.com/intent/user?screen_name=dailyplanet`,
    // a network nobody listed: the address carries the page, so it is a share form
    `https://share.unknown-network.example/compose?link=${enc}`,
    `https://b.hatena.ne.jp/entry/www.dailyplanet.example/2024/05/rivers/`,
  ];
  const html = page(
    '',
    `<main><article><h1>Rivers</h1>${prose(6)}<div class="share">${shares.map((h) => `<a href="${h}">Share</a>`).join('')}</div></article></main>`,
  );

  it('share and follow intents are never profile links', () => {
    const a = makeArtifacts(html, { url: URL_ });
    expect(a.authority.socialProfileLinks).toEqual([]);
    expect(evidence(a, 'organization-identity', 'Profile links on page')).toBe('none');
  });

  it('a page that links its own accounts and declares no organisation is told so, not that it has no identity', () => {
    const body = (links: string) =>
      page('', `<main><article><h1>Rivers</h1>${prose(6)}</article></main><footer>${links}</footer>`);
    const own = makeArtifacts(
      body('<a href="https://www.facebook.com/dailyplanet">Facebook</a><a href="https://x.com/dailyplanet">X</a>'),
      { url: URL_ },
    );
    expect(own.authority.socialProfileLinks.length).toBe(2);
    expect(audit(own, 'organization-identity').failureTitle).toBe(
      'No organisation is declared in structured data; the page only links its profiles',
    );
    // Nothing shown of it at all: the plain finding.
    const none = makeArtifacts(body(''), { url: URL_ });
    expect(audit(none, 'organization-identity').failureTitle).toBe('Organisation identity is not declared');
  });

  it("the publisher's page its head names (article:publisher) is the organisation's profile, not a share intent (decision 085)", () => {
    const story = (head: string) =>
      makeArtifacts(page(head, `<main><article><h1>Rivers</h1>${prose(6)}</article></main>`), { url: URL_ });
    // As CNBC writes it (name= and value=) and as Open Graph does (property= and content=).
    for (const tag of [
      '<meta name="article:publisher" value="https://www.facebook.com/dailyplanet">',
      '<meta property="article:publisher" content="https://www.facebook.com/dailyplanet" />',
    ]) {
      const a = story(tag);
      expect(a.authority.headProfiles).toEqual(['https://www.facebook.com/dailyplanet']);
      // Linked from nowhere on the page: no link counted, the profile said and drafted into sameAs.
      expect(evidence(a, 'organization-identity', 'Profile links on page')).toBe('none');
      expect(evidence(a, 'organization-identity', "Publisher's page in the head (article:publisher)")).toBe(
        'https://www.facebook.com/dailyplanet',
      );
      const r = audit(a, 'organization-identity');
      // What it lacks is the declaration, not the publisher's page (observer.com, decision 119).
      expect(r.failureTitle).toBe(
        "No organisation is declared in structured data; only article:publisher names the publisher's page",
      );
      expect(r.fix?.description).toContain(
        "The page names https://www.facebook.com/dailyplanet as its publisher's page (article:publisher): that goes into sameAs.",
      );
      const drafted = runAudits(a)
        .map((x) => [x.fix?.description ?? '', ...(x.fix?.stepByStep ?? [])].join('\n'))
        .join('\n');
      expect(drafted).toMatch(/"sameAs": \[\s*"https:\/\/www\.facebook\.com\/dailyplanet"\s*\]/);
    }
    // An account named by the site's name cut short is its own (natgeo on National Geographic's site).
    const natgeo = makeArtifacts(
      page(
        '<meta property="og:site_name" content="National Geographic"><meta property="article:publisher" content="https://www.facebook.com/natgeo">',
        `<main><article><h1>Rivers</h1>${prose(6)}</article></main>`,
      ),
      { url: 'https://www.nationalgeographic.example/2024/05/rivers/' },
    );
    expect(natgeo.authority.headProfiles).toEqual(['https://www.facebook.com/natgeo']);
    // gma.yahoo.com names Good Morning America's page, and the site is Yahoo: the programme's page, not Yahoo's.
    const gma = makeArtifacts(
      page(
        '<meta property="og:site_name" content="Yahoo"><meta property="article:publisher" content="https://www.facebook.com/GoodMorningAmerica" />',
        `<main><article><h1>Rivers</h1>${prose(6)}</article></main>`,
      ),
      { url: 'https://gma.yahoo.example/veteran-wraps-baby-175203890--abc-news-topstories.html' },
    );
    expect(gma.authority.headProfiles).toEqual([]);
    // A share form, the site's own address or a name is no profile.
    for (const v of [
      `https://www.facebook.com/sharer/sharer.php?u=${enc}`,
      'https://www.dailyplanet.example/',
      'News Limited',
    ])
      expect(story(`<meta property="article:publisher" content="${v}">`).authority.headProfiles).toEqual([]);
  });

  it("the site's X account its head names (twitter:site) is the organisation's profile; a section's is not", () => {
    const story = (head: string, url = URL_) =>
      makeArtifacts(page(head, `<main><article><h1>Rivers</h1>${prose(6)}</article></main>`), { url });
    // Lifehacker's head: `<meta content="@lifehacker" name="twitter:site" />`, and no profile linked.
    const a = story('<meta content="@dailyplanet" name="twitter:site" />');
    expect(a.authority.headProfiles).toEqual(['https://twitter.com/dailyplanet']);
    const r = audit(a, 'organization-identity');
    expect(r.failureTitle).toBe(
      "No organisation is declared in structured data; only twitter:site names the publisher's account",
    );
    expect(evidence(a, 'organization-identity', "Publisher's account in the head (twitter:site)")).toBe(
      'https://twitter.com/dailyplanet',
    );
    expect(r.fix?.description).toContain(
      "The page names https://twitter.com/dailyplanet as its publisher's account (twitter:site): that goes into sameAs.",
    );
    // CNN's politics story: og:site_name "CNN", its folder /politics/, twitter:site @CNNPolitics.
    const cnn = story(
      '<meta property="og:site_name" content="CNN"><meta name="twitter:site" content="@CNNPolitics">',
      'https://edition.cnn.example/2024/05/01/politics/rivers/index.html',
    );
    expect(cnn.authority.headProfiles).toEqual([]);
    // A card's address or a name is no account.
    expect(story('<meta name="twitter:site" content="Daily Planet News">').authority.headProfiles).toEqual([]);
  });

  it("the site's own accounts count; a writer's account in the byline does not", () => {
    const a = makeArtifacts(
      page(
        '<meta property="og:site_name" content="Daily Planet">',
        `<header><a href="/">Daily Planet</a></header><main><article><h1>Rivers</h1><p class="byline">By Lois Lane <a href="https://twitter.com/loislane">@loislane</a></p>${prose(6)}</article></main>` +
          `<footer><a href="https://twitter.com/DailyPlanet">Twitter</a> <a href="https://www.facebook.com/thedailyplanet/">Facebook</a> <a href="https://www.linkedin.com/company/daily-planet">LinkedIn</a>` +
          // the same accounts again, written another way: one account each
          `<a href="https://twitter.com/dailyplanet/">Follow us</a> <a href="https://facebook.com/TheDailyPlanet">Like us</a></footer>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.socialProfileLinks).toEqual([
      'https://twitter.com/DailyPlanet',
      'https://www.facebook.com/thedailyplanet/',
      'https://www.linkedin.com/company/daily-planet',
    ]);
  });

  it('a name written with "&" is spelt "and" in its handles (heise\'s Mac & i)', () => {
    const a = makeArtifacts(
      page(
        '<meta property="og:site_name" content="Mac &amp; i">',
        `<div id="navi_top"><ul class="meta_navi"><li><a title="Mac &amp; i Facebook" href="http://www.facebook.com/ct.Mac.and.i"><img alt="Mac &amp; i Facebook" src="/fb.png"></a></li><li><a title="Mac &amp; i YouTube" rel="publisher" href="https://www.youtube.com/macandiVideo"><img alt="Mac &amp; i YouTube" src="/yt.png"></a></li></ul></div><main><article><h1>Rivers</h1>${prose(6)}</article></main>`,
      ),
      { url: 'https://www.heise.example/mac-and-i/meldung/rivers-2596987.html' },
    );
    expect(a.authority.socialProfileLinks).toEqual([
      'http://www.facebook.com/ct.Mac.and.i',
      'https://www.youtube.com/macandiVideo',
    ]);
  });

  it("beside the site's own handle (with its referral tag), a desk's timeline widget is not the site's account", () => {
    const a = makeArtifacts(
      page(
        '<meta property="og:site_name" content="Daily Planet">',
        `<main><article><h1>Rivers</h1>${prose(6)}</article><aside class="twitter-timeline"><a href="https://twitter.com/dailyplanet_sport">Tweets by the sports desk</a></aside></main>` +
          `<footer><a href="https://twitter.com/dailyplanet/?iref=com_rnavi">Twitter</a></footer>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.socialProfileLinks).toEqual(['https://twitter.com/dailyplanet/?iref=com_rnavi']);
  });

  it("a section's accounts are the section's: a politics story on a site named apart from it (CNN's)", () => {
    // CNN writes its meta tags in value= and names its site "CNN"; the story's footer follows CNN Politics.
    const politics = (siteName: string) =>
      makeArtifacts(
        `<!doctype html><html lang="en"><head><title>Why the senator won't change | CBN Politics</title>${siteName}</head>` +
          `<body><main><article><h1>Why the senator won't change</h1>${prose(6)}</article></main>` +
          `<footer><p>Follow CBN Politics</p><a href="https://facebook.com/cbnpolitics">Facebook</a> <a href="https://twitter.com/cbnpolitics">Twitter</a>` +
          ` <a href="https://youtube.com/user/CBN">YouTube</a></footer></body></html>`,
        { url: 'https://www.cbn.example/2016/11/29/politics/senator-wont-change/index.html' },
      );
    const cnn = politics('<meta name="og:site_name" value="CBN">');
    expect(cnn.authority.socialProfileLinks).toEqual(['https://youtube.com/user/CBN']);
    const org = draftedGraph(cnn).find((n) => n['@type'] === 'Organization')!;
    expect(org.name).toBe('CBN');
    expect(org.sameAs).toEqual(['https://youtube.com/user/CBN']);
    // A page that names no organisation apart from the section keeps them: nothing says they are not its own.
    expect(politics('').authority.socialProfileLinks).toHaveLength(3);
  });

  it("an app's, the site builder's and an embedded service's accounts are theirs, not the organisation's", () => {
    // A studio's Framer page for its app: the footer links the app's accounts and Framer's badge; a review
    // widget's "Powered by" badge beside its maker's account; the studio's own LinkedIn.
    const app = {
      '@context': 'https://schema.org',
      '@type': 'MobileApplication',
      name: 'Fernly: Plant Care & Identifier',
      operatingSystem: 'iOS, Android',
      applicationCategory: 'LifestyleApplication',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'GBP' },
      author: { '@type': 'Organization', name: 'Lumenworks Studio Ltd', url: 'https://www.lumenworks.example/' },
    };
    const a = makeArtifacts(
      `<!doctype html><html lang="en"><head><title>Fernly – Plant care reminders | Lumenworks</title><meta name="generator" content="Framer 3f9c2a1"><script type="application/ld+json">${JSON.stringify(app)}</script></head>` +
        `<body><main><h1>Never drown a fern again.</h1>${prose(4, 'Fernly')}<div class="reviews-widget"><a href="https://elfsight.example/">Powered by Elfsight</a></div></main>` +
        `<footer><p>© 2025 Lumenworks Studio Ltd</p><a href="https://www.instagram.com/fernly.app">Instagram</a> <a href="https://www.tiktok.com/@fernly.app">TikTok</a>` +
        `<a href="https://x.com/framer">Made in Framer</a> <a href="https://www.facebook.com/elfsight">Elfsight</a> <a href="https://www.linkedin.com/company/lumenworks-studio">LinkedIn</a></footer></body></html>`,
      { url: 'https://www.lumenworks.example/fernly' },
    );
    expect(a.authority.socialProfileLinks).toEqual(['https://www.linkedin.com/company/lumenworks-studio']);
  });
});

describe("an embedded video's provider is not the page's organisation", () => {
  it('an Organization held only by a VideoObject is not declared as the site, nor taken into the draft', () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article itemscope itemtype="https://schema.org/Article"><h1 itemprop="headline">Veteran wraps baby in flag</h1>${prose(4)}` +
          `<div itemprop="video" itemscope itemtype="https://schema.org/VideoObject"><meta itemprop="name" content="Flag photo"><meta itemprop="uploadDate" content="2015-03-11"><meta itemprop="thumbnailUrl" content="https://cdn.example/t.jpg">` +
          `<div itemprop="provider" itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="ABC News Videos"></div></div></article></main>`,
      ),
      { url: URL_ },
    );
    expect(evidence(a, 'organization-identity', 'Organization schema')).toBe('none');
    const steps = runAudits(a, detectPageType(a).type).flatMap((r) => r.fix?.stepByStep ?? []);
    const block = steps.find((st) => st.includes('application/ld+json'))!;
    const graph = JSON.parse(block.slice(block.indexOf('{'), block.lastIndexOf('}') + 1))['@graph'] as Record<
      string,
      unknown
    >[];
    // The video keeps its provider; the page's publisher is not it.
    const publisher = graph.find((n) => n['@type'] === 'Organization');
    expect(publisher?.name).not.toBe('ABC News Videos');
    expect(block).not.toContain('in place of its Article microdata item and Organization microdata item');
  });
});

describe('mailto:? share links are not contact details', () => {
  it('an "e-mail this article" link is no e-mail address', () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Rivers</h1>${prose(6)}<a href="mailto:?subject=Rivers&body=${enc}">Email this story</a></article></main>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.emails).toEqual([]);
    expect(audit(a, 'contact-info').score).toBe(0);
  });
  it("an address in the content on another domain is someone's the page names, not the site's; one named like the site is", () => {
    const emails = (content: string) =>
      makeArtifacts(page('', `<main><article><h1>Rivers</h1>${prose(4)}${content}</article></main>`), { url: URL_ })
        .authority.emails;
    expect(
      emails('<p>For correspondence: <a href="mailto:mmurtaza@tgen.example">mmurtaza@tgen.example</a></p>'),
    ).toEqual([]);
    expect(
      emails('<p>To take part, contact <a href="mailto:events@daily-planet-media.example">our events team</a>.</p>'),
    ).toEqual(['events@daily-planet-media.example']);
    expect(emails('<p>Tips: <a href="mailto:tips@dailyplanet.example">tips@dailyplanet.example</a></p>')).toEqual([
      'tips@dailyplanet.example',
    ]);
  });
  it('a mailto with a recipient is one', () => {
    const a = makeArtifacts(
      page(
        '',
        `<main>${prose(3)}</main><footer><a href="mailto:newsdesk@dailyplanet.example?subject=Tip">newsdesk@dailyplanet.example</a></footer>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.emails).toEqual(['newsdesk@dailyplanet.example']);
  });
  it("Cloudflare's hidden e-mail link is the e-mail address it hides, never a Contact page (D Magazine's footer)", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main>${prose(3)}</main><footer><div class="footer__block"><span class="footer__item__sub">Tel: 214.939.3636</span> <a class="footer__item" href="https://www.dailyplanet.example/cdn-cgi/l/email-protection#e68283958da682878f8a9f968a87888392c8839e878b968a83">CONTACT US</a></div></footer>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.contactLink).toBeNull();
    expect(a.authority.emails).toEqual(['desk@dailyplanet.example']);
    expect(evidence(a, 'contact-info', 'E-mail')).toBe('desk@dailyplanet.example');
  });
  it("Cloudflare's hidden address in the text is the address visitors see, its placeholder no text (Politico's)", () => {
    const hex = 'e68283958da682878f8a9f968a87888392c8839e878b968a83';
    const a = makeArtifacts(
      page(
        '',
        `<main>${prose(3)}<p>Got tips? Send them our way: <span class="__cf_email__" data-cfemail="${hex}">[email&#160;protected]</span>, or <span class="__cf_email__" data-cfemail="0f">[email&#160;protected]</span>.</p></main>` +
          `<footer>Write to us: <a href="/cdn-cgi/l/email-protection" class="__cf_email__" data-cfemail="${hex}">[email&#160;protected]</a></footer>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.emails).toEqual(['desk@dailyplanet.example']);
    expect(a.raw.mainText).toContain('Send them our way: desk@dailyplanet.example, or .');
    expect(`${a.raw.text} ${a.raw.footerText}`).not.toContain('protected');
    expect(a.raw.links.some((l) => l.href.includes('/cdn-cgi/'))).toBe(false);
  });
  it("the author's own address in the byline is the writer's, not the site's contact", () => {
    const withAuthor = (local: string) =>
      makeArtifacts(
        page(
          '<meta name="author" content="Benjamin Romano">',
          `<main><article><h1>Rivers</h1><p class="byline">By Benjamin Romano <a href="mailto:${local}@dailyplanet.example">${local}@dailyplanet.example</a></p>${prose(6)}</article></main>` +
            '<footer><a href="mailto:tips@dailyplanet.example">Send us a tip</a></footer>',
        ),
        { url: URL_ },
      );
    for (const local of ['bromano', 'benjamin.romano', 'romano'])
      expect(withAuthor(local).authority.emails).toEqual(['tips@dailyplanet.example']);
    // A desk's address next to the byline stays the site's.
    expect(withAuthor('news').authority.emails).toEqual(['news@dailyplanet.example', 'tips@dailyplanet.example']);
    // With no address of the site's own, the fix says the one shown is the writer's, not that none is shown.
    const alone = makeArtifacts(
      page(
        '<meta name="author" content="Benjamin Romano">',
        `<main><article><h1>Rivers</h1><p class="byline">By Benjamin Romano <a href="mailto:bromano@dailyplanet.example">bromano@dailyplanet.example</a></p>${prose(6)}</article></main>`,
      ),
      { url: URL_ },
    );
    expect(alone.authority.writersEmails).toEqual(['bromano@dailyplanet.example']);
    expect(audit(alone, 'contact-info').fix?.description).toContain(
      'shows no phone, e-mail or postal address of its own (bromano@dailyplanet.example is a writer’s)',
    );
  });
  it("beside the site's desk address, the staff's own addresses are theirs (MacRumors' staff sidebar)", () => {
    const staff = ['ericslivka@dailyplanet.example', 'joe@dailyplanet.example', 'contact@stevemoser.example']
      .map((e) => `<li><a href="mailto:${e}">Email</a></li>`)
      .join('');
    const withStaff = (desk: string) =>
      makeArtifacts(
        page('', `<main><article><h1>Rivers</h1>${prose(6)}</article></main><aside><ul>${desk}${staff}</ul></aside>`),
        { url: URL_ },
      ).authority.emails;
    expect(withStaff('<li><a href="mailto:tips@dailyplanet.example">Send us a tip</a></li>')).toEqual([
      'tips@dailyplanet.example',
    ]);
    // Without a desk's address, a person's address is how to reach the site (a small business's owner).
    expect(withStaff('')).toEqual([
      'ericslivka@dailyplanet.example',
      'joe@dailyplanet.example',
      'contact@stevemoser.example',
    ]);
  });
});

describe("licence lines, ad-blocker notices and quoted people are not the author's credentials", () => {
  const body =
    `<main><article><h1>Rivers</h1><p class="byline">By Lois Lane</p>${prose(4)}<p>"The valley has never seen this," said Dr. Emil Hamilton, a professor of hydrology and board-certified engineer with 30 years of experience.</p></article></main>` +
    `<div class="adblock-modal" role="dialog"><p>Please support our award-winning journalism: disable your ad blocker.</p></div>` +
    `<footer><p>This work is licensed under a Creative Commons Attribution 4.0 International License. Licensed content, accredited by nobody.</p></footer>`;

  it('finds none on a page that states none for its author', () => {
    const a = makeArtifacts(page('', body), { url: URL_ });
    expect(a.authority.credentials).toEqual([]);
    expect(audit(a, 'credentials').score).toBe(0);
  });

  it("reads the author's bio and Person markup", () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Rivers',
      author: { '@type': 'Person', name: 'Lois Lane', jobTitle: 'Science Editor' },
    };
    const a = makeArtifacts(
      page(
        `<script type="application/ld+json">${JSON.stringify(ld)}</script>`,
        body.replace(
          '</article>',
          '<div class="author-bio">Lois Lane is a Pulitzer Prize-winning reporter with 12 years of experience covering climate.</div></article>',
        ),
      ),
      { url: URL_ },
    );
    expect(a.authority.credentials.join(' | ')).toMatch(/jobTitle: Science Editor \(Person schema\)/);
    expect(a.authority.credentials.join(' | ')).toMatch(/12 years of experience \(author bio\)/);
    expect(a.authority.credentials.join(' | ')).not.toMatch(/professor|award-winning|licensed|Dr\./i);
  });
});

describe("the author is the author of the page's main entity", () => {
  it("one Person item holding two writers' names names both (Investment Executive)", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article itemscope itemtype="https://schema.org/NewsArticle"><h1 itemprop="headline">Rivers</h1><div class="hidden" itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Paul Wiseman</span><span itemprop="name">Fatima Hussein, The Associated Press</span></div>${prose(4)}</article></main>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.authors).toEqual(['Paul Wiseman', 'Fatima Hussein']);
  });
  it("a reviewer inside a Product is not the page's author", () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Kayak',
      review: [{ '@type': 'Review', author: { '@type': 'Person', name: 'Reviewer Bob' }, reviewBody: 'Great.' }],
    };
    const a = makeArtifacts(
      page(
        `<script type="application/ld+json">${JSON.stringify(ld)}</script>`,
        `<main><h1>Kayak</h1>${prose(3, 'The kayak')}<div itemscope itemtype="https://schema.org/Review"><span itemprop="author">Reviewer Bob</span> loved it.</div><section class="comments"><a rel="author" href="/u/troll">Comment Troll</a> first!</section></main>`,
      ),
      { url: 'https://shop.example/kayak' },
    );
    expect(a.authority.author).toBeNull();
    expect(evidence(a, 'author-info', 'Author')).toBe('none');
  });

  it("an article whose publisher lacks a name still names its author (the error is the publisher's, decision 014)", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article itemscope itemtype="https://schema.org/NewsArticle"><h1 itemprop="headline">Rivers are rising</h1>
        <p>Edited by <span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Swati Bhasin</span></span></p>
        <span itemprop="publisher" itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content=""></span>
        <div itemprop="articleBody">${prose(4)}</div></article></main>`,
      ),
      { url: URL_ },
    );
    expect(a.authority).toMatchObject({ author: 'Swati Bhasin', authorSource: 'microdata author of the NewsArticle' });
    expect(a.structuredData.issues.some((i) => i.term === 'name' && i.severity === 'error')).toBe(true);
  });

  it("a paper's authors in Google Scholar's tags are each an author, named whole (a preprint's 18)", () => {
    const names = Array.from(
      { length: 18 },
      (_, i) => `Ann${String.fromCharCode(97 + i)} Lee${String.fromCharCode(97 + i)}`,
    );
    const a = makeArtifacts(
      page(names.map((n) => `<meta name="citation_author" content="${n}">`).join(''), `<main>${prose(4)}</main>`),
      { url: URL_ },
    );
    expect(a.authority.authors).toEqual(names);
    expect(a.authority.author).toBe('Anna Leea, Annb Leeb, Annc Leec and 15 others');
    expect(audit(a, 'author-info').failureTitle).toBe(
      'Authors Anna Leea, Annb Leeb, Annc Leec and 15 others are named but not marked up as Persons',
    );
  });

  it("a byline's Follow button is no part of the author's name", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Flag attributes</h1><div class="pw-post-byline-header"><div><a href="/@JakobUlbrich">Jakob Ulbrich</a></div><div><button>Follow</button></div></div>${prose(4)}</article></main>`,
      ),
      { url: URL_ },
    );
    expect(a.raw.bylineText).toBe('Jakob Ulbrich');
  });

  it("a byline is read as a reader reads it: its role apart from the name, without its sharing bar's labels", () => {
    // Los Angeles Times (and the San Diego Union-Tribune, on the same platform): the action bar set in the byline.
    const bar =
      '<div class="page-actions"><ul class="action-bar-menu"><li><a class="action-link" href="https://www.facebook.com/dialog/share"><svg></svg><span>Facebook</span></a></li>' +
      '<li><a class="action-link" href="https://twitter.com/intent/tweet"><svg></svg><span>Twitter</span></a></li><li><a class="action-link" href="#"><svg></svg><span>Show more sharing options</span></a></li></ul>' +
      '<div class="action-bar-dropdown"><div class="action-bar-dropdown-header"><span>Share</span><button class="button close-button"><svg></svg><span class="visually-hidden">Close extra sharing options</span></button></div></div></div>';
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Report on the shutdown</h1><div class="byline"><div class="authors"><div class="author-name"><span class="byline-prefix">By</span> <a class="link" href="/people/howard-blume">Howard Blume</a><span class="author-title">Staff Writer&#xA0;</span></div></div><time datetime="2016-12-16T22:05:00.000Z"><span>Dec. 16, 2016 </span><span>2:05 PM PT </span></time>${bar}</div>${prose(4)}</article></main>`,
      ),
      { url: URL_ },
    );
    expect(a.raw.bylineText).toBe('Howard Blume, Staff Writer | By Howard Blume Staff Writer Dec. 16, 2016 2:05 PM PT');
  });

  it("the article's author is read from its markup and byline", () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Rivers',
      author: [{ '@type': 'Person', name: 'Lois Lane' }],
      publisher: { '@type': 'NewsMediaOrganization', name: 'Daily Planet' },
    };
    const a = makeArtifacts(
      page(
        `<script type="application/ld+json">${JSON.stringify(ld)}</script>`,
        `<main><article><h1>Rivers</h1><p class="byline">By Lois Lane</p>${prose(5)}</article></main>`,
      ),
      { url: URL_ },
    );
    expect(a.authority).toMatchObject({ author: 'Lois Lane', personSchema: true });
    expect(audit(a, 'author-info').score).toBe(1);
  });

  it('the byline is the first candidate that names someone, and its Person microdata is found where it is', () => {
    // CNET: the first rel=author link says "See full bio"; the name is in a span after it.
    const cnet = makeArtifacts(
      page(
        '',
        `<main><article><h1>Rivers</h1><a rel="author" href="/profiles/lois/">See full bio</a><span class="author author-1">Lois Lane</span>${prose(5)}</article></main>`,
      ),
      { url: URL_ },
    );
    expect(cnet.authority.author).toBe('Lois Lane');
    // LWN: a class that only contains "Byline", in capitals.
    const lwn = makeArtifacts(
      page('', `<main><h1>Rivers</h1><div class="FeatureByline">By <b>Lois Lane</b></div>${prose(5)}</main>`),
      { url: URL_ },
    );
    expect(lwn.authority.author).toBe('Lois Lane');
    // NYT / Ars: the link is taken first, the Person microdata is an ancestor; the meta author in other capitals.
    const nyt = makeArtifacts(
      page(
        '<meta name="author" content="Lois Lane">',
        `<main><article><h1>Rivers</h1><p class="byline" itemprop="author creator" itemscope itemtype="http://schema.org/Person">By <a rel="author" href="/by/lois"><span itemprop="name">LOIS LANE</span></a></p>${prose(5)}</article></main>`,
      ),
      { url: URL_ },
    );
    expect(nyt.authority).toMatchObject({ author: 'Lois Lane', personSchema: true });
    // A paragraph that is only "By <name>".
    const plain = makeArtifacts(
      page('', `<main><h1>Rivers</h1><p>By <strong>Lois Lane</strong></p>${prose(5)}</main>`),
      { url: URL_ },
    );
    expect(plain.authority.author).toBe('Lois Lane');
  });
  it('an article classed after its author is not the author box; the role in a real one is a credential', () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article class="post author-lois"><h1>Rivers</h1><p class="byline">By Lois Lane</p>${prose(5)}<div class="author-bio">Lois Lane is a senior reporter at the Daily Planet.</div></article></main>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.authorBio).toContain('Lois Lane is a senior reporter at the Daily Planet.');
    expect(a.authority.authorBio).not.toContain('paragraph');
    expect(a.authority.credentials).toContain('senior reporter (author bio)');
  });
  it('a writer\'s role or degree in their bio is a credential in the languages bios are written in; a bare "writer" is not', () => {
    const bioOf = (bio: string) =>
      makeArtifacts(
        page(
          '',
          `<main><article><h1>Rivers</h1><p class="byline">By Lois Lane</p>${prose(5)}<div class="author-bio">Lois Lane ${bio}</div></article></main>`,
        ),
        { url: URL_ },
      ).authority.credentials;
    expect(bioOf('is a staff writer.')).toEqual(['staff writer (author bio)']);
    expect(bioOf('ist Wissenschaftsautorin in Washington.')).toEqual(['Wissenschaftsautorin (author bio)']);
    expect(bioOf('es politóloga e investigadora en la Universidad de Lisboa.')).toEqual([
      'politóloga (author bio)',
      'investigadora (author bio)',
    ]);
    expect(bioOf("holds a Master's degree in hydrology.")).toEqual(["Master's degree (author bio)"]);
    expect(bioOf('is a writer.')).toEqual([]);
    // A role said as what the writer does, and for whom.
    expect(bioOf('reviews consumer electronics for Ars Technica, with a focus on wearables.')).toEqual([
      'reviews consumer electronics for Ars Technica (author bio)',
    ]);
    expect(bioOf('writes about rivers for fun.')).toEqual([]);
    // A beat named by its proper name (The Washington Post's "covers the White House"), not a common noun.
    expect(bioOf('covers the White House. Since joining the paper he has covered energy.')).toEqual([
      'covers the White House (author bio)',
    ]);
    expect(bioOf('covers the weather.')).toEqual([]);
    // An executive's position (IAB's bio), and a book the writer wrote (The New Yorker's).
    expect(bioOf('is Senior Vice President of Technology and Ad Operations at IAB.')).toEqual([
      'Senior Vice President of Technology and Ad Operations (author bio)',
    ]);
    expect(bioOf('is the author of “Endure: Mind, Body, and the Limits of Human Performance.”')).toEqual([
      'is the author of “Endure: Mind, Body, and the Limits of Human Performance (author bio)',
    ]);
    expect(bioOf('is the author of this post.')).toEqual([]);
  });
  it('a role bylined without a name is no credential: a staff account\'s "Editor" names no writer', () => {
    // The Political Insider (WordPress): the byline links the account "Editor", its title empty, then the date.
    const box = (who: string) =>
      makeArtifacts(
        page(
          '',
          `<main><article><h2>Rivers</h2><div id="article"><div class="byline clearfix"><div class="byline-image"><img alt="" src="/avatar.jpg" width="50" height="50"></div><div class="byline-author"><a href="/author/tpi-editor/">${who}</a><div class="byline-title"></div><div class="byline-date">December 20, 2016</div></div></div>${prose(5)}</div></article></main>`,
        ),
        { url: URL_ },
      );
    const staff = box('Editor');
    expect(staff.authority.credentials).toEqual([]);
    expect(audit(staff, 'credentials').score).toBe(0);
    // The page has a byline: the author fix says it names a role and no person, not that there is none.
    const author = audit(staff, 'author-info');
    expect(author.fix?.description).toMatch(/^No author was found: the byline names a role, "Editor", and no person;/);
    expect(author.fix?.description).not.toContain('no byline');
    expect(author.fix?.stepByStep[0]).toContain('beside "Editor" or in its place');
    expect(author.evidence.find((e) => e.label === 'Byline')?.value).toBe('"Editor", a role: it names no person');
    expect(audit(box('Lois Lane'), 'author-info').evidence.some((e) => e.label === 'Byline')).toBe(false);
    expect(box('Senior Editor Lois Lane').authority.credentials).toEqual(['Senior Editor (author bio)']);
    // A name of two capitals (RBB Today's "KT") is a name, not a time zone beside the date.
    expect(box('KT').authority.authorBio).toContain('KT');
  });
  it("other stories' bylines are not the author's box; a bio in sentences after theirs is", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Rivers</h1><p class="byline">By Lois Lane</p>${prose(5)}<div class="author-name">Lois Lane</div><div class="author-bio">Covers rivers and floods for the paper.</div></article>
<section><div class="card"><p class="byline">by Clark Kent</p></div><div class="card"><p class="byline">by Jimmy Olsen</p></div></section></main>`,
      ),
      { url: URL_ },
    );
    expect(a.raw.authorBoxes.join(' | ')).toContain('Clark Kent');
    expect(a.authority.authorBio).toBe('By Lois Lane | Lois Lane | Covers rivers and floods for the paper.');
  });
  it("a link to the writer's page on this site, its text a name, is the byline (hashed classes, no markup)", () => {
    const byLink = (text: string, href = '/author/ashleyfeinberg') =>
      makeArtifacts(
        page(
          '',
          `<main><article><h1>Rivers</h1><div class="sc-1out364-0"><a class="hMndXN" href="${href}">${text}</a></div>${prose(6)}</article></main>`,
        ),
        { url: URL_ },
      ).authority.author;
    expect(byLink('Ashley Feinberg')).toBe('Ashley Feinberg');
    expect(byLink('See all')).toBeNull();
    expect(byLink('Ashley Feinberg', 'https://elsewhere.example/author/ashley')).toBeNull();
  });
  it('a signed page with a date a reader sees is an article, without markup', () => {
    const a = makeArtifacts(
      page('', `<main><h1>Rivers</h1><p class="byline">By Lois Lane, May 4, 2024</p>${prose(20)}</main>`),
      { url: 'https://www.dailyplanet.example/rivers' },
    );
    expect(detectPageType(a)).toMatchObject({ type: 'article' });
    expect(detectPageType(a).reason).toMatch(/^a byline \(Lois Lane\), the date May 4, 2024 shown on the page/);
    // The same shape on a page that declares itself a video is no article.
    const video = makeArtifacts(
      page(
        '<meta property="og:type" content="video.other">',
        `<main><h1>Rivers</h1><p class="byline">By Lois Lane, May 4, 2024</p>${prose(20)}</main>`,
      ),
      { url: 'https://www.dailyplanet.example/watch?v=rivers' },
    );
    expect(detectPageType(video)).toMatchObject({ type: 'media', reason: expect.stringMatching(/video\.other/) });
    // A song, a video or a profile credits its makers: no byline, credentials, quotations, questions,
    // statistics or citations are asked of it.
    for (const id of [
      'author-info',
      'credentials',
      'quotations',
      'question-headings',
      'statistics',
      'outbound-citations',
    ])
      expect(auditAsPage(video, id).scoreDisplayMode, id).toBe('notApplicable');
    expect(auditAsPage(a, 'author-info').scoreDisplayMode).toBe('numeric');
    // A thin video page is asked for what the video shows and its transcript, not for questions under H2s.
    const thinVideo = makeArtifacts(
      page('<meta property="og:type" content="video.other">', `<main><h1>Rivers in flood</h1>${prose(2)}</main>`),
      { url: 'https://www.dailyplanet.example/watch?v=rivers' },
    );
    const steps = auditAsPage(thinVideo, 'main-content-length').fix?.stepByStep.join(' ') ?? '';
    expect(steps).toContain('Publish its transcript');
    expect(steps).not.toContain('List the questions readers ask');
  });
  it('a short news item (under 300 words) is an article too; a signed and dated line of text is not', () => {
    // Heise's 255-word "Meldung": an <article>, a <meta name="date">; Phoronix's 197 words under "Written by … on 1 June 2019".
    const item = (words: number) =>
      makeArtifacts(
        page(
          '<meta name="date" content="2015-04-08T12:46:00">',
          `<article><p>08.04.2015 12:46</p><h1>Rivers</h1>${prose(Math.ceil(words / 22))}</article>`,
        ),
        { url: 'https://www.dailyplanet.example/meldung/rivers-2596987.html' },
      );
    expect(item(200).content.mainWordCount).toBeLessThan(300);
    expect(detectPageType(item(200))).toMatchObject({ type: 'article' });
    expect(detectPageType(item(60))).toMatchObject({ type: 'other' });
    const signed = (n: number) =>
      makeArtifacts(
        page(
          '',
          `<main><h1>Rivers</h1><div class="author">Written by Lois Lane on 1 June 2019.</div>${prose(n)}</main>`,
        ),
        { url: 'https://www.dailyplanet.example/rivers' },
      );
    expect(detectPageType(signed(8))).toMatchObject({ type: 'article' });
    expect(detectPageType(signed(2))).toMatchObject({ type: 'other' });
  });
});

describe('About, Contact and Privacy are decided by link text and a same-site target', () => {
  it('"about" or "contact" inside unrelated addresses is not the page', () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Rivers</h1>${prose(4)}<a href="/2016/01/everything-we-know-about-the-flood/">Everything we know about the flood</a> <a href="/about/editors/lois-lane/"><img src="lois.png" alt=""></a> <a href="/2020/contact-tracing-apps/">Contact tracing apps are coming</a> <a href="/topic/privacy/">privacy</a></article></main>` +
          `<footer><a href="https://other-site.example/about">About</a> <a href="/contact#donotsell">Do Not Sell My Personal Info</a></footer>`,
      ),
      { url: URL_ },
    );
    expect(a.authority).toMatchObject({ aboutLink: null, contactLink: null, privacyLink: null });
    expect(audit(a, 'about-page').score).toBe(0);
  });

  it('a short CJK label says what it leads to: BOOK☆WALKER\'s "出版社" → /company/ (its publishers) is no About link; an icon is', () => {
    const shop = (nav: string) =>
      makeArtifacts(
        page('', `<nav class="category-nav">${nav}</nav><main>${prose(3)}</main>`).replace('lang="en"', 'lang="ja"'),
        { url: 'https://books.example.jp/de2b8f78c6/' },
      ).authority.aboutLink;
    expect(shop('<a href="/company/" class="category-nav-tab">出版社</a> <a href="/st2/">マンガ</a>')).toBeNull();
    expect(shop('<a href="/company/">›</a>')).toBe('https://books.example.jp/company/');
  });

  it('finds them by their label in several languages', () => {
    const a = makeArtifacts(
      page(
        '',
        `<main>${prose(3)}</main><footer><a href="/ueber-uns">Über uns</a> <a href="/kontakt/">Kontakt</a> <a href="https://legal.dailyplanet.example/datenschutz">Datenschutzerklärung</a></footer>`,
      ),
      { url: URL_ },
    );
    expect(a.authority).toMatchObject({
      aboutLink: 'https://www.dailyplanet.example/ueber-uns',
      contactLink: 'https://www.dailyplanet.example/kontakt/',
      privacyLink: 'https://legal.dailyplanet.example/datenschutz',
    });
  });

  it('finds a French contact link in the infinitive ("Contacter Le Monde", to its FAQ\'s contact answer)', () => {
    const a = makeArtifacts(
      page(
        '',
        `<main>${prose(3)}</main><footer><a href="/faq/?question=contacter">Contacter Le Daily Planet</a></footer>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.contactLink).toBe('https://www.dailyplanet.example/faq/?question=contacter');
  });

  it('finds them in Portuguese ("Sobre a Folha", "Fale com a Folha") and Czech ("O nás", "Ochrana osobních údajů")', () => {
    const links = (footer: string) =>
      makeArtifacts(page('', `<main>${prose(3)}</main><footer>${footer}</footer>`), { url: URL_ }).authority;
    expect(
      links('<a href="/institucional/">Sobre a Daily Planet</a> <a href="/falecomafolha">Fale com a Daily Planet</a>'),
    ).toMatchObject({
      aboutLink: 'https://www.dailyplanet.example/institucional/',
      contactLink: 'https://www.dailyplanet.example/falecomafolha',
    });
    expect(links('<a href="/redakce">O nás</a> <a href="/gdpr">Ochrana osobních údajů</a>')).toMatchObject({
      aboutLink: 'https://www.dailyplanet.example/redakce',
      privacyLink: 'https://www.dailyplanet.example/gdpr',
    });
    expect(links('<a href="/tema/floods">Sobre a enchente</a>').aboutLink).toBeNull();
  });

  it('finds them in the footer of a page with more links than are read (a long encyclopedia article)', () => {
    const many = Array.from({ length: 3200 }, (_, i) => `<a href="/wiki/Topic_${i}">Topic ${i}</a>`).join(' ');
    const a = makeArtifacts(
      page('', `<main>${prose(3)}<p>${many}</p></main><footer><a href="/wiki/About">About Daily Planet</a></footer>`),
      { url: URL_ },
    );
    expect(a.raw.links).toHaveLength(3000);
    expect(a.authority.aboutLink).toBe('https://www.dailyplanet.example/wiki/About');
  });

  it("takes the legal notice that names the site's owner (Impressum, mentions légales) for its About page, after a real one (decision 058)", () => {
    const links = (footer: string) =>
      makeArtifacts(page('', `<main>${prose(3)}</main><footer>${footer}</footer>`), { url: URL_ }).authority;
    expect(links('<a href="/service/impressum">Impressum</a> <a href="/kontakt/">Kontakt</a>').aboutLink).toBe(
      'https://www.dailyplanet.example/service/impressum',
    );
    expect(links('<a href="/mentions-legales">Mentions légales</a>').aboutLink).toBe(
      'https://www.dailyplanet.example/mentions-legales',
    );
    // A real About page comes first, wherever it sits in the footer.
    expect(links('<a href="/impressum">Impressum</a> <a href="/ueber-uns">Über uns</a>').aboutLink).toBe(
      'https://www.dailyplanet.example/ueber-uns',
    );
    // In running text, "the imprint" of a book is no notice; terms and cookies are not who runs the site.
    expect(links('<a href="/terms">Nutzungsbedingungen</a> <a href="/cookies">Cookies</a>').aboutLink).toBeNull();
    expect(
      makeArtifacts(
        page(
          '',
          `<main>${prose(3)}<p>Penguin's <a href="/books/imprint-history">new imprint of the novel</a> is out.</p></main>`,
        ),
        {
          url: URL_,
        },
      ).authority.aboutLink,
    ).toBeNull();
  });
});

describe("images are the page's own: other stories' thumbnails and the site's logo are not content images", () => {
  it('counts the article image only', () => {
    const a = makeArtifacts(
      page(
        '',
        `<header><a href="/"><img src="/logo.png"></a></header><main><article><h1>Rivers</h1><img src="/flood-barrier-at-dawn.jpg">${prose(4)}</article>` +
          `<aside class="module trending-module"><ol><li><a href="/2017/01/other"><img src="/13cabinet-thumbStandard.jpg"></a></li><li><a href="/2017/01/more"><img src="/13comey-thumbStandard.jpg"></a></li></ol></aside></main>`,
      ),
      { url: URL_ },
    );
    expect(a.content).toMatchObject({ images: 1, imagesWithAlt: 0 });
    expect(audit(a, 'image-alt-text').fix?.stepByStep[0]).toContain('flood-barrier-at-dawn.jpg');
    expect(audit(a, 'image-alt-text').fix?.stepByStep.join(' ')).not.toContain('thumbStandard');
  });
});

describe("a byline's parts: the name, the role beside it, a bio's first sentence, a newsroom", () => {
  it('a name and a role written side by side in spans are the author and a credential', () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Rivers</h1><div class="byline"><a href="/about/gina-trapani"><span class="byline__author"><span class="byline__name">Gina Trapani</span><span class="byline__title">CEO</span></span></a></div>${prose(4)}</article></main>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.author).toBe('Gina Trapani');
    expect(a.authority.credentials.join(' ')).toContain('CEO');
  });
  it("a bio's first sentence names its author, without the rest of the sentence", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Rivers</h1>${prose(4)}<div class="ending-byline"><p>Laura E. Adkins is Opinion Editor of the Forward.</p></div></article></main>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.author).toBe('Laura E. Adkins');
  });
  it('a paragraph of the name and the date alone is a byline; a dateline in capitals is a place', () => {
    const lineAbove = (line: string) =>
      makeArtifacts(page('', `<main><article><h1>Rivers</h1><p>${line}</p>${prose(4)}</article></main>`), { url: URL_ })
        .authority.author;
    expect(lineAbove('Mattias Geniar, April 19, 2020')).toBe('Mattias Geniar');
    expect(lineAbove('NEW YORK, April 19, 2020')).toBeNull();
  });
  it('a note in parentheses after the name is no part of it, a nickname within it is; one writer marked up twice is one', () => {
    const signed = (byline: string) =>
      makeArtifacts(
        page(
          '',
          `<main><article itemscope itemtype="https://schema.org/NewsArticle"><h1>Rivers</h1><p>Par <span itemprop="author">${byline}</span></p>${prose(4)}<div class="author-box"><span itemprop="author">${byline} <br>Journaliste au Monde</span></div></article></main>`,
        ),
        { url: URL_ },
      ).authority.author;
    expect(signed('<a href="/journaliste/mu/">Martin Untersinger</a> (avec Damien Leloup et Morgane Tual)')).toBe(
      'Martin Untersinger',
    );
    expect(signed('Richard (R.J.) Eskow')).toBe('Richard (R.J.) Eskow');
    const meta = makeArtifacts(
      page('<meta name="author" content="Bradley M. Kuhn (http://ebb.org/bkuhn/)">', prose(4)),
      {
        url: URL_,
      },
    );
    expect(meta.authority.author).toBe('Bradley M. Kuhn');
  });
  it("a staff byline is the newsroom's: the drafted work's author is its publisher, never a Person", () => {
    const a = makeArtifacts(
      page('', `<main><article><h1>Rivers</h1><p class="byline">By Daily Planet Staff</p>${prose(4)}</article></main>`),
      { url: URL_ },
    );
    expect(a.authority.author).toBe('Daily Planet Staff');
    const all = runAudits(a)
      .map((r) => [r.fix?.description ?? '', ...(r.fix?.stepByStep ?? [])].join('\n'))
      .join('\n');
    const block = JSON.parse(/<script type="application\/ld\+json">\n([\s\S]*?)\n<\/script>/.exec(all)![1]);
    const graph = block['@graph'] as Record<string, unknown>[];
    const work = graph.find((n) => /Article/.test(String(n['@type'])))!;
    const publisher = graph.find((n) => n['@type'] === 'Organization')!;
    expect(work.author).toEqual({ '@id': publisher['@id'] });
    expect(graph.some((n) => n['@type'] === 'Person')).toBe(false);
  });
});

describe('a byline written in parts: the name is the part after its label, not the role, outlet or date beside it', () => {
  const bylineOf = (byline: string) =>
    makeArtifacts(page('', `<main><article><h1>Rivers</h1>${byline}${prose(4)}</article></main>`), { url: URL_ })
      .authority.author;
  it.each([
    // Deadline: the author's pop-up card (role, "More stories by") inside the byline element.
    [
      '<div class="byline">By <a href="/author/ldemoraes/"><span>Lisa de Moraes</span></a><section><h2>Lisa de Moraes</h2><p>TV Columnist</p><h4>More Stories By Lisa</h4></section></div>',
      'Lisa de Moraes',
    ],
    // Chicago Tribune: the outlet the story came from, then the date.
    [
      '<div class="article_byline"><div>By <span>Joe Davidson</span></div><div><div>Washington Post</div><time>Dec 13, 2016</time></div></div>',
      'Joe Davidson',
    ],
    // National Geographic: "By" and the name in spans side by side.
    ['<div class="Byline"><span>By</span><span><span>Natasha Daly</span></span></div>', 'Natasha Daly'],
    // BuzzFeed: the name, then the role in its own element.
    [
      '<div class="byline"><a href="/mark"><img alt=""></a><a href="/m" class="byline__author">Mark Di Stefano</a><div class="byline__title">BuzzFeed News Reporter</div></div>',
      'Mark Di Stefano',
    ],
    // Los Angeles Times: the name part holds "By", the name and the role.
    [
      '<div class="byline"><div class="author-name"><span>By</span> <a href="/people/hb">Howard Blume</a><span class="author-title">Staff Writer</span></div></div>',
      'Howard Blume',
    ],
    // Phoronix: the name, then the section and the date.
    [
      '<div class="author">Written by <a href="https://example.org/">Michael Larabel</a> in <a href="/linux/Valve">Valve</a> on 1 June 2019</div>',
      'Michael Larabel',
    ],
    // Two writers, each in a link.
    [
      '<p class="byline">By <a href="/a/1">Howard Schneider</a> and <a href="/a/2">Lindsay Dunsmuir</a></p>',
      'Howard Schneider, Lindsay Dunsmuir',
    ],
    // The Guardian: each writer's own rel=author link, in a line without a byline class.
    [
      '<address aria-label="Contributor info"><div><a rel="author" href="/profile/julia-carrie-wong">Julia Carrie Wong</a> and <a rel="author" href="/profile/sam-levin">Sam Levin</a></div></address>',
      'Julia Carrie Wong, Sam Levin',
    ],
    // bioRxiv: a paper's author list, one element per author sharing its class; an icon's screen-reader text is no name.
    [
      '<div class="citation-authors"><span class="citation-author first"><span class="given">Havell</span> <span class="surname">Markus</span></span>, <span class="citation-author"><a href="https://orcid.org/1"><i></i><span class="element-invisible">View ORCID Profile</span></a><span class="given">Jun</span> <span class="surname">Zhao</span></span>, <span class="citation-author"><span class="given">Michelina C.</span> <span class="surname">de la Maza</span></span></div>',
      'Havell Markus, Jun Zhao, Michelina C. de la Maza',
    ],
    // The New York Times: the last writer's span classed as the byline, the others beside it.
    [
      '<p><span class="byline-prefix">By </span><span itemprop="name"><a href="/by/mh">Maggie Haberman</a>,&#xA0;</span><span itemprop="name"><a href="/by/ml">Mark Landler</a></span> and <span class="last-byline" itemprop="name"><a href="/by/ew">Edward Wong</a></span></p>',
      'Maggie Haberman, Mark Landler, Edward Wong',
    ],
    // A role after the comma is no second writer.
    ['<p class="byline"><span>Ann Lee</span>, <span>Staff Writer</span></p>', 'Ann Lee'],
    // A dateline that ends with its writer (WordPress's "Posted on … by …").
    ['<p>Posted on March 3, 2024 by Ann Lee</p>', 'Ann Lee'],
    ['<p>Updated 2024-03-03 | by Bo Chan</p>', 'Bo Chan'],
    // A personal blog's dateline with the day's name (ebb.org's "Tuesday 15 October 2019 by Bradley M. Kuhn").
    ['<p class="topAttributionWithDate">Tuesday 15 October 2019 by Bradley M. Kuhn</p>', 'Bradley M. Kuhn'],
    ['<p>Posted on Tue, March 3, 2024 at 09:11 by Ann Lee.</p>', 'Ann Lee'],
    // TMZ: the newsroom's, after the date and time, in capitals.
    ['<h5 class="article-posted-date">2/26/2015 7:11 AM PST BY TMZ STAFF</h5>', 'TMZ STAFF'],
    // CNET Japan: a bare name classed "writer"; RBB Today: the credit in its brackets.
    ['<div><span class="writer">松村太郎</span><span class="date">2019年04月13日</span></div>', '松村太郎'],
    ['<span class="writer writer-name">《KT》</span>', 'KT'],
    // ABC News: the label twice.
    ['<div class="byline"><span>By</span><span>by JOSH HASKELL</span></div>', 'JOSH HASKELL'],
    // Die Zeit: a BEM class, the section before the writers.
    [
      '<div class="article__author">Politik · Jochen Bittner, Tina Hildebrandt</div>',
      'Jochen Bittner, Tina Hildebrandt',
    ],
    // Medium: a modifier class.
    ['<div class="postMetaInline postMetaInline--author">Joseph Cox</div>', 'Joseph Cox'],
    // Hamburger Abendblatt and MSN: the class names the author's name.
    [
      '<div class="author-info__name"><address><span class="author-info__name-text">Melanie Wassink</span></address></div>',
      'Melanie Wassink',
    ],
    ['<span class="authorname-txt"><span class="truncate">Lizette Borreli</span></span>', 'Lizette Borreli'],
    // A one-word pen name before the reading time stays the name.
    ['<div class="story__author">Sleyca · 5 min read</div>', 'Sleyca'],
  ])('%s', (byline, name) => {
    expect(bylineOf(byline)).toBe(name);
  });
  it('a date followed by "by" and words that are no name is no byline', () => {
    expect(bylineOf('<p>March 3, 2024 by the river</p>')).toBeNull();
  });
  it('a line of its own reading "By <name>" is the byline, its classes hashed (Quartz)', () => {
    expect(bylineOf('<div class="_ceVT">By <span class="rlwyg">Yomi Kazeem</span></div>')).toBe('Yomi Kazeem');
  });
  it("a quotation's attribution names the person quoted, not the writer (National Geographic's pull-quote)", () => {
    expect(
      bylineOf(
        '<div class="pull-quote"><blockquote>I totally agree with my wife.</blockquote><div class="pull-quote__author"><span class="author">Boris Kingma</span></div></div>',
      ),
    ).toBeNull();
  });
  it('other posts\' cards classed "entry-author" come after the page\'s own byline', () => {
    const card = (who: string) =>
      `<article class="post-summary"><header><span class="entry-author">${who}</span></header><h2>Another story</h2></article>`;
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Rivers</h1>${card('Alicia Powe')}<p class="entry-meta">by <a href="/author/jdavis/">Jack Davis</a> December 23, 2016</p>${prose(4)}</article>${card('Randy DeSoto')}</main>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.author).toBe('Jack Davis');
    expect(a.raw.bylineUrl).toBe('https://www.dailyplanet.example/author/jdavis/');
  });
  it("the link around the byline's name, with the avatar and the role, is the writer's page (BuzzFeed)", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Rivers</h1><div class="byline"><span>By </span><a href="/author/katiejmbaker"><img alt="Katie J.M. Baker" src="/k.jpg"><span>by </span><span class="byline__name">Katie J.M. Baker</span> <p>BuzzFeed News Reporter</p></a></div>${prose(4)}</article></main>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.author).toBe('Katie J.M. Baker');
    expect(a.raw.bylineUrl).toBe('https://www.dailyplanet.example/author/katiejmbaker');
  });
  it("a byline that links to the author box further down the page has no writer's page", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Rivers</h1><div class="content__author"><a href="${URL_}#content__author">Christie Wilcox</a></div>${prose(4)}</article></main>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.author).toBe('Christie Wilcox');
    expect(a.raw.bylineUrl).toBeNull();
  });
  it('a role alone names nobody', () => {
    expect(bylineOf('<p class="byline">By Editor</p>')).toBeNull();
  });
});

describe('a byline naming an organisation names no writer', () => {
  const run = (byline: string, head = '') =>
    makeArtifacts(
      page(head, `<main><article><h1>Rivers</h1>${byline}${prose(4)}</article></main>`).replace(
        '<title>Rivers are rising</title>',
        '<title>Rivers are rising - The Daily Planet</title>',
      ),
      { url: URL_ },
    );
  it.each([
    [
      '<span class="byline" itemprop="author" itemscope itemtype="http://schema.org/Person">By <span itemprop="name">THE DAILY PLANET</span></span>',
      "the site's own name",
    ],
    ['<p class="byline">By AFP</p>', 'a news agency'],
    ['<p class="byline">By Our Foreign Staff</p>', "the newsroom's byline, not a writer's"],
    ['<p class="byline">By Smart Shopping Team</p>', 'a team or organisation'],
  ])('%s', (byline, why) => {
    const a = run(byline);
    expect(a.authority.authorIsOrganisation).toBe(why);
    const info = audit(a, 'author-info');
    expect(info.score).toBe(0.5);
    expect(info.fix?.title).toBe('Name the writer in the byline');
    // Only the site's own name is the publisher: its newsroom's byline is one of its desks (decision 131), an agency
    // supplied the story, a team wrote it.
    const keep = info.fix!.stepByStep[0];
    if (why === 'a news agency') expect(keep).toContain('keep AFP credited as the agency the story comes from');
    else if (why === 'a team or organisation')
      expect(keep).toContain('keep Smart Shopping Team credited beside the writer');
    else if (why === "the newsroom's byline, not a writer's")
      expect(keep).toContain('keep Our Foreign Staff as the desk it comes from.');
    else expect(keep).toMatch(/as the publisher\.$/);
    expect(audit(a, 'credentials').fix?.title).toBe('Name the author and state their expertise');
  });
  it("a person's name is a person's, also on a site named after its author", () => {
    const a = makeArtifacts(
      page(
        '<meta property="og:site_name" content="Haki Benita">',
        `<main><article><h1>Rivers</h1><p class="byline">By Haki Benita</p>${prose(4)}</article></main>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.author).toBe('Haki Benita');
    expect(a.authority.authorIsOrganisation).toBeNull();
    expect(audit(a, 'author-info').score).toBe(0.75);
  });
  it("a brand run together in one word, the site's name, is the site (ScanNetSecurity)", () => {
    const a = makeArtifacts(
      page(
        '<meta property="og:site_name" content="ScanNetSecurity">',
        `<main><article><h1>Rivers</h1><p class="byline">《ScanNetSecurity》</p>${prose(4)}</article></main>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.authorIsOrganisation).toBe("the site's own name");
  });
  it("a site named only by its logo is read by the one reader of the site's names (decision 082)", () => {
    // No og:site_name, no site part in the title: the logo's alt is the page's one word on its site's name.
    const a = makeArtifacts(
      page(
        '',
        `<header><a href="/"><img src="/img/masthead.svg" alt="The Daily Planet logo"></a></header><main><article><h1>Rivers</h1><p class="byline">By THE DAILY PLANET</p>${prose(4)}</article></main>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.authorIsOrganisation).toBe("the site's own name");
  });
  it('the drafted work names the site as its author and publisher, never a Person of that name', () => {
    const a = run(
      '<span class="byline" itemprop="author creator" itemscope itemtype="http://schema.org/Person">By <span itemprop="name">THE DAILY PLANET</span></span>',
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Rivers are rising","publisher":{"@type":"Organization","name":"The Daily Planet"}}</script>',
    );
    const all = runAudits(a)
      .map((r) => [r.fix?.description ?? '', ...(r.fix?.stepByStep ?? [])].join('\n'))
      .join('\n');
    const block = JSON.parse(/<script type="application\/ld\+json">\n([\s\S]*?)\n<\/script>/.exec(all)![1]);
    const graph = block['@graph'] as Record<string, unknown>[];
    expect(JSON.stringify(graph)).not.toMatch(/"@type":"Person","name":"THE DAILY PLANET"/);
  });
});

describe("a draft's image is the page's picture", () => {
  it('never a logo, an avatar or a small thumbnail; the og:image written as name=/value= first', () => {
    const body = `<main><article><h1>Rivers</h1><img src="https://cdn-images.example/fit/c/96/96/1*ab.png" alt="Ann Lee"><img src="/img/site-logo.png" alt="Daily Planet"><img src="/img/barrier-150x150.jpg" alt="Barrier"><img src="/img/flood-barrier-at-dawn.jpg" alt="The barrier at dawn">${prose(4)}</article></main>`;
    const image = (head: string) => {
      const all = runAudits(makeArtifacts(page(head, body), { url: URL_ }))
        .map((r) => JSON.stringify(r.fix ?? null))
        .join(' ');
      return /\\"image\\": \\"([^\\]+)\\"/.exec(all)?.[1];
    };
    expect(image('')).toBe('https://www.dailyplanet.example/img/flood-barrier-at-dawn.jpg');
    expect(image('<meta name="og:image" value="https://www.dailyplanet.example/og/rivers.jpg">')).toBe(
      'https://www.dailyplanet.example/og/rivers.jpg',
    );
  });
});

describe('the reading-ease advice is for the page’s own English sentences', () => {
  it('a long quotation or a caption is not offered for splitting; a Japanese page without <html lang> is not scored', () => {
    const caption =
      'Clockwise from top: Te Kaurinui Parata, in front of the carving shed at the cultural centre in the city, with the carvers and their apprentices and the families of the whale riders and the elders of the tribe, in front of the shed.';
    const said =
      'I have been building relationships with the people who run these services for many years now and I can tell you that every one of them wants the same thing from us';
    const hard = Array.from(
      { length: 12 },
      () =>
        '<p>Notwithstanding considerable institutional uncertainty, the municipal authorities’ comprehensive infrastructural rehabilitation programme necessitated extraordinarily complicated intergovernmental negotiations throughout the administrative reorganisation of the regional water authorities and their contractors.</p>',
    ).join('');
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Rivers</h1>${hard}<blockquote><p>${said}.</p></blockquote><figure><img src="/p.jpg" alt="Carvers"></figure><ul><li><p>${caption}</p></li></ul></article></main>`,
      ),
      { url: URL_ },
    );
    const steps = audit(a, 'readability').fix?.stepByStep.join(' ') ?? '';
    expect(steps).toContain('Split this');
    expect(steps).not.toContain('I have been building relationships');
    // A picture's caption (The Guardian's) is no sentence to split.
    expect(steps).not.toContain('Clockwise from top');
    const ja = makeArtifacts(
      `<!doctype html><html><head><title>よくばりなイヌ</title></head><body><main><p>${'むかしむかし、ある村に一匹のイヌがいました。肉をくわえて橋をわたると、川に自分のすがたがうつっていました。'.repeat(10)}</p></main></body></html>`,
      { url: URL_ },
    );
    expect(audit(ja, 'readability').score).toBeNull();
  });
});

describe("a block its heading calls other pages' stories is not the page's content", () => {
  it('"Related articles" and "関連記事" lists give no images, statistics or quotations to the page', () => {
    const related = (h: string) =>
      `<div><h3>${h}</h3><ul><li><a href="/2019/leak"><img src="/img/leak-thumb.jpg">1.9 million records leaked, 78% of them passwords</a></li><li><a href="/2019/fine">Firm fined $2.5 million over breach</a></li></ul></div>`;
    for (const h of ['Related articles', '関連記事']) {
      const a = makeArtifacts(page('', `<main><article><h1>Rivers</h1>${prose(5)}${related(h)}</article></main>`), {
        url: URL_,
      });
      expect(a.content.images).toBe(0);
      expect(a.content.statistics.join(' ')).not.toMatch(/78%|2\.5 million|1\.9 million/);
    }
  });
  it('a block opening with a header row of the heading and a "View all" link (GitLab\'s "More to explore")', () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Rivers</h1>${prose(5)}</article><div class="wrapper"><div class="header"><h2>More to explore</h2><a href="/blog/">View all blog posts</a></div><div class="cards"><a href="/blog/x"><img src="/x.jpg" alt="card">How we cut 42% of our build time</a></div></div></main>`,
      ),
      { url: URL_ },
    );
    expect(a.content.statistics.join(' ')).not.toMatch(/42%/);
    expect(a.raw.headingRegions[a.raw.headings.findIndex((h) => h.text === 'More to explore')]).toBe('other');
  });
  it('the feed after a block of the heading\'s words alone (Reddit\'s "More posts you may like" <div>)', () => {
    const a = makeArtifacts(
      page(
        '',
        `<div class="_2l7c"><h1>Rivers</h1>${prose(5)}<div class="_3O03kg0NTHcVFAyOQNoptz">More posts you may like</div><div class="QBfRw7Rj8UkxybFpX-USO"><a href="/r/til/comments/1/">TIL 27% of Americans 18 and older have cut off contact with a family member</a><span>96% Upvoted</span></div></div>`,
      ),
      { url: URL_ },
    );
    expect(a.content.mainText).not.toContain('cut off contact');
    expect(a.raw.links.find((l) => l.href.includes('/r/til/'))?.region).toBe('other');
  });
  it('cards after a heading in a wrapper of its own (MacRumors\' "Popular Stories") are no part of the article', () => {
    const card = (t: string) =>
      `<div class="block"><h3><a href="/2022/${t.length}">Apple event ${t.length}</a></h3><div>Sunday August 7, 2022 by <a rel="author" href="/author/sf/">Sami Fathi</a></div><div>${t}</div></div>`;
    const a = makeArtifacts(
      page(
        '',
        `<div class="content"><article><h1>Rivers</h1>${prose(5)}</article><div><h2>Popular Stories</h2></div>${card('Apple has started to record its virtual September event, with 14 new phones expected in the early part of September this year.')}${card('The camera bump on the upcoming phone is expected to be the largest rear lens housing ever, 37 percent larger than before.')}</div>`,
      ),
      { url: URL_ },
    );
    expect(a.content.mainText).toContain('The river');
    expect(a.content.mainText).not.toMatch(/started to record|camera bump/);
    const cards = a.raw.headings.flatMap((h, i) => (h.text.startsWith('Apple event') ? [a.raw.headingRegions[i]] : []));
    expect(cards).toEqual(['other', 'other']);
  });
});

describe("a thread's community sidebar is no part of the thread", () => {
  it('Reddit\'s "About Community" box, its vote tally and its old-browser notice give the thread nothing', () => {
    // Reddit's thread page: hashed class names, no <aside>; the sidebar's box is known by its heading alone.
    const a = makeArtifacts(
      page(
        '',
        `<div class="_1OVBBWLtHoSPfGCRaPzpTf"><div class="_2dkUkgRYbhbpU_s8cCUwsc"><p>Looks like you're using new Reddit on an old browser. The site may not work properly if you don't <a href="https://www.google.com/chrome/">update your browser</a>!</p></div>` +
          `<div class="_3ozFtOe6WpJEMUtxDOIvtU"><div class="_1rZYMD_4xY3gRcSS3p8ODO">52.1k</div><span>Posted by 3 years ago</span><h1>What is the most worth it item you have ever purchased?</h1><div class="t4Hq30BDzTeJ85vREX7_M">86% Upvoted</div>${prose(4)}</div>` +
          `<div class="_3Kd8DQpBIbsr5E1JcrMFTY"><div class="_1G4yU68P50vRZ4USXfaceV"><div class="_ZhON3a3vplThB8NFwuJn"><div class="_2sggAEfRQLyoAl4J__5twU"><h2 class="_eYtD2XCVieq6emjKBH3m">About Community</h2></div><div class="_3nzVPnRRnrls4DOXO_I0fn"></div></div>` +
          `<div class="TmgZY6tDcdErbE5d7E0HJ"><div class="_1zPvgKHteTOub9dKkvrOl4">r/AskReddit is the place to ask and answer thought-provoking questions.</div><div><div class="_3b9utyKN3e_kzVZ5ngPqAu">36.8m</div><p>Members</p></div><div><div class="_3b9utyKN3e_kzVZ5ngPqAu">77.8k</div><p>Online</p></div><span>Created Jan 25, 2008</span></div></div>` +
          `<div class="_1G4yU68P50vRZ4USXfaceV"><h3>Members online</h3><p>1,204 members and 3,310 guests are reading the forum now.</p></div>` +
          `<div class="_1G4yU68P50vRZ4USXfaceV"><div class="_ZhON3a3vplThB8NFwuJn"><div><h2>Similar to this post</h2></div></div><div><a href="/r/x/comments/1/">What is the best $20 you ever spent?</a></div></div></div></div>`,
      ),
      { url: 'https://www.reddit.com/r/AskReddit/comments/axtih6/what_is_the_most_worth_it_item/' },
    );
    expect(a.content.statistics.join(' ')).not.toMatch(/36\.8m|86%|1,204|3,310|\$20/);
    expect(a.content.outboundCitations).not.toContain('https://www.google.com/chrome/');
    const region = (t: string) => a.raw.headingRegions[a.raw.headings.findIndex((h) => h.text === t)];
    expect([region('About Community'), region('Members online'), region('Similar to this post')]).toEqual([
      'other',
      'other',
      'other',
    ]);
    expect(a.content.mainText).toContain('The river');
  });
});

describe("an app's status notice is no part of the post", () => {
  it('Twitter\'s "Loading seems to be taking a while." under the tweets is not a section of the post', () => {
    const tweet = (t: string) =>
      `<div class="tweet permalink-tweet"><p class="TweetTextSize">${t}</p><span>8:27 AM - 21 Jun 2016</span></div>`;
    const a = makeArtifacts(
      page(
        '',
        `<main role="main"><div class="permalink-container"><h1>Lina Morgana</h1>${[
          "She doesn't have the range: a thread coming soon, with every singer I love and why they do not have it.",
          'Amy Lee: the first white woman I ever loved, a hauntingly beautiful timbre, and still she does not have the range.',
          'Selena Gomez: the savior of pop, not Quintanilla who in fact had the range, and she does not have the range.',
          'Britney Spears: lipsyncing since the first Bush administration, and she does not have the range of motion in the knee.',
        ]
          .map(tweet)
          .join(
            '',
          )}<div class="stream-fail-container"><div class="stream-whale-end stream-placeholder"><div class="stream-end-inner"><h2 class="title">Loading seems to be taking a while.</h2><p>Twitter may be over capacity or experiencing a momentary hiccup. <a role="button" href="#">Try again</a> or visit <a href="http://status.twitter.com">Twitter Status</a> for more information.</p></div></div></div></div></main><div id="geo-disabled-dropdown"><ul><li class="geo-not-enabled-yet"><h2>Add a location to your Tweets</h2><p>When you tweet with a location, Twitter stores that location. You can switch location on or off before each Tweet.</p></li></ul></div>`,
      ),
      { url: 'https://twitter.com/KingBeyonceStan/status/745276948213968896' },
    );
    const i = a.raw.headings.findIndex((h) => h.text.startsWith('Loading seems'));
    expect(a.raw.headingRegions[i]).toBe('other');
    expect(a.content.mainText).toContain("doesn't have the range");
    expect(a.content.mainText).not.toContain('over capacity');
    // Nor is the app's location dialog beside the <main> that holds the post.
    expect(JSON.stringify(audit(a, 'statistics').fix)).not.toMatch(/Loading seems|Add a location/);
  });
  it('a section headed "Loading" in a loader\'s documentation stays content', () => {
    const a = makeArtifacts(page('', `<main><h1>Modules</h1>${prose(3)}<h2>Loading</h2>${prose(3)}</main>`), {
      url: URL_,
    });
    expect(a.raw.headingRegions[a.raw.headings.findIndex((h) => h.text === 'Loading')]).toBe('main');
  });
});

describe("a discussion's replies are its content (decision 087)", () => {
  const reply = (text: string) =>
    `<div class="Comment t1_x P8SGAKMtRxNwlmLz1zdJu"><div class="_3tw__eCCe7j-epNCKGXUKk"><p>level 1</p><p>3 yr. ago</p><div class="_292iotee39Lmt0MkQZ2hPV"><p>${text}</p></div><p>364</p><p>Share</p></div></div>`;
  const replies = [
    'A Miele canister vacuum. We found it on sale in Canada for $650 and it outperforms the $200 uprights by leaps and bounds, quieter and with better suction.',
    'An eight outlet power strip with surge protectors and four USB chargers built in, so everything on my entertainment stand is plugged in at once.',
    'A ten foot charging cord for my phone, great for the bedroom and for travelling, even if it charges a little slower than the short one.',
    'New tires after 61,000 miles on the old ones. Your brakes stop your wheels, your tires stop your car, so keep good tires on your vehicles.',
    'A good chef knife. I cook every day and it made cutting vegetables quick and pleasant instead of a chore I kept putting off for years.',
    'Noise cancelling headphones for the commute: two hours a day on the train are now quiet, and I arrive at work far less tired than before.',
  ];
  it("a Reddit thread's replies, which Readability drops, are read as the thread's text", () => {
    const a = makeArtifacts(
      page(
        '',
        `<div class="_1OVBBWLtHoSPfGCRaPzpTf"><div class="_3ozFtOe6WpJEMUtxDOIvtU"><span>Posted by 3 years ago</span><h1>What is the most worth it item you have ever purchased?</h1><div>86% Upvoted</div><p>This thread is archived. New comments cannot be posted and votes cannot be cast. Looks like you are using new Reddit on an old browser: the site may not work properly if you do not update your browser.</p></div><div class="_1YCqQVO-9r-Up6QPB9H6_4">${replies.map(reply).join('')}</div></div>`,
      ),
      { url: 'https://www.reddit.com/r/AskReddit/comments/axtih6/what_is_the_most_worth_it_item/' },
    );
    // Readability keeps the archived notice, the longest block outside the replies.
    expect(a.content.mainSource).toContain('the thread: its post and replies');
    expect(a.content.mainText).toContain('Miele canister vacuum');
    expect(a.content.mainWordCount).toBeGreaterThan(150);
    expect(a.content.statistics).toEqual(expect.arrayContaining(['$650', '61,000 miles']));
  });
  const thread = (between: string) =>
    makeArtifacts(
      page(
        '',
        `<div class="_1OVBBWLtHoSPfGCRaPzpTf"><div class="_3ozFtOe6WpJEMUtxDOIvtU"><span>Posted by 3 years ago</span><h1>What is the most worth it item you have ever purchased?</h1><div>86% Upvoted</div></div>${between}<div class="_1YCqQVO-9r-Up6QPB9H6_4">${replies.map(reply).join('')}<div><span>Continue this thread</span></div><p>22 more replies</p><div><button>Reply</button><button>Share</button><button>Report</button><button>Save</button><button>Follow</button></div></div></div>`,
      ),
      { url: 'https://www.reddit.com/r/AskReddit/comments/axtih6/what_is_the_most_worth_it_item/' },
    );
  it("a thread's text is its posts without the forum's controls: depth, votes, Reply, Share, more replies", () => {
    const a = thread(
      '<div><div role="button" aria-label="Bold"><span>Bold</span></div><div><span>Bulleted List</span></div><span>Sort by: best</span><span>View discussions in 2 other communities</span></div>',
    );
    const lines = a.content.mainText.split('\n');
    for (const ui of ['level 1', '364', 'Share', 'ReportSaveFollow', 'Continue this thread', '22 more replies', 'Bold'])
      expect([ui, lines.some((l) => l.includes(ui))]).toEqual([ui, false]);
    expect(lines).not.toContain('Bulleted List');
    expect(a.content.mainText).toContain('Miele canister vacuum');
    expect(a.content.statistics).not.toContain('364');
  });
  it('Reddit\'s chrome is no line of the thread: its logo caption, a bare "Posted by", the old-browser notice', () => {
    const a = thread(
      '<div><span>Found the internet!</span></div><div><span>Looks like you&apos;re using new Reddit on an old browser. The site may not work properly if you don&apos;t <a href="https://www.google.com/chrome/">update your browser</a> !&#xA0;</span></div><div><span>Posted by</span></div><div><span>Posted by</span><span>3 years ago</span></div>',
    );
    const lines = a.content.mainText.split('\n').map((l) => l.trim());
    for (const chrome of ['Found the internet!', 'Posted by', 'Looks like you'])
      expect([chrome, lines.some((l) => l.startsWith(chrome))]).toEqual([chrome, false]);
    // The age a deleted account's post keeps is its dateline.
    expect(lines).toContain('3 years ago');
  });
  it("a notice that the reader's browser is too old is no line of an article either", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><div class="browser-warning"><p>Your browser is out of date. Update it for a faster, safer experience on this site.</p></div><h1>Rivers</h1>${prose(8)}<p>Update your browser settings to allow pop-ups before you print the river map, which opens in a new window with every gauge on the Rhine and its tributaries listed by town, the height they read each morning, and the warnings issued for the week, so that a reader planning a trip along the water can see at a glance which stretches are closed, which are open to boats, and which ferries still run, with a telephone number for each lock keeper.</p></article></main>`,
      ),
      { url: 'https://www.dailyplanet.example/rivers' },
    );
    expect(a.content.mainText).not.toContain('Your browser is out of date');
    // A long paragraph that speaks of browsers is the article's.
    expect(a.content.mainText).toContain('Update your browser settings to allow pop-ups');
  });
  it('a promoted post between the thread and its replies is an ad: no section, no words of the thread', () => {
    // Reddit's ad card: hashed classes, "u/adobe · promoted" over an <h3> linked with rel="sponsored".
    const ad = (rel: string, label: string) =>
      `<div class="_1oQyIsiPHYt6nx7VOmd1sz"><div class="_2fEtNtqlNiA6AiPDXiwSWg"><div><a href="/user/adobe/">u/adobe</a><span>·</span><span><span>${label}</span></span></div><a href="https://alb.reddit.com/cr?z=1" rel="${rel}"><div><h3 class="_eYtD2XCVieq6emjKBH3m">Make beautiful flyers in a flash. Introducing Adobe Express.</h3></div></a><a href="https://adobe.com/express">adobe.com/express</a><span>Learn More</span></div></div>`;
    for (const a of [thread(ad('noopener nofollow', 'promoted')), thread(ad('noopener nofollow sponsored', ''))]) {
      const i = a.raw.headings.findIndex((h) => h.text.startsWith('Make beautiful flyers'));
      expect(a.raw.headingRegions[i]).toBe('other');
      expect(a.content.mainText).not.toContain('Adobe Express');
    }
  });
  it("an article's few comments stay out of its text", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Rivers</h1>${prose(8)}</article><div id="comments"><ol class="commentlist">${replies
          .slice(0, 2)
          .map((t) => `<li class="comment"><p>${t}</p></li>`)
          .join('')}</ol></div></main>`,
      ),
      { url: URL_ },
    );
    expect(a.content.mainText).not.toContain('Miele');
  });
});

describe('a copy served from another address belongs to the site its canonical names', () => {
  it("links to the canonical's site are the site's own pages, not citations", () => {
    const a = makeArtifacts(
      page(
        '<link rel="canonical" href="https://observer.example/2016/12/rivers/"><meta property="og:site_name" content="Observer">',
        `<main><article><h1>Rivers</h1>${prose(4)}<a href="https://observer.example/tag/rivers/">rivers</a> <a href="https://www.gov.example/flood-report">the flood report</a></article></main>` +
          '<footer><a href="https://observer.example/about/">About</a> <a href="https://observer.example/contact/">Contact</a> <a href="https://observer.example/privacy-policy/">Privacy</a></footer>',
      ),
      { url: 'http://127.0.0.1:8766/observer.html' },
    );
    expect(a.authority).toMatchObject({
      aboutLink: 'https://observer.example/about/',
      contactLink: 'https://observer.example/contact/',
      privacyLink: 'https://observer.example/privacy-policy/',
    });
    expect(a.raw.links.find((l) => l.href.includes('tag/rivers'))?.internal).toBe(true);
    expect(a.raw.links.find((l) => l.href.includes('gov.example'))?.internal).toBe(false);
  });
  it("a copy of a social network's page: the network's own pages are not the site's profiles on it", () => {
    const a = makeArtifacts(
      page(
        '<link rel="canonical" href="https://www.reddit.com/r/todayilearned/comments/aycizd/til/">',
        `<main><h1>TIL</h1>${prose(3)}<a href="https://www.reddit.com/r/AskRedditAwards">r/AskRedditAwards</a></main>`,
      ),
      { url: 'http://127.0.0.1:8766/reddit.html' },
    );
    expect(a.authority.socialProfileLinks).toEqual([]);
  });
});

describe('alt text that says nothing counts as none; layout pieces are no content images', () => {
  it('a file name, an address, a slug, a placeholder or a generic word is no description', () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Rivers</h1>${prose(4)}` +
          '<img src="/a.jpg" alt="navigation.jpeg"><img src="/b.jpg" alt="Https%3a%2f%2fimages"><img src="/c.jpg" alt="why-does-slack-want-me-to-say-hummus">' +
          '<img src="/d.jpg" alt="## sitename ##"><img src="/e.jpg" alt="An image"><img src="/f.jpg" alt="Flood barrier at dawn on the Thames">' +
          '<img src="/corner_1.gif" width="7" height="7"><img src="/spacer.gif"></article></main>',
      ),
      { url: URL_ },
    );
    expect(a.content).toMatchObject({ images: 6, imagesWithAlt: 1 });
    const steps = audit(a, 'image-alt-text').fix?.stepByStep.join(' ') ?? '';
    expect(steps).toContain('whose alt "navigation.jpeg" is a file name');
    expect(steps).toContain('whose alt "## sitename ##" is a template placeholder');
    expect(steps).toContain('whose alt "An image" is a generic word');
    expect(steps).not.toContain('corner_1');
    expect(steps).not.toContain('f.jpg');
  });
});

describe("on a page without content landmarks, the images counted are the article's (decision 122)", () => {
  // gmw.cn's layout: no <main> or <article>, so every image outside header and footer was the "content": the site's
  // logos, a share image, emoji reactions and other stories' thumbnails (25 of 29 without alt, the article's 3 with).
  const layout = (article: string, head = '') =>
    page(
      head,
      '<div class="top"><img src="/pic/Logo.png"><img src="/pic/share.jpg"></div>' +
        `<div class="content"><h1>Rivers rise</h1>${prose(3)}${article}${prose(3, 'The barrier')}</div>` +
        '<div class="mood"><img src="/motionsimg/m1.gif"><img src="/motionsimg/m2.gif"><img src="/motionsimg/m3.gif"></div>' +
        '<div class="hot"><a href="/other-1.html"><img src="/thumbs/other-1.jpg"></a> <a href="/other-2.html"><img src="/thumbs/other-2.jpg"></a></div>' +
        '<img src="https://ad.dailyplanet.example/banner/650x120.jpg">',
    );

  it("counts the article's photos, not the logos, emoji, thumbnails and banner around it", () => {
    const a = makeArtifacts(
      layout(
        '<p><img src="/photos/flood.jpg" alt="The flood barrier at dawn"></p><p><img src="/photos/river.jpg"></p>',
      ),
      { url: URL_ },
    );
    expect(a.raw.mainRoot).toBe('body');
    expect(a.content).toMatchObject({ images: 2, imagesWithAlt: 1 });
    const r = audit(a, 'image-alt-text');
    expect(r.failureTitle).toBe('1 of 2 images has no alt text');
    const steps = r.fix?.stepByStep.join(' ') ?? '';
    expect(steps).toContain('/photos/river.jpg');
    for (const other of ['Logo.png', 'share.jpg', 'm1.gif', 'other-1.jpg', '650x120'])
      expect(steps).not.toContain(other);
  });

  it("keeps a figure in the text whose box Readability drops, and the page's shared picture above the text", () => {
    const a = makeArtifacts(
      layout(
        '<div class="com-insert-images medium-insert-images"><figure><img src="/uploads/chart.png-w600"></figure></div>',
        '<meta property="og:image" content="https://www.dailyplanet.example/photos/lead-1200x630.jpg">',
      ).replace('<h1>Rivers rise</h1>', '<h1>Rivers rise</h1><div class="featured"><img src="/photos/lead.jpg"></div>'),
      { url: URL_ },
    );
    const steps = audit(a, 'image-alt-text').fix?.stepByStep.join(' ') ?? '';
    expect(steps).toContain('/uploads/chart.png-w600');
    expect(steps).toContain('/photos/lead.jpg');
    expect(steps).not.toContain('Logo.png');
    expect(a.content.images).toBe(2);
  });

  it('counts one lazy image of the article, not every image that shares its placeholder', () => {
    const lazy = (src: string) =>
      `<img src="data:image/gif;base64,R0lGOD" data-lazy-src="${src}"><noscript><img src="${src}"></noscript>`;
    const a = makeArtifacts(
      layout(`<figure>${lazy('/photos/river.jpg')}</figure>`).replace(
        '<div class="hot">',
        `<div class="hot">${lazy('/thumbs/other-3.jpg')}${lazy('/thumbs/other-4.jpg')}`,
      ),
      { url: URL_ },
    );
    expect(a.content.images).toBe(1);
  });

  it('counts no image of a <template>, which no one sees until a script copies it', () => {
    const a = makeArtifacts(
      layout('<figure><img src="/photos/river.jpg"></figure>').replace(
        '<div class="content">',
        '<template><img src="/photos/river.jpg" alt="A flooded street"></template><div class="content">',
      ),
      { url: URL_ },
    );
    expect(a.content).toMatchObject({ images: 1, imagesWithAlt: 0 });
  });

  it("a page with its content region keeps counting what the region holds, but never an ad server's creative or a retargeting pixel", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><h1>Rivers rise</h1>${prose(3)}<img src="/photos/river.jpg"><img src="https://ads2.dailyplanet.example/c/1.jpg"><img src="//atanx.alicdn.com/t/img/TB1.png"><img src="https://bh.contextweb.com/bh/set.aspx?action=add&amp;pid=1&amp;advid=5248"></main>`,
      ),
      { url: URL_ },
    );
    expect(a.content.articleImages).toBeNull();
    expect(a.content).toMatchObject({ images: 1, imagesWithAlt: 0 });
  });
});

describe('a file name made of words is alt text in its own right (decision 123)', () => {
  it('Wikipedia\'s "Mozilla dinosaur head logo.png" describes the image; a camera\'s "12-IMG_3886.jpg" does not', () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Mozilla</h1>${prose(4)}` +
          '<img src="/200px-Mozilla_dinosaur_head_logo.png" alt="Mozilla dinosaur head logo.png">' +
          '<img src="/1387894842-1217674167.jpg" alt="12-IMG_3886.jpg"><img src="/chart.jpg" alt="Chart.jpg">' +
          '<img src="/w.jpeg" alt="WhatsApp Image 2023-01-01 at 10.00.00.jpeg"><img src="/u.png" alt="Untitled design (3).png"></article></main>',
      ),
      { url: URL_ },
    );
    expect(a.content).toMatchObject({ images: 5, imagesWithAlt: 1 });
    const steps = audit(a, 'image-alt-text').fix?.stepByStep.join(' ') ?? '';
    expect(steps).toContain('whose alt "12-IMG_3886.jpg" is a file name');
    expect(steps).toContain('whose alt "Chart.jpg" is a file name');
    expect(steps).not.toContain('dinosaur');
  });

  it("a slug is alt text when it is the image's own file name (WordPress's default), not another page's slug", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>iPad Pro</h1>${prose(4)}` +
          '<img src="/2015/11/ipad-pro-apple-pencil-screen-800x471.jpg" alt="ipad-pro-apple-pencil-screen">' +
          '<img src="/2015/11/lead.jpg" alt="why-does-slack-want-me-to-say-hummus"></article></main>',
      ),
      { url: URL_ },
    );
    expect(a.content).toMatchObject({ images: 2, imagesWithAlt: 1 });
    expect(audit(a, 'image-alt-text').fix?.stepByStep.join(' ')).toContain(
      'whose alt "why-does-slack-want-me-to-say-hummus" is a file or page slug',
    );
  });
});

describe('a script-loaded image is read as a crawler without scripts reads it', () => {
  it("its address is data-src, its alt text the <noscript> copy's", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Rivers</h1>${prose(4)}<figure><img src="data:image/gif;base64,R0lGOD" data-src="/debt-chart-1.png"><noscript><img src="/debt-chart-1.png" alt="Debt by year, 2000-2020"></noscript></figure>` +
          `<img src="data:image/gif;base64,R0lGOD" data-src="/debt-chart-2.png"></article></main>`,
      ),
      { url: URL_ },
    );
    expect(a.content).toMatchObject({ images: 2, imagesWithAlt: 1 });
    const steps = audit(a, 'image-alt-text').fix?.stepByStep.join(' ') ?? '';
    expect(steps).toContain('/debt-chart-2.png');
    expect(steps).not.toContain('data: address');
    expect(steps).not.toContain('debt-chart-1');
  });
});

describe("a privacy policy on another site counts when it is the publisher's, not an embedded service's", () => {
  it("the label quoted is the footer link's, not a consent sentence's link to the same address (Aktuálně)", () => {
    const policy = 'https://www.economia.cz/ochrana-osobnich-udaju/';
    const a = makeArtifacts(
      page(
        '',
        `<header><nav><div class="menu__newsletter__info">Přihlášením k newsletteru beru na vědomí, že mé osobní údaje budou zpracovány dle <a href="${policy}">Zásad ochrany osobních a dalších zpracovávaných údajů</a>, a souhlasím se <a href="https://predplatne.ihned.cz/economia/vop">Všeobecnými obchodními podmínkami</a> vydavatelství Economia, a.s.</div></nav></header>` +
          `<main>${prose(3)}</main><footer><p><a href="https://www.economia.cz/prohlaseni-o-cookies/">Cookies</a> | <a href="${policy}">Ochrana osobních údajů</a></p></footer>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.privacyLink).toBe(policy);
    expect(evidence(a, 'privacy-policy', 'Link text')).toBe('"Ochrana osobních údajů"');
  });
  it("the group's policy in the footer counts, said to be on another site", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main>${prose(3)}</main><footer><a href="https://www.condenast.com/privacy-policy/">Privacy Policy and Cookie Statement</a></footer>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.privacyLink).toBe('https://www.condenast.com/privacy-policy/');
    expect(evidence(a, 'privacy-policy', 'Published on')).toMatch(/^condenast\.com, another site/);
    expect(audit(a, 'privacy-policy').score).toBe(1);
  });
  it('a bare "Privacy" to the owner\'s privacy page on its own domain counts (NLM\'s for ClinicalTrials.gov)', () => {
    const a = makeArtifacts(
      page('', `<main>${prose(3)}</main><footer><a href="https://www.nlm.nih.gov/privacy.html">Privacy</a></footer>`),
      { url: URL_ },
    );
    expect(a.authority.privacyLink).toBe('https://www.nlm.nih.gov/privacy.html');
  });

  it("reCAPTCHA's Google policy, a topic link in the article and a consent tool are not the site's policy", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main>${prose(3)}<p>Read <a href="https://www.eff.org/privacy-policy">the EFF privacy policy</a> for comparison.</p></main>` +
          `<footer>This site is protected by reCAPTCHA and the <a href="https://policies.google.com/privacy">Google Privacy Policy</a> apply. ` +
          `<a href="https://www.onetrust.com/privacy-notice/">Privacy Notice</a></footer>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.privacyLink).toBeNull();
    expect(audit(a, 'privacy-policy').score).toBe(0);
  });

  it("a footer's bare \"Privacy\" link to Google's policy is named, not counted: only Google's own sites are covered by it", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main>${prose(3)}</main><footer><a href="https://policies.google.com/terms">Terms</a> <a href="https://policies.google.com/privacy">Privacy</a></footer>`,
      ),
      { url: URL_ },
    );
    const r = audit(a, 'privacy-policy');
    expect(r.score).toBe(0);
    expect(evidence(a, 'privacy-policy', "A service's policy, not counted")).toBe(
      '"Privacy" → https://policies.google.com/privacy',
    );
    expect(r.fix?.description).toContain('the policy of google.com, a service many sites embed');
  });
});

describe('question headings count only in the main content, and only real questions', () => {
  const body =
    `<header><nav><h2>Need help?</h2></nav></header>` +
    `<main><article><h1>Release notes</h1><h2>How we overhauled our navigation</h2>${prose(4)}<div class="newsletter-signup"><h3>Want our newsletter?</h3></div><h2>What does the new menu change?</h2>${prose(2)}<h4 class="macro-markers">Distributed?</h4></article>` +
    `<aside class="related-posts"><h3>Why is the river rising?</h3><h3>How do floods start?</h3></aside></main>` +
    `<template class="js-unstar-confirmation-dialog-template"><h2>Unstar this repository?</h2></template>` +
    `<div role="dialog" aria-modal="true"><h2>Are you sure you want to leave?</h2></div>` +
    `<div class="promo"><h2>Got a tip?</h2></div>`;

  it("counts the article's question and nothing from menus, related links, sign-up boxes, pop-ups or one-word chapter marks", () => {
    const a = makeArtifacts(page('', body), { url: URL_ });
    expect(a.content.questionHeadings).toEqual(['What does the new menu change?']);
    expect(evidence(a, 'question-headings', 'Question headings')).toBe('1');
  });
  it('one question heading is no FAQ: no FAQPage is drafted for it (a dentist\'s "Are you taking new NHS patients?")', () => {
    const one = `<main><h1>Harbour Dental</h1><h2>Check-ups</h2>${prose(3)}<h2>Are you taking new NHS patients?</h2>${prose(2)}</main>`;
    const two = one.replace('<h2>Check-ups</h2>', '<h2>How often should I have a check-up?</h2>');
    const steps = (body: string) =>
      auditAsPage(
        makeArtifacts(page('', body), { url: 'https://dental.example/' }),
        'question-headings',
      ).fix?.stepByStep.join('\n') ?? '';
    expect(steps(one)).not.toContain('FAQPage');
    expect(steps(two)).toContain('the question headings declared as an FAQPage');
  });
  it("a sectioned page's later H1 is one of its sections; its first H1, the title, is not", () => {
    const book = `<main><article><h1>Monitoring Distributed Systems?</h1>${prose(2)}<section><h1>Why Monitor?</h1>${prose(2)}</section></article></main>`;
    expect(makeArtifacts(page('', book), { url: URL_ }).content.questionHeadings).toEqual(['Why Monitor?']);
  });
});

describe('question-headings advice: a heading that labels a section is not a question to rewrite', () => {
  const fixOfPage = (body: string, url: string) => {
    const fix = audit(makeArtifacts(page('', body), { url }), 'question-headings').fix;
    return `${fix?.title} ${fix?.description} ${fix?.stepByStep.join(' ')}`;
  };
  it("a dentist's labels stay labels, and the FAQ advice names the practice, not the page heading", () => {
    const ld = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Dentist","name":"Harbourview Dental","address":{"@type":"PostalAddress","streetAddress":"4 Quay Street","addressLocality":"Poole"},"telephone":"+44 1202 555 010"}</script>`;
    const body = `<main><h1>Welcome</h1>${prose(3, 'Our practice')}<h2>Dental implants</h2>${prose(1)}<h2>Opening hours</h2>${prose(1)}<h2>Meet the team</h2>${prose(1)}</main>`;
    const fix = fixOfPage(body.replace('<main>', `${ld}<main>`), 'https://www.harbourviewdental.co.uk/');
    expect(fix).not.toMatch(/Rephrase|ending in "\?": "(?:Dental implants|Opening hours)/);
    expect(fix).toContain('"Opening hours"');
    expect(fix).toContain('stay as they are');
    expect(fix).toContain('questions about "Harbourview Dental"');
  });
  it('a call to action ("Need help?") is not asked to become a question; a question without its mark is', () => {
    const body = `<main><h1>Bin collection days</h1>${prose(3)}<h2>Need help?</h2>${prose(1)}<h2>Which bin goes out when</h2>${prose(1)}<h2>If your bin was not collected</h2>${prose(1)}</main>`;
    const fix = fixOfPage(body, 'https://www.northmoorland.gov.uk/bins/');
    expect(fix).toContain('ending in "?": "Which bin goes out when".');
    expect(fix).not.toMatch(/ending in "\?":[^.]*(?:Need help|If your bin)/);
  });
});

describe('citations, quotations and statistics come from the main content', () => {
  it("a list of the article's sources set after it is the article's citations (Spektrum's Quellen)", () => {
    const a = makeArtifacts(
      page(
        '',
        `<div><article><h1>Rivers</h1>${prose(6)}</article></div><div id="content__additions"><div class="addition addition__references"><p><strong>Cai, L. et al.:</strong> <a href="https://www.sciencedirect.com/science/article/pii/S0960982220318972">Deeply altered genome architecture</a>. Current Biology 31, 2021</p></div></div>`,
      ),
      { url: URL_ },
    );
    expect(a.content.outboundCitations).toEqual([
      'https://www.sciencedirect.com/science/article/pii/S0960982220318972',
    ]);
  });
  it("ads, app installs, surveys, shares and the site's own pages are not citations", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Rivers</h1>${prose(4)}<p>The <a href="https://www.who.int/publications/floods-2024">WHO flood report</a> counts 1,200 towns. ` +
          `<a href="https://www.googleadservices.com/pagead/aclk?sa=L&adurl=x">Cheap boats</a> <a href="https://apps.apple.com/app/daily-planet/id123">Get the app</a> ` +
          `<a href="https://www.surveymonkey.com/r/readers">Tell us what you think</a> <a href="https://twitter.com/intent/tweet?url=${enc}">Tweet this</a> ` +
          `<a href="https://weather.dailyplanet.example/rivers">our river tracker</a> <a href="https://amazon.com/dp/B01?tag=planet-20">buy waders</a></p></article></main>` +
          `<footer><a href="https://www.parent-company.example/">Parent Company</a> <a href="https://partner-network.example/">Our partners</a></footer>`,
      ),
      { url: URL_ },
    );
    expect(a.content.outboundCitations).toEqual(['https://www.who.int/publications/floods-2024']);
  });

  it('reference titles in quotation marks are not quotations; a quote in the article is', () => {
    const refs = Array.from(
      { length: 60 },
      (_, i) =>
        `<li><cite class="citation web">"River levels in the valley, part ${i} of the survey". Water Board.</cite></li>`,
    ).join('');
    const html = page(
      '',
      `<main><h1>River</h1>${prose(6)}<h2>References</h2><ol class="references">${refs}</ol></main>`,
    );
    expect(makeArtifacts(html, { url: URL_ }).content.quotations).toBe(0);
    const quoted = html.replace(
      '</h1>',
      '</h1><p>"We have never seen the water this high in my lifetime," the mayor said.</p>',
    );
    expect(makeArtifacts(quoted, { url: URL_ }).content.quotations).toBe(1);
  });

  it('only reported speech is offered for quoting: "Wireless added support" is not someone speaking', () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Carriers</h1>${prose(4)}<p>Project Fi and Republic Wireless added support for more devices in 2015. Dish Network wrote a new plan for its spectrum. The regulator told Congress the auction would wait until spring.</p></article></main>`,
      ),
      { url: URL_ },
    );
    const steps = audit(a, 'quotations').fix?.stepByStep.join(' ') ?? '';
    expect(steps).toContain('The regulator told Congress');
    expect(steps).not.toContain('Republic Wireless added support');
    expect(steps).not.toContain('Dish Network wrote a new plan');
  });

  it('relative times are not statistics', () => {
    const a = makeArtifacts(
      page('', `<main><article><h1>Rivers</h1><p>Updated 3 hours ago.</p>${prose(4)}</article></main>`),
      { url: URL_ },
    );
    expect(a.content.statistics).toEqual([]);
  });
});

describe('audits do not contradict each other', () => {
  it('a Contact link is never shown next to "contact details are missing"', () => {
    const a = makeArtifacts(page('', `<main>${prose(4)}</main><footer><a href="/contact-us">Contact us</a></footer>`), {
      url: URL_,
    });
    const r = audit(a, 'contact-info');
    expect(r.evidence.find((e) => e.label === 'Contact page link')?.value).toBe(
      'https://www.dailyplanet.example/contact-us',
    );
    expect(r.score).toBe(1);
  });

  it('Organization microdata is exposed as the organisation (what organisation identity reads)', () => {
    const a = makeArtifacts(
      page(
        '',
        `<main>${prose(3)}</main><footer><div itemscope itemtype="https://schema.org/NewsMediaOrganization"><span itemprop="name">Daily Planet</span><link itemprop="sameAs" href="https://twitter.com/DailyPlanet"></div></footer>`,
      ),
      { url: URL_ },
    );
    expect(a.authority.organization).toMatchObject({
      name: 'Daily Planet',
      source: 'microdata',
      sameAs: ['https://twitter.com/DailyPlanet'],
    });
    expect(evidence(a, 'organization-identity', 'Organization schema')).toMatch(/^Daily Planet\b/);
  });

  it('an article is not asked for reviews: no "no reviews" finding, no red flag', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Rivers',
      author: { '@type': 'Person', name: 'Lois Lane' },
    };
    const a = makeArtifacts(
      page(
        `<script type="application/ld+json">${JSON.stringify(ld)}</script>`,
        `<main><article><h1>Rivers</h1>${prose(6)}</article></main>`,
      ),
      { url: URL_ },
    );
    const r = auditAsPage(a, 'social-proof');
    expect(r.score).toBeNull();
    expect(r.scoreDisplayMode).toBe('notApplicable');
    // A product still is.
    const product = { '@context': 'https://schema.org', '@type': 'Product', name: 'Kayak' };
    expect(
      auditAsPage(
        makeArtifacts(
          page(
            `<script type="application/ld+json">${JSON.stringify(product)}</script>`,
            `<main>${prose(3, 'The kayak')}</main>`,
          ),
          { url: 'https://shop.example/kayak' },
        ),
        'social-proof',
      ).score,
    ).toBe(0);
  });
  it('a rating the page states in its text is a rating shown, without markup; figures that are no rating are not', () => {
    const business = { '@context': 'https://schema.org', '@type': 'Dentist', name: 'Northfield Dental' };
    const proofOf = (text: string) =>
      auditAsPage(
        makeArtifacts(
          page(
            `<script type="application/ld+json">${JSON.stringify(business)}</script>`,
            `<main><h1>Your family dentist</h1>${prose(3, 'The practice')}<p>${text}</p></main>`,
          ),
          { url: 'https://dentist.example/' },
        ),
        'social-proof',
      );
    const shown = proofOf(
      '“Dr Patel made my son’s first visit easy.” — a patient review on Google, 4.9 from 310 reviews.',
    );
    expect(shown.score).toBe(1);
    expect(shown.evidence.find((e) => e.label === 'Sources')?.value).toMatch(
      /a rating shown on the page \("4\.9 from 310 reviews"\)/,
    );
    for (const none of ['5 out of 310 reviews said the wait was short.', 'Top 5, 20 reviews later.'])
      expect(proofOf(none).score, none).toBe(0);
  });
});

describe('authority audits on an excellent article', () => {
  it('cost nothing: every authority audit passes or does not apply', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'NewsMediaOrganization',
          '@id': 'https://www.dailyplanet.example/#org',
          name: 'Daily Planet',
          url: 'https://www.dailyplanet.example/',
          logo: 'https://www.dailyplanet.example/logo.png',
          sameAs: ['https://twitter.com/DailyPlanet', 'https://en.wikipedia.org/wiki/Daily_Planet'],
        },
        {
          '@type': 'NewsArticle',
          headline: 'Rivers are rising',
          url: URL_,
          datePublished: '2025-11-01',
          author: {
            '@type': 'Person',
            name: 'Lois Lane',
            jobTitle: 'Science Editor',
            url: 'https://www.dailyplanet.example/staff/lois-lane',
          },
          publisher: { '@id': 'https://www.dailyplanet.example/#org' },
        },
      ],
    };
    const a = makeArtifacts(
      page(
        `<script type="application/ld+json">${JSON.stringify(ld)}</script><meta property="og:type" content="article">`,
        `<header><nav><a href="/">Home</a> <a href="/about">About</a></nav></header><main><article><h1>Rivers are rising</h1><p class="byline">By <a rel="author" href="/staff/lois-lane">Lois Lane</a></p>${prose(8)}</article></main>` +
          `<footer><a href="/contact">Contact</a> <a href="/privacy-policy">Privacy Policy</a> <a href="https://twitter.com/DailyPlanet">Twitter</a></footer>`,
      ),
      { url: URL_ },
    );
    const authority = runAudits(a, detectPageType(a).type).filter((r) => r.category === 'authority');
    for (const r of authority)
      expect({ id: r.id, ok: r.score === null || r.score === 1 }).toEqual({ id: r.id, ok: true });
    expect(authority.find((r) => r.id === 'social-proof')?.score).toBeNull();
  });
  it("headings are read without the platform's edit and permalink widgets (MediaWiki's [edit], Sphinx's ¶)", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><h1>Rivers</h1><h2><span class="mw-headline" id="Floods">Floods</span><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="/w/index.php?action=edit&amp;section=1">edit</a><span class="mw-editsection-bracket">]</span></span></h2>${prose(3)}
<h2>Why do rivers rise?<a class="headerlink" href="#why" title="Permalink to this heading">¶</a></h2>${prose(2)}<h3><a aria-hidden="TRUE" href="#dams">#</a>Dams</h3><h4><span aria-hidden="true">W</span><span aria-hidden="true">eirs</span></h4></main>`,
      ),
      { url: URL_ },
    );
    // Hidden words stay (crawlers read them); a hidden symbol goes.
    expect(a.raw.headings.map((h) => h.text)).toEqual(['Rivers', 'Floods', 'Why do rivers rise?', 'Dams', 'Weirs']);
  });
});

describe('a business’s home page: its footer address, and no publication date demanded', () => {
  const home = `<!doctype html><html lang="en"><head><title>Ledgerly – Invoicing and bookkeeping for freelancers</title></head><body>
<header><nav><a href="/pricing">Pricing</a> <a href="/about">About us</a></nav></header><main><h1>Bookkeeping that does itself</h1>${prose(6, 'Ledgerly')}</main>
<footer><a href="/contact">Contact</a> <a href="/privacy">Privacy policy</a> <p>Ledgerly Ltd, 12 Queen Street, Edinburgh EH2 1JE. Registered in Scotland SC123456.</p></footer></body></html>`;
  const a = makeArtifacts(home, { url: 'https://ledgerly.example/' });

  it('reads a postal address written in the footer, outside any <address> element', () => {
    expect(evidence(a, 'contact-info', 'Postal address')).toBe('yes');
    const noAddress = makeArtifacts(home.replace('12 Queen Street, Edinburgh EH2 1JE', 'since 2019'), {
      url: 'https://ledgerly.example/',
    });
    expect(evidence(noAddress, 'contact-info', 'Postal address')).toBe('no');
    // Raw Story: a post office box in the copyright line, the state written "D.C.".
    const poBox = makeArtifacts(
      home.replace('12 Queen Street, Edinburgh EH2 1JE', 'PO Box 21050, Washington, D.C. 20009'),
      { url: 'https://ledgerly.example/' },
    );
    expect(evidence(poBox, 'contact-info', 'Postal address')).toBe('yes');
  });

  it("reads the phone in a footer <div> that the page's article wrapper holds, by its copyright line (Fortinet)", () => {
    const a = makeArtifacts(
      page(
        '',
        `<div class="article-page"><h1>Rivers</h1>${prose(6)}<div class="b6-footer"><div class="b6-footer__contact-info"><h4>Contact Us</h4><ul><li>(866) 868-3678</li></ul></div><p>Copyright © 2022 Daily Planet, Inc. All Rights Reserved</p></div></div>`,
      ),
      { url: URL_ },
    );
    expect(evidence(a, 'contact-info', 'Phone')).toBe('(866) 868-3678');
  });

  it('asks no publication date of a home page, and says why', () => {
    const r = auditAsPage(a, 'content-freshness');
    expect(detectPageType(a).type).toBe('home');
    expect(r.score).toBeNull();
    expect(r.fix).toBeNull();
    expect(r.evidence.find((e) => e.label === 'Why')?.value).toMatch(/kept current rather than dated/);
  });
});

describe('contact details written as in the UK, Ireland, the German-speaking countries, Australia and the US', () => {
  const site = (footer: string, url = 'https://www.example-trade.co.uk/services/boiler-repair/', nav = '') =>
    makeArtifacts(
      `<!doctype html><html lang="en"><head><title>Boiler repair</title></head><body><header><nav>${nav}</nav></header><main><h1>Boiler repair</h1>${prose(4, 'Boiler repair')}</main><footer>${footer}<p>© 2025 Example Ltd</p></footer></body></html>`,
      { url },
    );
  const contact = (footer: string, label: string) => evidence(site(footer), 'contact-info', label);

  it('reads a UK number with a 5-digit area code whole, not as a year and the rest (LocalGov Drupal, Wix)', () => {
    expect(contact('<p>Council offices, Market Place. Telephone 01969 555 200.</p>', 'Phone')).toBe('01969 555 200');
    expect(contact('<p>Tel: 01273 960 415</p>', 'Phone')).toBe('01273 960 415');
    // An unlabelled national number on its own line after the address (Australia: "Collingwood VIC 3066").
    const au =
      '<p class="footer-text">Claymore Studio<br/>Unit 3, 48 Smith Street<br/>Collingwood VIC 3066</p><p class="footer-text">0412 558 903</p>';
    expect(contact(au, 'Phone')).toBe('0412 558 903');
    expect(contact(au, 'Postal address')).toBe('yes');
  });

  it('reads a German footer: a two-word street, the postcode after it, the phone with its extension, not the fax', () => {
    const de =
      '<p>Tischlerei Brandt GmbH<br>Gütersloher Straße 112<br>33649 Bielefeld<br>Tel. 0521 98765-40<br>Fax 0521 98765-49</p>';
    expect(contact(de, 'Phone')).toBe('0521 98765-40');
    expect(contact(de, 'Postal address')).toBe('yes');
    expect(contact('<p>Atelier Vogel · Berliner Allee 3 · 40212 Düsseldorf</p>', 'Postal address')).toBe('yes');
    expect(contact('<p>Café Sacher · Mariahilfer Straße 12 · A-1070 Wien</p>', 'Postal address')).toBe('yes');
  });

  it("reads a US address whatever way the state is written: in full, as its code, across the footer's lines", () => {
    // D Magazine's footer: three <span>s, the state in full.
    const dmag =
      '<div class="footer__item"><span class="footer__item__sub">750 North St.Paul St.</span> <span class="footer__item__sub">Suite 2100</span> <span class="footer__item__sub">Dallas, Texas 75201</span></div>';
    expect(contact(dmag, 'Postal address')).toBe('yes');
    for (const line of [
      '1200 Main Street, Charleston, West Virginia 25301',
      '44 Elm Road, Springfield, IL 62701-1234',
      '9 Harbor Drive, Honolulu, Hawaii, 96813',
    ])
      expect(contact(`<p>Harbor Dental</p><p>${line}</p>`, 'Postal address')).toBe('yes');
    expect(contact('<p>Founded in Texas 1998; 75201 customers served.</p>', 'Postal address')).toBe('no');
  });

  it('reads a UK trading address that has a unit and no house number', () => {
    const unit = '<p>Aire Valley Plumbing Ltd<br>Unit 3, Abbey Mills, Abbey Road<br>Kirkstall, Leeds LS5 3HP</p>';
    expect(contact(unit, 'Postal address')).toBe('yes');
    expect(contact('<p>Riverside House, Southwark Bridge Road, London SE1 9HA</p>', 'Postal address')).toBe('yes');
  });

  it('reads no phone in registration numbers, ISBNs, dates, prices or bank details', () => {
    const ids =
      '<p>Registered in England and Wales, Company No. 0123 4567 89. VAT 123 4567 89. ISBN 0-19-852663-6.</p><p>Open 01.02.2024 10.00 to 12.00. Boilers from £1 250 000.</p><p>IBAN DE89 3704 0044 0532 0130 00</p>';
    expect(contact(ids, 'Phone')).toBe('none');
  });

  it('lists one number once, however many ways the page writes it', () => {
    expect(contact('<p>Call <a href="tel:01244318990">01244 318 990</a></p>', 'Phone')).toBe('01244318990');
  });

  it('counts the About page itself as the site’s About page, not a "#" link called "Contact Us"', () => {
    const nav =
      '<ul><li class="menu-item current-menu-item"><a href="https://www.harcourtbrennan.co.uk/about-us/" aria-current="page">About Us</a></li><li><a href="#">Contact Us</a></li></ul>';
    const about = site('<p>Harcourt Brennan LLP</p>', 'https://www.harcourtbrennan.co.uk/about-us/', nav);
    expect(audit(about, 'about-page').score).toBe(1);
    expect(evidence(about, 'about-page', 'About page')).toBe("This page is the site's About page");
    expect(evidence(about, 'about-page', 'Link text')).toBeUndefined();
    expect(evidence(about, 'contact-info', 'Contact page link')).toBe('none');
  });

  it("says plainly that the page is itself the site's About, Contact or Privacy page, never a label of another link", () => {
    const footer = (links: string) => `<ul>${links}</ul>`;
    const uk = 'https://www.harcourtbrennan.co.uk';
    // The About page's footer links the Impressum: the page is the About page, not a link to the legal notice.
    const about = site(footer(`<li><a href="${uk}/impressum/">Impressum</a></li>`), `${uk}/about-us/`);
    expect(evidence(about, 'about-page', 'About page')).toBe("This page is the site's About page");
    expect(evidence(about, 'about-page', 'About link')).toBeUndefined();
    const de = 'https://www.tischlerei-brandt.de';
    const impressum = site(footer(`<li><a href="${de}/datenschutz/">Datenschutz</a></li>`), `${de}/impressum/`);
    expect(evidence(impressum, 'about-page', 'About page')).toBe(
      "This page is the site's legal notice, which says who runs it",
    );
    const contact = site('', `${uk}/contact-us/`);
    expect(evidence(contact, 'contact-info', 'Contact page')).toBe("This page is the site's Contact page");
    expect(evidence(contact, 'contact-info', 'Contact page link')).toBeUndefined();
    const privacy = site(footer(`<li><a href="${uk}/contact/">Contact</a></li>`), `${uk}/privacy-policy/`);
    expect(evidence(privacy, 'privacy-policy', 'Privacy policy')).toBe("This page is the site's privacy policy");
    expect(evidence(privacy, 'privacy-policy', 'Link text')).toBeUndefined();
    // Its passing title says so too, not "Page links to an About page" (decision 085).
    expect(audit(about, 'about-page').title).toBe("This page is the site's About page");
    expect(audit(impressum, 'about-page').title).toBe("This page is the site's legal notice, which says who runs it");
    expect(audit(contact, 'contact-info').title).toBe("This page is the site's Contact page");
    expect(audit(privacy, 'privacy-policy').title).toBe("This page is the site's privacy policy");
    // A page that links them keeps the audits' own titles.
    expect(audit(site(footer(`<li><a href="${uk}/about-us/">About us</a></li>`)), 'about-page').title).toBe(
      'Page links to an About page',
    );
  });

  it('knows the privacy policy by every slug it goes by, in the languages read (decision 085)', () => {
    for (const url of [
      'https://www.harcourtbrennan.co.uk/privacy-notice/',
      'https://www.harcourtbrennan.co.uk/privacy-statement/',
      'https://www.harcourtbrennan.co.uk/privacy-centre/',
      'https://www.brightwell-tools.com/en-us/privacy_center',
      'https://www.tischlerei-brandt.de/datenschutzerklaerung/',
      'https://www.schreinerei-keller.ch/datenschutzerklärung',
      'https://www.tischlerei-gruber.at/datenschutzhinweise/',
      'https://www.menuiserie-durand.fr/politique-de-confidentialite/',
      'https://www.carpinteria-lopez.mx/aviso-de-privacidad/',
    ]) {
      const a = site('', url);
      expect(evidence(a, 'privacy-policy', 'Privacy policy'), url).toBe("This page is the site's privacy policy");
    }
    // An article about privacy is no policy.
    const story = site('', 'https://www.harcourtbrennan.co.uk/insights/privacy-notice-changes-2025/');
    expect(evidence(story, 'privacy-policy', 'Privacy policy')).toBeUndefined();
  });

  it("knows the site's page by its own heading, whatever its address (Daring Fireball's /colophon/)", () => {
    const headed = (h1: string, url = 'https://daringfireball.net/colophon/') =>
      makeArtifacts(
        `<!doctype html><html lang="en"><head><title>Daring Fireball: Colophon</title></head><body><main><h1>${h1}</h1><p>Daring Fireball is written and produced by John Gruber. The website is hosted by Joyent and set in Verdana.</p>${prose(3, h1)}</main></body></html>`,
        { url },
      );
    expect(audit(headed('About This Site'), 'about-page').title).toBe("This page is the site's About page");
    expect(audit(headed('Contact us', 'https://www.example-trade.co.uk/get-a-quote/'), 'contact-info').title).toBe(
      "This page is the site's Contact page",
    );
    expect(audit(headed('Impressum', 'https://www.tischlerei-brandt.de/rechtliches/'), 'about-page').title).toBe(
      "This page is the site's legal notice, which says who runs it",
    );
    expect(
      evidence(headed('Privacy Policy', 'https://www.example-trade.co.uk/legal/'), 'privacy-policy', 'Privacy policy'),
    ).toBe("This page is the site's privacy policy");
    // A heading on a topic is no such page: a tag page "Privacy", a story "About Studies", "Contact lenses", a long title.
    const blog = 'https://www.example-trade.co.uk/blog/';
    expect(evidence(headed('Privacy', blog), 'privacy-policy', 'Privacy policy')).toBeUndefined();
    expect(audit(headed('About Studies', blog), 'about-page').title).not.toMatch(/This page is/);
    expect(audit(headed('Contact lenses', blog), 'contact-info').title).not.toMatch(/This page is/);
    expect(audit(headed('Why nobody reads a privacy policy', blog), 'privacy-policy').title).not.toMatch(
      /This page is/,
    );
  });
});

describe('an author the page names is never reported as "no author named"', () => {
  it('names the author and what is missing: the Person markup', () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Rivers</h1><p>By <a href="/author/6956/">Keith Noonan</a></p>${prose(6)}</article></main>`,
      ),
      { url: URL_ },
    );
    const r = audit(a, 'author-info');
    expect(r.score).toBeLessThan(1);
    expect(r.failureTitle).toBe('Author Keith Noonan is named but not marked up as a Person');
    const none = audit(
      makeArtifacts(page('', `<main><article><h1>Rivers</h1>${prose(6)}</article></main>`), { url: URL_ }),
      'author-info',
    );
    expect(none.failureTitle).toBe('No author named and marked up as a Person');
  });
});

describe('a shop page that says it has no reviews yet is told to ask for them, not that it shows none', () => {
  /** WooCommerce's reviews tab and Shopware's, as they write an unreviewed product. */
  const product = (url: string, name: string, price: string, button: string, reviews: string) =>
    makeArtifacts(
      `<!doctype html><html lang="en"><head><title>${name} – Shop</title></head><body><main><h1>${name}</h1><p class="price">${price}</p><button>${button}</button><p>${'Hand-stitched from English bridle leather in our workshop. '.repeat(8)}</p>${reviews}</main></body></html>`,
      { url },
    );
  it('quotes what the page says, and asks for no rating markup before there are reviews', () => {
    const woo = product(
      'https://leather.example/product/bifold-wallet-tan/',
      'The Bifold Wallet – Tan',
      '£85.00',
      'Add to basket',
      '<ul class="tabs"><li><a href="#tab-reviews">Reviews (0)</a></li></ul><div id="reviews"><p class="woocommerce-noreviews">There are no reviews yet.</p><p>Be the first to review “The Bifold Wallet – Tan”</p></div>',
    );
    const fix = auditAsPage(woo, 'social-proof').fix!;
    expect(fix.title).toBe(
      'Ask customers to review "The Bifold Wallet – Tan" (the page says "There are no reviews yet")',
    );
    expect(fix.description).not.toContain('shows no review');
    expect(fix.stepByStep.join(' ')).toContain('only once reviews show on the page');
    const de = product(
      'https://www.messerwerk.example/Santoku-18-cm/MW-1042',
      'Santoku 18 cm Olivenholz',
      '129,00 €',
      'In den Warenkorb',
      '<div class="product-detail-review"><p>Noch keine Bewertungen vorhanden.</p></div>',
    );
    expect(auditAsPage(de, 'social-proof').fix!.title).toContain('(the page says "Noch keine Bewertungen")');
  });
});

describe("hreflang: the page's own entry at an address other than its canonical one", () => {
  // Reuters lists its English version under the article's long address; the page's canonical is the short one.
  const canonical = 'https://www.reuters.com/article/us-usa-fed-idUSKBN1430G4';
  const long = 'https://www.reuters.com/article/us-usa-fed/fed-lifts-rates-sees-faster-pace-of-hikes-idUSKBN1430G4';
  const reuters = (enHref: string) =>
    makeArtifacts(
      page(
        `<link rel="alternate" href="${enHref}" hreflang="en-US"><link rel="alternate" href="https://jp.reuters.com/article/us-usa-fed/fed-lifts-rates-idUSKBN1430G4" hreflang="ja-JP"><link rel="canonical" href="${canonical}">`,
        `<main><h1>Fed lifts rates</h1>${'<p>The Federal Reserve raised interest rates on Wednesday.</p>'.repeat(8)}</main>`,
      ),
      { url: canonical },
    );
  it('is named as such, and the fix corrects its address instead of adding a second English entry', () => {
    const r = audit(reuters(long), 'hreflang');
    expect(String(r.evidence.find((e) => e.label === 'Self-reference')?.value)).toBe(
      `at another address: hreflang="en-US" ${long}`,
    );
    const steps = r.fix?.stepByStep.join('\n') ?? '';
    expect(steps).toContain(`hreflang="en-US" points to ${long}, not to ${canonical}`);
    expect(steps).not.toMatch(/Add the page's own entry/);
  });
  it('an entry giving the canonical address is the self-reference, wherever the page was read', () => {
    const read = makeArtifacts(
      page(
        `<link rel="alternate" href="${canonical}" hreflang="en-US"><link rel="canonical" href="${canonical}">`,
        '<main><h1>Fed lifts rates</h1><p>The Federal Reserve raised interest rates on Wednesday.</p></main>',
      ),
      { url: `${canonical}?utm_source=feed` },
    );
    expect(evidence(read, 'hreflang', 'Self-reference')).toBe('yes');
  });
});

describe("an ad network's marks and click-throughs in the content are the ad's, not the page's", () => {
  it("TripleLift's AdChoices image asks for no alt text, and its click-through cites nothing", () => {
    const a = makeArtifacts(
      page(
        '',
        `<main><article><h1>Rivers</h1>${'<p>The river rose two metres overnight and the town prepared its defences.</p>'.repeat(8)}` +
          '<p>Read more: <a href="https://eb2.3lift.com/pass?tl_clickthrough=true&redir=https%3A%2F%2Fad.doubleclick.net%2Fclk">A new kettle</a></p>' +
          '<img src="https://ib.3lift.com/static/buttons/edaa/OBA_TRANS.png"></article></main>',
      ),
      { url: URL_ },
    );
    expect([1, null]).toContain(audit(a, 'image-alt-text').score);
    expect(String(evidence(a, 'outbound-citations', 'External links in content'))).toBe('0');
  });
});

describe('hreflang that names only the page itself declares no other version', () => {
  it("Dropbox's tech blog lists its own en-us address alone: nothing to choose between, no x-default asked", () => {
    const url = 'https://dropbox.tech/infrastructure/asynchronous-task-scheduling-at-dropbox';
    const own = makeArtifacts(
      page(`<link rel="alternate" hreflang="en-us" href="${url}">`, `<main><h1>Dropbox ATF</h1>${prose(6)}</main>`),
      { url },
    );
    expect(audit(own, 'hreflang').score).toBeNull();
    expect(audit(own, 'hreflang').fix ?? null).toBeNull();
    // A second version is a set: its fallback is asked for.
    const two = makeArtifacts(
      page(
        `<link rel="alternate" hreflang="en-us" href="${url}"><link rel="alternate" hreflang="de" href="${url}?lang=de">`,
        `<main><h1>Dropbox ATF</h1>${prose(6)}</main>`,
      ),
      { url },
    );
    expect(audit(two, 'hreflang').fix?.title).toContain('no x-default');
  });
});
