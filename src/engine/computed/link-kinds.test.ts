import { describe, expect, it } from 'vitest';
import { isShareIntent, nonCitationKind, sameSite, siteKey, socialProfileOf } from './link-kinds';
import { privacyPolicyElsewhere, sitePageKind, sitePagesElsewhere } from './site-pages';
import { hostName } from './site-names';

const PAGE = 'https://news.example.co.uk/2024/05/story';
const enc = encodeURIComponent(PAGE);

describe('sites', () => {
  it('reads the registrable part of a host', () => {
    expect(siteKey('www.bbc.co.uk')).toBe('bbc.co.uk');
    expect(siteKey('hacks.mozilla.org')).toBe('mozilla.org');
    expect(siteKey('someone.blogspot.com')).toBe('someone.blogspot.com');
    expect(siteKey('abcnews.go.com')).toBe('abcnews.go.com');
    // An archive of whole sites: each past administration's is its own, its subdomains (petitions.) with it.
    expect(siteKey('obamawhitehouse.archives.gov')).toBe('obamawhitehouse.archives.gov');
    expect(siteKey('petitions.obamawhitehouse.archives.gov')).toBe('obamawhitehouse.archives.gov');
    expect(siteKey('www.archives.gov')).toBe('archives.gov');
    expect(sameSite('https://www.archives.gov/privacy', 'https://obamawhitehouse.archives.gov/blog')).toBe(false);
    expect(siteKey('stevenhgm.pixnet.net')).toBe('stevenhgm.pixnet.net');
    // Another member's blog is another site; the platform's tag listing of this blog's posts is the blog's.
    const blog = 'http://stevenhgm.pixnet.net/blog/post/166503105';
    expect(sameSite('http://blue28082.pixnet.net/blog/post/148849384', blog)).toBe(false);
    expect(sameSite('http://tags.pixnet.net/blog/user/stevenhgm/%E7%8E%89%E5%B3%B0%E9%81%93%E8%B7%AF', blog)).toBe(
      true,
    );
    expect(sameSite('https://medium.com/@someone', 'https://someone.medium.com/a-post-1a2b')).toBe(true);
    // One company's www. and news. are one site.
    expect(sameSite('https://news.nationalgeographic.com/x', 'https://www.nationalgeographic.com/')).toBe(true);
    expect(hostName('https://obamawhitehouse.archives.gov/blog/2017/01/17/x')).toBe('obamawhitehouse');
    expect(hostName('https://sect.iij.ad.jp/d/2012/01/x.html')).toBe('iij');
    expect(hostName('https://news.bbc.co.uk/1/hi/x.stm')).toBe('bbc');
    expect(sameSite('https://about.example.co.uk/x', PAGE)).toBe(true);
    expect(sameSite('https://other.co.uk/x', PAGE)).toBe(false);
  });
});

describe('share intents, by the shape of the address', () => {
  it('recognises share endpoints and links that carry the page, on any host', () => {
    for (const h of [
      `https://www.facebook.com/sharer/sharer.php?u=${enc}`,
      `https://twitter.com/intent/tweet?url=${enc}`,
      'https://twitter.com/share',
      `https://www.linkedin.com/shareArticle?mini=true&url=${enc}`,
      `https://www.reddit.com/submit?url=${enc}`,
      `https://wa.me/?text=${enc}`,
      `https://never-heard-of.example/compose?link=${enc}`,
      `https://getpocket.com/save?url=${enc}`,
      'mailto:?subject=Look&body=' + enc,
    ])
      expect([h, isShareIntent(h, PAGE)]).toEqual([h, true]);
  });
  it('leaves ordinary links alone', () => {
    for (const h of [
      'https://www.who.int/news/item/2024-report',
      'https://blog.example.org/post/123',
      'https://twitter.com/newsexample',
      'mailto:desk@news.example.co.uk',
    ])
      expect([h, isShareIntent(h, PAGE)]).toEqual([h, false]);
  });
});

describe('social profiles', () => {
  it('one account on a social network', () => {
    expect(socialProfileOf('https://twitter.com/newsexample', PAGE)?.handle).toBe('newsexample');
    expect(socialProfileOf('https://www.linkedin.com/company/news-example/', PAGE)?.handle).toBe('news-example');
    expect(socialProfileOf('https://www.youtube.com/@newsexample', PAGE)?.handle).toBe('newsexample');
    expect(socialProfileOf('https://www.tiktok.com/@newsexample?lang=en', PAGE)?.handle).toBe('newsexample');
  });
  it("a Facebook page by the address it had before usernames, and one named after the site's host", () => {
    // SB Nation's article:publisher; ma.ttias.be's, whose page name is its site's host (no share form: no address).
    expect(socialProfileOf('http://www.facebook.com/pages/SB-Nation/39606211535', PAGE)?.handle).toBe('SB-Nation');
    expect(socialProfileOf('https://www.facebook.com/pages/SB-Nation', PAGE)).toBeNull();
    const blog = 'https://ma.ttias.be/varnish-explained/';
    expect(isShareIntent('https://www.facebook.com/www.ma.ttias.be/', blog)).toBe(false);
    expect(socialProfileOf('https://www.facebook.com/www.ma.ttias.be/', blog)?.handle).toBe('www.ma.ttias.be');
    expect(isShareIntent('https://line.me/R/msg/text/ma.ttias.be/varnish-explained/', blog)).toBe(true);
  });
  it("a business's listing on Houzz or Yelp", () => {
    expect(socialProfileOf('https://www.houzz.de/pro/tischlerei-brandt', PAGE)?.handle).toBe('tischlerei-brandt');
    expect(socialProfileOf('https://www.yelp.com/biz/lupa-osteria-providence', PAGE)?.handle).toBe(
      'lupa-osteria-providence',
    );
    expect(socialProfileOf('https://www.houzz.de/fotos/kuechen', PAGE)).toBeNull();
  });
  it('never a post, a feature page or an intent', () => {
    for (const h of [
      'https://twitter.com/newsexample/status/123',
      'https://www.facebook.com/sharer.php?u=x',
      'https://twitter.com/intent/user?screen_name=x',
      'https://www.youtube.com/watch?v=abc',
      'https://www.instagram.com/p/abc/',
      'https://twitter.com/search?q=x',
    ])
      expect([h, socialProfileOf(h, PAGE)]).toEqual([h, null]);
  });
});

describe('links that are not citations', () => {
  it('ads, app installs, surveys, affiliate and account links', () => {
    expect(nonCitationKind('https://www.googleadservices.com/pagead/aclk?sa=L', '', 'Boats')).toBe('ad');
    expect(nonCitationKind('https://ad.doubleclick.net/ddm/clk/1', '', 'x')).toBe('ad');
    expect(nonCitationKind('https://apps.apple.com/app/news/id1', '', 'Get the app')).toBe('app-install');
    expect(nonCitationKind('https://play.google.com/store/apps/details?id=x', '', 'Android')).toBe('app-install');
    expect(nonCitationKind('https://www.surveymonkey.com/r/abc', '', 'Survey')).toBe('survey');
    expect(nonCitationKind('https://docs.google.com/forms/d/e/x/viewform', '', 'Form')).toBe('survey');
    expect(nonCitationKind('https://www.amazon.com/dp/B01?tag=aff-20', '', 'Buy')).toBe('affiliate');
    expect(
      nonCitationKind(
        'https://www.amazon.com/Amazon-Fire-7-Inch-Tablet-8GB/dp/B00TSUGXKE%3Fpsc%3D1%26SubscriptionId%3DAKIAJJVWLSGTBRWVGPNA%26tag%3Dmentalfloss0a-20%26linkCode%3Dxm2',
        '',
        'Fire Tablet',
      ),
    ).toBe('affiliate');
    expect(nonCitationKind('https://www.amazon.com/dp/B01/ref=tagged', '', 'Amazon')).toBeNull();
    expect(nonCitationKind('https://example.org/study', 'sponsored', 'Study')).toBe('ad');
    // A browser's download page behind an old-browser notice, and a platform's legal pages (Reddit's sidebar).
    expect(nonCitationKind('https://www.google.com/chrome/', '', 'update your browser')).toBe('app-install');
    expect(nonCitationKind('https://www.redditinc.com/policies/user-agreement', '', 'User Agreement')).toBe('legal');
    expect(nonCitationKind('https://blog.google/products/chrome/new-tab/', '', 'a new Chrome feature')).toBeNull();
    expect(nonCitationKind('https://policies.google.com/privacy', '', "Google's privacy policy")).toBeNull();
    expect(nonCitationKind('https://www.who.int/publications/report', '', 'WHO report')).toBeNull();
    // A newsletter's sign-up promo (CNN's "Nightcap … | Sign up"); a user's post's own source (Medium marks it ugc).
    expect(
      nonCitationKind('http://us11.campaign-archive2.com/?u=1&id=2', '', 'Nightcap: Recount begins | Sign up'),
    ).toBe('account');
    expect(nonCitationKind('https://example.org/story', '', 'The recount begins | Sign up')).toBe('account');
    expect(nonCitationKind('https://developer.android.com/guide', 'ugc nofollow', 'Android guide')).toBeNull();
  });
});

describe('About, Contact and Privacy pages', () => {
  const is = (href: string, text: string, kind: 'about' | 'contact' | 'privacy', region = 'chrome') =>
    sitePageKind({ href, text, region }, PAGE, kind, ['news', 'newsexample']);
  it('by label and same-site target', () => {
    expect(is('https://news.example.co.uk/about-us', 'About us', 'about')).toBe(true);
    expect(is('https://news.example.co.uk/company', 'Qui sommes-nous ?', 'about')).toBe(true);
    expect(is('https://news.example.co.uk/x', 'About News Example', 'about')).toBe(true);
    expect(is('https://news.example.co.uk/ct2/about-site', 'About Site', 'about')).toBe(true);
    expect(is('https://news.example.co.uk/about', '', 'about')).toBe(true);
    expect(is('https://news.example.co.uk/help/contact-us', 'Contact us', 'contact')).toBe(true);
    expect(is('https://news.example.co.uk/impressum', 'Impressum', 'contact')).toBe(true);
    expect(is('https://news.example.co.uk/privacy', 'Privacy', 'privacy')).toBe(true);
    expect(is('https://legal.example.co.uk/p', 'Privacy Policy', 'privacy')).toBe(true);
    // A news site's masthead says who runs it and who writes for it.
    expect(is('https://news.example.co.uk/masthead/', 'Masthead', 'about')).toBe(true);
    // Any short label leading to the page's exact slug (Deadline's "Give us feedback", The New Republic's "Jobs").
    expect(is('https://news.example.co.uk/contact-us/', 'Give us feedback', 'contact')).toBe(true);
    expect(is('https://news.example.co.uk/pages/about#jobs', 'Jobs', 'about')).toBe(true);
    // A combined label (MacRumors' footer), and a policy filed under an archive's folder (phpspot).
    expect(
      is(
        'https://news.example.co.uk/privacydmca.html',
        'Privacy / DMCA contact / Affiliate and FTC Disclosure',
        'privacy',
      ),
    ).toBe(true);
    expect(
      is('https://news.example.co.uk/archives/2009/01/privacy_policy.html', 'プライバシーポリシー', 'privacy'),
    ).toBe(true);
    // A bare "Privacy" outside any <footer> (Medium's bottom bar) leading to a policy's address.
    expect(is('https://policy.example.co.uk/news-privacy-policy-f03bf', 'Privacy', 'privacy', 'main')).toBe(true);
  });
  it('never by a word inside an unrelated address or text', () => {
    expect(is('https://news.example.co.uk/2016/01/all-about-the-flood', 'All about the flood', 'about')).toBe(false);
    expect(is('https://news.example.co.uk/about/editors/jane', '', 'about')).toBe(false);
    expect(is('https://news.example.co.uk/studies', 'About Studies', 'about')).toBe(false);
    expect(is('https://other.example.com/about', 'About', 'about')).toBe(false);
    expect(
      is(
        'https://news.example.co.uk/contact-tracing-apps',
        'Contact tracing apps are coming whether we like it or not',
        'contact',
      ),
    ).toBe(false);
    expect(is('https://news.example.co.uk/contact#donotsell', 'Do Not Sell My Personal Info', 'contact')).toBe(false);
    expect(is('https://news.example.co.uk/topic/privacy/', 'Privacy', 'privacy')).toBe(false);
    expect(is('https://news.example.co.uk/2024/privacy-row', 'privacy', 'privacy', 'main')).toBe(false);
    expect(is('https://news.example.co.uk/newsletter', 'We respect your privacy', 'privacy')).toBe(false);
    // A personal site's newsletter box, "I respect your privacy", leading to its About page (decision 150): a link
    // to the About page, no privacy policy and no Contact page.
    expect(is('https://news.example.co.uk/about/', 'respect your privacy', 'about')).toBe(true);
    expect(is('https://news.example.co.uk/about/', 'respect your privacy', 'privacy')).toBe(false);
    expect(is('https://news.example.co.uk/contact/', 'respect your privacy', 'contact')).toBe(false);
    expect(is(PAGE + '#privacy', 'Privacy', 'privacy')).toBe(false);
    // A news topic written without spaces ("personal-data leaks") is no policy; the policy's own labels are.
    expect(is('https://news.example.co.uk/special/1607/recent/', '個人情報漏えい', 'privacy')).toBe(false);
    expect(is('https://news.example.co.uk/news/leaks', '個人情報漏えい', 'privacy')).toBe(false);
    expect(is('https://news.example.co.uk/policy', '個人情報保護方針', 'privacy')).toBe(true);
    expect(is('https://news.example.co.uk/p', 'プライバシー', 'privacy')).toBe(true);
  });
  it('a combined label names each page it joins (LADbible\'s "About Us & Contact"), not a topic beside "About"', () => {
    expect(is('https://news.example.co.uk/about-and-contact', 'About Us & Contact', 'about')).toBe(true);
    expect(is('https://news.example.co.uk/about-and-contact', 'About Us & Contact', 'contact')).toBe(true);
    expect(is('https://news.example.co.uk/chi-siamo', 'Chi siamo e contatti', 'about')).toBe(true);
    expect(is('https://news.example.co.uk/town', 'About and Around Town', 'about')).toBe(false);
  });
});

describe("About and Contact pages on another of the owner's domains", () => {
  const PUB = 'https://observer.com/2019/05/a-story/';
  const footer = (...links: [string, string][]) => links.map(([href, text]) => ({ href, text, region: 'chrome' }));
  // The addresses of the links found.
  const found = (links: { href: string; text: string; region: string }[], brands = ['observer']) => {
    const { about, contact } = sitePagesElsewhere(links, [PUB], brands);
    return { about: about?.href ?? null, contact: contact?.href ?? null };
  };
  it("as the site's own header or footer links them", () => {
    // The owner's domain carries the site's name, in its host or its path.
    expect(found(footer(['https://observermedia.com/contact/', 'Contact']))).toEqual({
      about: null,
      contact: 'https://observermedia.com/contact/',
    });
    expect(found(footer(['https://observermedia.com/about', 'About Observer'])).about).toBe(
      'https://observermedia.com/about',
    );
    expect(found(footer(['https://www.bdg.com/bustle', 'About']), ['bustle']).about).toBe('https://www.bdg.com/bustle');
    // Or the site links two of its owner's pages there.
    const pageSix = footer(
      ['https://nypost.com/contact/', 'Contact Us'],
      ['https://nypost.com/mediakit/', 'Advertise'],
    );
    expect(found(pageSix, ['pagesix']).contact).toBe('https://nypost.com/contact/');
    // In Japanese and Chinese: CNET Japan's operator beside its policies, QQ's owner.
    const cnet = footer(
      ['https://aiasahi.jp/privacy/', '個人情報保護方針'],
      ['https://aiasahi.jp/term/', '利用規約'],
      ['https://aiasahi.jp/', '運営会社'],
    );
    expect(found(cnet, ['cnet']).about).toBe('https://aiasahi.jp/');
    expect(
      found(footer(['https://www.tencent.com/', '关于腾讯'], ['https://www.tencent.com/privacy', '隐私政策']), ['qq'])
        .about,
    ).toBe('https://www.tencent.com/');
    // A help desk under the site's account.
    expect(found(footer(['https://nbcnews.zendesk.com/hc/requests/new', 'Contact']), ['msnbc']).contact).toBe(
      'https://nbcnews.zendesk.com/hc/requests/new',
    );
  });
  it("on the publisher group's site the footer names, in the main European languages (Aktuálně, MSNBC)", () => {
    const cz = 'https://zpravy.aktualne.cz/domaci/koalice/r~1/';
    const economia = footer(
      ['https://www.economia.cz/', 'Economia, a.s.'],
      ['https://www.economia.cz/o-nas/', 'O nás'],
      ['https://www.economia.cz/ochrana-osobnich-udaju/', 'Ochrana osobních údajů'],
    );
    expect(sitePagesElsewhere(economia, [cz], ['aktualne']).about?.href).toBe('https://www.economia.cz/o-nas/');
    expect(privacyPolicyElsewhere(economia[2], cz)).toBe(true);
    // In a sidebar, on a host that bears the site's own name (Reddit's policy on redditinc.com); not another's.
    const sidebar = (href: string) => ({ href, text: 'Privacy policy', region: 'other' });
    const post = 'https://www.reddit.com/r/science/comments/abc/rivers/';
    expect(privacyPolicyElsewhere(sidebar('https://www.redditinc.com/policies/privacy-policy'), post)).toBe(true);
    expect(privacyPolicyElsewhere(sidebar('https://www.adnetwork.example/privacy-policy'), post)).toBe(false);
    // A host that merely holds the name is another company's (time.com beside nytimes.com, timeout.com).
    const story = 'https://time.com/6000000/rivers/';
    expect(privacyPolicyElsewhere(sidebar('https://www.nytimes.com/privacy/privacy-policy'), story)).toBe(false);
    expect(privacyPolicyElsewhere(sidebar('https://www.timeout.com/privacy-notice'), story)).toBe(false);
    // Named by the group's logo alone ("NBC News" in its alt), or by two of its pages ("O nás", "Inzerce").
    const msnbc = footer(
      ['https://www.nbcnews.com/', 'NBC News Logo'],
      ['https://www.nbcnews.com/pages/about', 'About'],
    );
    expect(found(msnbc, ['msnbc']).about).toBe('https://www.nbcnews.com/pages/about');
    const twoPages = footer(
      ['https://www.economia.cz/o-nas/', 'O nás'],
      ['https://www.economia.cz/ceniky-inzerce/', 'Inzerce'],
    );
    expect(sitePagesElsewhere(twoPages, [cz], ['aktualne']).about?.href).toBe('https://www.economia.cz/o-nas/');
  });
  it("not on a site the footer names only as a partner's, with its About elsewhere, or on a platform it names", () => {
    const none = { about: null, contact: null };
    expect(
      found(footer(['https://www.nbcnews.com/', 'NBC News'], ['https://other-site.example/about', 'About'])),
    ).toEqual(none);
    expect(
      found(footer(['https://wordpress.com/', 'Powered by WordPress.com'], ['https://wordpress.com/about/', 'About'])),
    ).toEqual(none);
    // A page on the named site is no naming: only its home page stands for the organisation.
    expect(
      found(footer(['https://partner.example/news/1', 'Partner news'], ['https://partner.example/about', 'About'])),
    ).toEqual(none);
  });
  it('never from the page body, a platform or a service, a lone link to an unrelated site, nor "About <topic>"', () => {
    const none = { about: null, contact: null };
    expect(found([{ href: 'https://observermedia.com/contact/', text: 'Contact', region: 'main' }])).toEqual(none);
    expect(found([{ href: 'https://observermedia.com/contact/', text: 'Contact', region: 'body' }])).toEqual(none);
    expect(found(footer(['https://medium.com/about', 'About']), ['medium', 'observer'])).toEqual(none);
    expect(found(footer(['https://www.facebook.com/observer/contact', 'Contact']))).toEqual(none);
    expect(found(footer(['https://other-site.example/about', 'About']))).toEqual(none);
    expect(found(footer(['https://bit.ly/Observer_contact', 'Contact']))).toEqual(none);
    expect(found(footer(['https://www.nielsen.com/observer', 'About Nielsen Measurement']))).toEqual(none);
    expect(found(footer(['https://adinfo.aol.com/observer/about-our-ads/', 'About Our Ads']))).toEqual(none);
    expect(found(footer(['https://observermedia.com/tracing', 'Contact tracing']))).toEqual(none);
    // A copy's links to the site its canonical names are sitePageKind's, as are the site's own.
    expect(
      sitePagesElsewhere(
        footer(['https://observer.com/2019/05/a-story/#contact', 'Contact']),
        ['http://127.0.0.1:8080/copy.html', PUB],
        ['observer'],
      ),
    ).toEqual(none);
    expect(found(footer(['https://observer.com/contact/', 'Contact']))).toEqual(none);
  });
});
