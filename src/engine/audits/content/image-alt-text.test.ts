import { describe, expect, it } from 'vitest';
import { makeArtifacts } from '../../testing/artifacts';
import type { Fix } from '../../types';
import imageAltText from './image-alt-text';
import { brokenImageSrc } from '../../computed/image-src';
import { isPagePicture } from '../../computed/page-picture';

const URL_ = 'https://science.example/news/hyenas';
const run = (imgs: string) =>
  imageAltText.run(
    makeArtifacts(
      `<!doctype html><html lang="en"><head><title>Hyenas</title></head><body><main><h1>Hyenas</h1><p>Mob mentality is a boon to hungry hyenas, a video shows.</p>${imgs}</main></body></html>`,
      { url: URL_ },
    ),
  );
const text = (f: Fix | undefined) => (f ? [f.title, f.description, ...f.stepByStep].join('\n') : '');
const evidence = (out: ReturnType<typeof run>, label: string) => out.evidence.find((e) => e.label === label)?.value;

// WordPress wrote the srcset list into src (sciencefly.com in the corpus); the srcset attribute beside it is sound.
const LISTED =
  '<img width="360" height="240" src="http://science.example/up/hyenas-360x240.jpg 360w, http://science.example/up/hyenas-300x200.jpg 300w" srcset="http://science.example/up/hyenas-360x240.jpg 360w" alt="hyenas-360x240.jpg">';

describe('an <img src> that holds no usable address (decision 047)', () => {
  it('reads a srcset list in src as broken, and its first address as the one to write', () => {
    expect(brokenImageSrc('a.jpg 300w, b.jpg 600w', URL_)).toEqual({
      problem: expect.stringContaining('srcset list'),
      instead: 'https://science.example/news/a.jpg',
    });
    expect(brokenImageSrc('/img/hero@2x.jpg 2x', URL_)?.instead).toBe('https://science.example/img/hero@2x.jpg');
  });
  it('leaves sound addresses alone: commas, "w" in a file name, spaces a browser encodes, data: and empty src', () => {
    for (const src of [
      '/img/a,b.jpg',
      '/img/300w.jpg',
      'photo 2020.jpg',
      'https://cdn.example/i.jpg?w=300,h=200',
      'data:image/gif;base64,R0lGOD',
      '',
    ])
      expect(brokenImageSrc(src, URL_)).toBeNull();
  });
  it('names the broken address in the evidence and the fix, with the address to write instead', () => {
    const out = run(LISTED);
    expect(String(evidence(out, 'Broken image addresses'))).toContain(
      'a broken image address: its src holds a srcset list',
    );
    expect(String(evidence(out, 'Broken image addresses'))).toContain(
      'write src="http://science.example/up/hyenas-360x240.jpg"',
    );
    const fix = text(out.fix);
    expect(fix).toContain(
      '<img src="http://science.example/up/hyenas-360x240.jpg 360w, http://science.example/up/hyenas-300x200.jpg 300w">, a broken image address',
    );
    expect(fix).toContain('write one address in src (<img src="http://science.example/up/hyenas-360x240.jpg">');
    expect(fix).not.toContain('%20');
  });
  it('calls no other image broken', () => {
    const out = run('<img src="/up/hyenas.jpg"><img src="/up/hyena pack.jpg" alt="">');
    expect(evidence(out, 'Broken image addresses')).toBeUndefined();
    expect(text(out.fix)).not.toContain('broken');
    expect(text(out.fix)).toContain('https://science.example/up/hyenas.jpg');
  });
  it("never proposes a srcset list as the page's picture (og:image, a draft's image)", () => {
    const img = { alt: null, decorative: false, region: 'main' as const };
    expect(isPagePicture({ ...img, src: 'https://x.example/a.jpg 300w, https://x.example/b.jpg 600w' })).toBe(false);
    expect(isPagePicture({ ...img, src: 'https://x.example/a.jpg' })).toBe(true);
    // A photo a click shows larger is a picture; a button a click acts with is not (decision 129).
    expect(isPagePicture({ ...img, src: 'https://x.example/a.jpg', alt: 'Click to enlarge' })).toBe(true);
    expect(isPagePicture({ ...img, src: 'https://x.example/b.jpg', alt: 'click to hide section' })).toBe(false);
    // A "working" spinner (clinicaltrials.gov) is no picture either (decision 131).
    expect(isPagePicture({ ...img, src: 'https://x.example/ct2/html/images/working.gif' })).toBe(false);
    // A resized copy named by its size where the markup declares none: a sidebar's 110×70 thumbnail is not the
    // page's picture, a 1200×630 copy is (decision 143).
    expect(isPagePicture({ ...img, src: 'https://img.example/thumbs/110x70_flu_update.jpg' })).toBe(false);
    expect(isPagePicture({ ...img, src: 'https://x.example/uploads/harbour-150x150.jpg' })).toBe(false);
    expect(isPagePicture({ ...img, src: 'https://x.example/uploads/harbour-1200x630.jpg' })).toBe(true);
  });
  it("never proposes an icon, a banner or a link's icon as the page's picture: one declared under Google's 50K pixels or as a strip, or whose alt names a click (decision 129)", () => {
    const a = makeArtifacts(
      `<!doctype html><html lang="en"><head><title>Hermitian matrix</title></head><body><main><h1>Hermitian matrix</h1>
      <p><img alt="[icon]" src="/up/44px-Wiki_letter_w_cropped.png" width="44" height="31"> This section needs expansion.</p>
      <p>A Hermitian matrix is a complex square matrix that is equal to its own conjugate transpose.</p>
      <img alt="Linear algebra" src="/up/banner-linear-algebra.png" width="958" height="76">
      <a href="https://maths.example/"><img alt="Opens in a new window" src="/up/newwin.gif"></a>
      <img alt="The matrix drawn as a grid" src="/up/matrix.png" width="640" height="360"></main></body></html>`,
      { url: URL_ },
    );
    expect(a.raw.images.map((i) => i.size)).toEqual([
      { width: 44, height: 31 },
      { width: 958, height: 76 },
      undefined,
      { width: 640, height: 360 },
    ]);
    expect(a.raw.images.filter(isPagePicture).map((i) => i.src)).toEqual(['/up/matrix.png']);
  });
});

describe("an ad's creative is no content image", () => {
  it('by its ads folder or its ad server, whatever region it sits in', () => {
    const out = run(
      '<img src="/img/hyena-pack.jpg"><img src="https://aiasahi.example/ads/2022/80x60/promo.jpg"><img src="https://tpc.googlesyndication.com/simgad/123">',
    );
    expect(evidence(out, 'Images')).toBe('1');
    expect(text(out.fix)).not.toContain('promo.jpg');
    expect(text(out.fix)).toContain('hyena-pack.jpg');
  });
});

describe("the page's own picture is not decoration, whatever its alt", () => {
  /** Elementor's image widget writes alt="" when none is set; the joinery shares the same photo as its og:image. */
  const joinery = (og: string, body: string) =>
    imageAltText.run(
      makeArtifacts(
        `<!doctype html><html lang="de"><head><title>Einbauschränke nach Maß</title>${og}</head><body><main><h1>Einbauschränke nach Maß</h1><p>Wir planen und bauen Einbauschränke, die genau in Ihren Raum passen.</p>${body}</main></body></html>`,
        { url: 'https://www.tischlerei.example/leistungen/einbauschraenke/' },
      ),
    );
  const wardrobe =
    '<div class="elementor-widget-image"><div class="elementor-widget-container"><img width="800" height="600" src="https://www.tischlerei.example/wp-content/uploads/2023/04/einbauschrank-dachschraege-eiche-800x600.jpg" class="attachment-large size-large wp-image-231" alt=""></div></div>';
  const ogImage =
    '<meta property="og:image" content="https://www.tischlerei.example/wp-content/uploads/2023/04/einbauschrank-dachschraege-eiche.jpg">';

  it('the photo the page shares as its og:image (another size of the same file) is asked for alt text', () => {
    const out = joinery(ogImage, wardrobe);
    expect(evidence(out, 'Images')).toBe('1');
    expect(out.score).toBe(0);
  });
  it("the one photo of a page's content is asked for it without an og:image (a person's portrait, a product)", () => {
    const portrait = '<img src="/team/claire-ashworth.jpg" width="400" height="400" alt="">';
    expect(joinery('', portrait).score).toBe(0);
  });
  it("stays decoration when it is one of several pictures, a section's backdrop, an icon or captioned", () => {
    const two = wardrobe.replace('alt=""', 'alt="Eichenschrank unter der Dachschräge"');
    expect(joinery('', `${two}<img src="/flur.jpg" width="800" alt="">`).score).toBe(1);
    // Wix draws a section's background image behind the H1, with alt="": its og:image, yet a backdrop.
    const wix =
      '<div id="bgLayers_comp-lk3b9x01" data-hook="bgLayers"><div id="bgMedia_comp-lk3b9x01"><img src="https://static.example/media/3f8b1a_b2d9e1c4~mv2.jpg/v1/fill/w_980,h_653/3f8b1a_b2d9e1c4~mv2.jpg" width="980" alt=""></div></div>';
    const wixOg = '<meta property="og:image" content="https://static.example/media/3f8b1a_b2d9e1c4~mv2.jpg">';
    expect(joinery(wixOg, wix).score).toBeNull();
    expect(joinery('', '<img src="/icons/phone-icon.png" width="320" alt="">').score).toBeNull();
    // A caption says what it shows (decision 064).
    const captioned = wardrobe.replace(
      '</div></div>',
      '</div><p class="wp-caption-text">Eiche unter der Dachschräge</p></div>',
    );
    expect(joinery(ogImage, captioned).score).toBeNull();
  });
  it("a caption that only credits the photo says nothing of what it shows (247Sports', WordPress's media credit)", () => {
    const credited = (caption: string) =>
      `<figure class="aligncenter figure"><img src="https://s3media.247sports.com/Uploads/Assets/149/971/6_4971149.jpg" alt="" width="620" height="320"><figcaption>${caption}</figcaption></figure>`;
    expect(
      joinery(
        '',
        credited(
          '<span class="meta">(Photo: <b><a href="/Player/Brett-Davis">Brett Davis</a></b>, USA TODAY Sports)</span>',
        ),
      ).score,
    ).toBe(0);
    expect(joinery('', credited('<span class="wp-media-credit">Getty Image</span>')).score).toBe(0);
    expect(joinery('', credited('Major Applewhite on the sideline in Houston')).score).toBeNull();
  });
});

describe('an alt written as HTML markup (MSN, decision 079)', () => {
  // MSN's slideshow CMS fills alt from the slide's rich caption field, escaped into the attribute.
  const CREDIT =
    '<img alt="&lt;span style=&quot;font-size:13px;&quot;&gt;Nintendo/Apple&lt;/span&gt;" src="https://img-s-msn-com.akamaized.net/tenant/amp/entityid/AAkk5fh.img?h=410&amp;w=728">';
  const SAID = '<img src="/up/hyena-pack.jpg" alt="Hyenas chase a lion from its kill">';
  it('is no alt text as written: a reader gets the tags; the fix is its words alone', () => {
    const out = run(CREDIT + SAID);
    expect(out.score).toBe(0.5);
    expect(out.failureTitle).toBe('1 of 2 images has HTML markup for alt text');
    const fix = text(out.fix);
    expect(fix).toContain('whose alt "<span style="font-size:13px;">Nintendo/Apple</span>" is HTML markup');
    expect(fix).toContain('write its words without the tags: alt="Nintendo/Apple"');
    expect(fix).toContain('no reader parses an alt attribute as HTML');
  });
  it("a caption's paragraph is quoted from its first tag, and asked for a description", () => {
    const caption = `&lt;p&gt;If a recipe calls for corn or simple syrup, use maple syrup or honey instead. The latter options have &lt;a href=&quot;http://www.eatthis.example/green-tea&quot;&gt;antioxidants&lt;/a&gt; and antibacterial properties, all while providing the sweetness you're looking for.&lt;/p&gt;`;
    const fix = text(run(`<img alt="${caption}" src="/up/syrup.jpg">`).fix);
    expect(fix).toContain('whose alt "<p>If a recipe calls for corn');
    // Deep in a caption (Reader's Digest's slides on MSN), from a few words before the tag.
    const linked = `It’s a commonly known symptom of sleep apnea, which is associated with increased heart disease risk. A 2013 study found that snoring was linked with &lt;a href='http://www.rd.example/carotid'&gt;thickening of carotid arteries&lt;/a&gt;.`;
    expect(text(run(`<img alt="${linked}" src="/up/snoring.jpg">`).fix)).toContain(
      `whose alt "…that snoring was linked with <a href='http://www.rd.example/carotid'>thickening…" is HTML markup`,
    );
    expect(fix).toMatch(
      /write what the image shows in a sentence, without the tags \(its words are a \d+-word caption/,
    );
  });
  it("names an image's link by its words, where alt text is read as a name", () => {
    const a = makeArtifacts(
      `<!doctype html><html><head><title>Hyenas</title></head><body><main><h1>Hyenas</h1><a href="/slides/2">${CREDIT}</a></main></body></html>`,
      { url: URL_ },
    );
    expect(a.raw.links.find((l) => l.href.endsWith('/slides/2'))?.text).toBe('Nintendo/Apple');
  });
  it('leaves a less-than sign in plain words alone', () => {
    expect(run('<img src="/up/chart.png" alt="Share of hunts won when pack size < 5 and > 10">').score).toBe(1);
  });
});

describe('an image in a link its own words name (W3C\'s images tutorial: it takes alt="")', () => {
  const PHOTO = '<img src="/up/hyena-pack.jpg" alt="A pack of hyenas chasing a lion off a kill">';
  it('is decoration: a share icon beside "Tweet", a related story\'s thumbnail beside its headline', () => {
    const out = run(
      `${PHOTO}<a href="https://twitter.com/intent/tweet?url=x"><img src="/i/twitter1818.png" width="18" height="18">ツイート</a>` +
        `<a href="/news/lions"><div><img src="/up/lions-thumb.jpg"></div><span>Lions hunt at night, too</span></a>`,
    );
    expect(out.score).toBe(1);
  });
  it('is still asked for alt text alone in its link, or in a link to the picture itself ("Enlarge")', () => {
    expect(run(`${PHOTO}<a href="/news/lions"><img src="/up/lions-thumb.jpg"></a>`).score).toBeLessThan(1);
    expect(run(`${PHOTO}<a href="/up/hyena-large.jpg"><img src="/up/hyena-small.jpg"> Enlarge</a>`).score).toBeLessThan(
      1,
    );
  });
  it('is still asked for it when drawn larger than a thumbnail, in a figure, or in a link that opens the picture', () => {
    for (const img of [
      '<a href="/report/q3"><img src="/up/q3-revenue-chart.png" width="800" height="500"> Read the full report</a>',
      '<a href="https://photos.example/jdoe/123456"><figure><img src="/up/lion-kill.jpg"><figcaption>Photo: J. Doe</figcaption></figure></a>',
      '<a href="#"><img src="/up/lion-kill.jpg"><span>Click to enlarge</span></a>',
      '<a href="/photos/98765" data-lightbox="kill"><img src="/up/lion-kill.jpg"> View full size</a>',
    ])
      expect(run(`${PHOTO}${img}`).score, img).toBeLessThan(1);
  });
  it('a link holding only an arrow or a bullet names nothing', () => {
    expect(run(`${PHOTO}<a href="/news/lions"><img src="/up/lions-thumb.jpg"> »</a>`).score).toBeLessThan(1);
  });
});

describe('an image marked alt="" that is all its link holds', () => {
  it('is said to leave its link without a name, not to have no alt text', () => {
    const out = run(
      '<a href="/up/TK-FCM108BK_01L.jpg"><img src="/up/TK-FCM108BK_01.jpg" alt="" width="210"></a>' +
        '<a href="/up/TK-FCM108BK_02L.jpg"><img src="/up/TK-FCM108BK_02.jpg" alt="" width="210"></a>',
    );
    expect(out.score).toBe(0);
    expect(out.failureTitle).toBe(
      'Both images have an empty alt (alt="") in a link that holds nothing else, so the link has no name',
    );
    expect(out.fix?.title).toBe('Write alt text for the 2 linked images marked alt=""');
    expect(text(out.fix)).toContain('it is all its link holds, so alt="" leaves the link without a name');
    expect(text(out.fix)).not.toMatch(/takes alt="" instead/);
  });
});
