/**
 * The picture that can stand for a page: the image an og:image or a drafted node's `image` may name (decisions
 * 129 and 131).
 */
import type { ImageInfo } from '../types';
import { isContentImage } from './content';
import { isSrcsetList } from './image-src';
import { NOT_THE_PICTURE } from '../gather/facts/lead-picture';

/**
 * Google asks an article's images to be "relevant to the article, rather than logos", of at least 50K pixels
 * (width × height) and in the ratios 16x9, 4x3 or 1x1 "for best results" (Article structured data, read
 * 2026-12-03). An icon of 44 × 31 or a 958 × 76 banner is no picture of the page (decision 129).
 */
const LEAST_PICTURE_PIXELS = 50_000;
const MOST_PICTURE_RATIO = 3;
/**
 * An interface icon's alt: what a click does, not what the image shows ("opens in a new window", "click to hide
 * section"). "Click to enlarge" is a photo's, which a click shows larger.
 */
const INTERFACE_ALT =
  /^(?:(?:this link )?opens? in (?:a )?new (?:window|tab)|external link|click (?:to|here)\b(?!.*\b(?:enlarge|zoom|larger|full[- ]?size|view (?:the )?(?:image|photo|picture))\b).*|別ウィンドウで開く|新しいウィンドウで開く|外部リンク)$/i;
const picturesSize = ({ width, height }: { width: number; height: number }) =>
  width * height >= LEAST_PICTURE_PIXELS && Math.max(width, height) <= MOST_PICTURE_RATIO * Math.min(width, height);

/**
 * The size a file's name gives, where its markup gives none: a CMS names its resized copies so (WebMD's
 * "110x70_allergies.jpg", WordPress's "harbour-150x150.jpg"): a sidebar's thumbnail is no picture of the page.
 */
function sizeInName(src: string): { width: number; height: number } | null {
  const m = /(?:^|[^\d])(\d{2,4})x(\d{2,4})(?!\d)/.exec(src.split(/[?#]/)[0].split('/').pop() ?? '');
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}

/**
 * A content image that can stand for the page (og:image, a draft's `image`): not inlined, not a logo, an avatar, a
 * badge, nor an image declared (or named) smaller than Google's least size or as a strip, nor one whose alt names a click.
 */
export const isPagePicture = (i: ImageInfo): boolean => {
  const size = i.size ?? sizeInName(i.src);
  return (
    isContentImage(i) &&
    !!i.src &&
    !i.src.startsWith('data:') &&
    !NOT_THE_PICTURE.test(i.src) &&
    !isSrcsetList(i.src) &&
    !INTERFACE_ALT.test(i.alt?.trim() ?? '') &&
    (!size || picturesSize(size))
  );
};
