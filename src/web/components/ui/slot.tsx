import * as React from 'react';

type Props = Record<string, unknown>;

/** Both refs get the node (the slot's, from the component's caller, and the child's own). */
function composeRefs(a: unknown, b: unknown) {
  if (!a || !b) return a ?? b;
  return (node: unknown) => {
    for (const ref of [a, b]) {
      if (typeof ref === 'function') ref(node);
      else (ref as { current: unknown }).current = node;
    }
  };
}

/**
 * Renders its one child element with the slot's props merged in, as Radix's Slot does (`asChild`):
 * the child's props win, except that both event handlers run (the child's first), styles and classes
 * are combined (described-by ids too) and both refs are set.
 */
export function Slot({ children, ...slot }: Props & { children?: React.ReactNode }) {
  if (!React.isValidElement<Props>(children)) return null;
  const child = children.props;
  const merged: Props = { ...slot, ...child };
  for (const [name, own] of Object.entries(child)) {
    const theirs = slot[name];
    if (/^on[A-Z]/.test(name) && typeof theirs === 'function' && typeof own === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result = own(...args);
        theirs(...args);
        return result;
      };
    } else if (name === 'style') merged.style = { ...(theirs as object), ...(own as object) };
    else if (name === 'className') merged.className = [theirs, own].filter(Boolean).join(' ');
    else if (name === 'aria-describedby') merged[name] = [own, theirs].filter(Boolean).join(' ');
  }
  merged.ref = composeRefs(slot.ref, child.ref);
  return React.cloneElement(children, merged);
}
