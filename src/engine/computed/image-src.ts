/**
 * An `<img src>` that holds no usable address (decision 047). HTML wants one URL in `src` ("a valid
 * non-empty URL potentially surrounded by spaces"); the candidate list with width or density
 * descriptors ("a.jpg 300w, b.jpg 600w") belongs in `srcset`. A browser that reads `srcset` still shows
 * the image, but whatever reads `src` (a crawler, a feed, a reader view, a browser without srcset)
 * requests the whole list as one address, spaces percent-encoded, and gets nothing.
 */

/** A srcset candidate at the start: an address, whitespace, a width ("300w") or density ("2x") descriptor, then a comma or the end. */
const SRCSET_LIST = /^(\S+)\s+\d+(?:\.\d+)?[wx](?:\s*,|\s*$)/i;

/** A srcset list written in src ("a.jpg 300w, b.jpg 600w"): no address to propose as the page's picture. */
export const isSrcsetList = (src: string): boolean => SRCSET_LIST.test(spaced(src));

/** The src with its spaces as written or percent-encoded ("a.jpg%20300w,%20b.jpg%20600w", D Magazine's). */
const spaced = (src: string) => src.trim().replace(/%20/g, ' ');

export interface BrokenImageSrc {
  /** What is wrong, said of this src. */
  problem: string;
  /** The address to write in src instead, when the src holds one (a srcset list's first). */
  instead: string | null;
}

/**
 * Why `src` (as written) is no usable image address, or null when it is one (or empty: a script's image;
 * a placeholder such as "//:0" that a script replaces is named so by the audit, not called broken).
 */
export function brokenImageSrc(src: string, base: string): BrokenImageSrc | null {
  const s = spaced(src);
  if (!s || s.startsWith('data:')) return null;
  const list = SRCSET_LIST.exec(s);
  if (list) {
    const instead = URL.canParse(list[1], base) ? new URL(list[1], base).toString() : null;
    return { problem: 'holds a srcset list (addresses with width or density descriptors), not one address', instead };
  }
  return null;
}
