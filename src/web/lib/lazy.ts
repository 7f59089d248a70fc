import { lazy, type ComponentType } from 'react';

/**
 * A component loaded on first render (React.lazy) that can also be fetched ahead of it: `preload()`
 * when it is about to be needed, so it appears without a loading state. (`any` props: React.lazy's own bound.)
 */
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return Object.assign(lazy(load), { preload: load });
}

/** Runs `task` once the browser is idle after the current work (paint first, then what may be needed next). */
export function whenIdle(task: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
