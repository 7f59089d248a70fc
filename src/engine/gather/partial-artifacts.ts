/**
 * The artifacts while the last of them are still being gathered: one object, whose late parts (the render, the
 * probes, the site's files) throw NotYetGathered until each is in, then read as plain values. It stays the same
 * object throughout, so what the audits read of it once per analysis (oncePerAnalysis) holds for the whole run.
 */
import { NotYetGathered } from '../errors';
import type { Artifacts } from '../types';

export const LATE_PARTS = ['rendered', 'probes', 'robotsTxt', 'llmsTxt', 'sitemap', 'siteHome'] as const;
export type LatePart = (typeof LATE_PARTS)[number];

interface PartialArtifacts {
  artifacts: Artifacts;
  /** Puts a late part in: from now on it reads as this value. */
  fill: <K extends LatePart>(part: K, value: Artifacts[K]) => void;
}

export function partialArtifacts(known: Omit<Artifacts, LatePart>): PartialArtifacts {
  const artifacts = { ...known } as Artifacts;
  for (const part of LATE_PARTS)
    Object.defineProperty(artifacts, part, {
      get: () => {
        throw new NotYetGathered(part);
      },
      enumerable: true,
      configurable: true,
    });
  return {
    artifacts,
    fill: (part, value) =>
      Object.defineProperty(artifacts, part, { value, enumerable: true, writable: true, configurable: true }),
  };
}
