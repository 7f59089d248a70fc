/**
 * The page's own picture, which an empty alt does not make decoration: the photo the page shares as itself
 * (its og:image), or the one photo its content shows. A joinery's service page shows one built-in wardrobe,
 * `<img src="…/einbauschrank-dachschraege-eiche-800x600.jpg" alt="">` (Elementor's image widget writes alt=""
 * when none is set), and shares that photo as its og:image; a product page shows its product. WHATWG allows
 * alt="" only for an image that adds nothing to the text around it; the page's main picture is what it shows.
 */
import type { ImageInfo } from '../../types';
import { at, type TreeNode } from './dom';

/**
 * What an image's address says it is when it is not the page's picture: a logo, an avatar, a loading spinner, an
 * icon, a badge (a bookmark counter), a byline photo, a thumbnail under 200 pixels.
 */
export const NOT_THE_PICTURE =
  /logo|avatar|[-_.]load(?:ing|er)?[-_.]|spinner|loader|throbber|\/(?:working|wait(?:ing)?)\.gif|gravatar|icon|badge|sprite|headshot|author|profile|byline|button|hatena\.ne\.jp\/entry\/image|share-?count|\/fit\/c\/1?\d{2}\/1?\d{2}\/|[?&]resize=1?\d{2},1?\d{2}\b|[/_-]1?\d{2}x1?\d{2}\./i;

/**
 * A file's name without its folder, query, extension and the size a platform adds to each copy (WordPress's
 * "-800x600" and "-scaled", Shopify's "_600x", "@2x"): one photo's copies share it. Null when too short to tell.
 */
export function fileStem(src: string): string | null {
  const name = /([^/?#]+)(?:[?#].*)?$/.exec(src.trim())?.[1] ?? '';
  const stem = name
    .replace(/\.(?:jpe?g|png|gif|webp|avif)$/i, '')
    .replace(/(?:[-_]\d{2,4}x\d{0,4}|-scaled|@\dx)+$/i, '')
    .toLowerCase();
  return stem.length >= 6 ? stem : null;
}

/**
 * A section's backdrop: the image is drawn behind the section's words (Wix's `bgLayers`/`bgMedia`/`bgImage`, a
 * theme's "hero-background"). It sets a mood the heading over it states; alt="" is right there.
 */
const BACKDROP = /(?:^|[\s_-])bg(?:[A-Z_-]|\s|$)|background|parallax/;
function backdrop(img: TreeNode): boolean {
  for (let n: TreeNode | null = img.parent, up = 0; n && up < 4; n = n.parent, up++)
    if (BACKDROP.test(`${at(n, 'class') ?? ''} ${at(n, 'id') ?? ''} ${at(n, 'data-hook') ?? ''}`)) return true;
  return false;
}

/** Declared at least 300 pixels wide: a photo, not an ornament. */
const photoSized = (img: TreeNode) => Number(/^\s*(\d+)/.exec(at(img, 'width') ?? '')?.[1] ?? 0) >= 300;

/**
 * Which of the images marked decorative by their empty alt alone (`emptyAlt`, with their elements) is the page's
 * own picture, if one is: the one whose file is the page's og:image, else the only photo of the page's content
 * (no other picture there, and declared photo-sized). Null when none is.
 */
export function leadPicture(
  images: ImageInfo[],
  emptyAlt: { at: number; el: TreeNode }[],
  ogImage: string | null,
): number | null {
  const inContent = (i: ImageInfo) => (i.region === 'main' || i.region === 'body') && !NOT_THE_PICTURE.test(i.src);
  const own = emptyAlt.filter((c) => inContent(images[c.at]) && !backdrop(c.el));
  const shared = ogImage ? fileStem(ogImage) : null;
  const sharedCopy = shared && own.find((c) => fileStem(images[c.at].src) === shared);
  if (sharedCopy) return sharedCopy.at;
  const described = images.filter((i) => inContent(i) && !i.decorative);
  return own.length === 1 && described.length === 0 && photoSized(own[0].el) ? own[0].at : null;
}
