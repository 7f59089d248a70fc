/**
 * en-GB: converts American spellings in every visible text node and in the
 * user-facing attributes under a root, including text rendered later (a
 * MutationObserver). Idempotent, so re-running on converted text changes nothing.
 */
import { toBritish } from '@/shared/locale';

const ATTRS = ['placeholder', 'title', 'aria-label', 'alt'];
const SKIP = new Set(['SCRIPT', 'STYLE', 'TEXTAREA', 'CODE', 'PRE', 'INPUT']);

function convertNode(node: Node) {
  if (node.nodeType === Node.TEXT_NODE) {
    const parent = node.parentElement;
    if (parent && (SKIP.has(parent.tagName) || parent.closest('[data-no-localize]'))) return;
    const v = node.nodeValue ?? '';
    const gb = toBritish(v);
    if (gb !== v) node.nodeValue = gb;
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const el = node as Element;
  if (SKIP.has(el.tagName) && el.tagName !== 'INPUT') return;
  if (el.closest('[data-no-localize]')) return;
  for (const a of ATTRS) {
    const v = el.getAttribute(a);
    if (v) {
      const gb = toBritish(v);
      if (gb !== v) el.setAttribute(a, gb);
    }
  }
  if (el.tagName === 'INPUT') return;
  for (const child of Array.from(el.childNodes)) convertNode(child);
}

export function startBritishSpelling(root: Node): () => void {
  convertNode(root);
  const doc = root.ownerDocument ?? (root as Document);
  const title = doc.title;
  if (title) doc.title = toBritish(title);
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') convertNode(r.target);
      else if (r.type === 'attributes') convertNode(r.target);
      else r.addedNodes.forEach(convertNode);
    }
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ATTRS,
  });
  return () => observer.disconnect();
}
