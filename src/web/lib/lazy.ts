import { lazy, type ComponentType } from 'react';

/** The stylesheet with every screen's classes; the first load carries only its own (docs/decisions/028). */
const loadCompleteStyles = () => import('@/web/styles/complete.css');

/**
 * A component loaded on first render (React.lazy) together with the complete stylesheet, which can also
 * be fetched ahead of it: `preload()` when it is about to be needed, so it appears without a loading
 * state. Every lazily loaded screen goes through here (React's `lazy` alone would show it unstyled).
 * (`any` props: React.lazy's own bound.)
 */
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const loadStyled = () => Promise.all([load(), loadCompleteStyles()]).then(([m]) => m);
  return Object.assign(lazy(loadStyled), { preload: loadStyled });
}

/** Runs `task` once the browser is idle after the current work (paint first, then what may be needed next). */
export function whenIdle(task: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
