import type { Artifacts } from '../types';

/**
 * A reading of the page computed once per analysis: several audits, drafts and the page type ask the same
 * question of the same artifacts, and each answer is a scan of the whole text (a catalogue's is 130 kB).
 */
export function oncePerAnalysis<T>(read: (a: Artifacts) => T): (a: Artifacts) => T {
  const known = new WeakMap<Artifacts, T>();
  return (a) => {
    if (!known.has(a)) known.set(a, read(a));
    return known.get(a) as T;
  };
}
