/**
 * Tenant colours as CSS variables (ARCHITECTURE.md: components never hard-code brand colours), computed
 * when the brand configuration arrives (./fetchBrand) and applied by ./paint.
 */
import type { BrandConfig } from '@/shared/brand';
import { DEFAULT_COLORS } from '@/shared/brand-colors';

function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance, 0..1. */
export function luminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or near-black, whichever reads better on the colour. */
export function foregroundFor(hex: string): string {
  const l = luminance(hex);
  const contrastWhite = 1.05 / (l + 0.05);
  const dark = '#0f172a';
  const contrastDark = (l + 0.05) / (luminance(dark) + 0.05);
  if (contrastWhite >= 4.5) return '#ffffff';
  if (contrastDark >= 4.5) return dark;
  return contrastWhite >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

function toHex([r, g, b]: [number, number, number]): string {
  return (
    '#' +
    [r, g, b]
      .map((v) =>
        Math.round(Math.max(0, Math.min(255, v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** The colour darkened (or kept) until it reads on white at 4.5:1, for text and links. */
export function inkOnWhite(hex: string): string {
  let rgb = parseHex(hex);
  if (!rgb) return '#334155';
  for (let i = 0; i < 20; i++) {
    const h = toHex(rgb);
    if (1.05 / (luminance(h) + 0.05) >= 4.6) return h;
    rgb = rgb.map((v) => v * 0.9) as [number, number, number];
  }
  return toHex(rgb);
}

export function themeVariables(colors: BrandConfig['colors'] | undefined): Record<string, string> {
  const c = { ...DEFAULT_COLORS, ...(colors ?? {}) };
  const safe = (v: string, d: string) => (parseHex(v) ? v : d);
  const primary = safe(c.primary, DEFAULT_COLORS.primary);
  const secondary = safe(c.secondary, DEFAULT_COLORS.secondary);
  const accent = safe(c.accent, DEFAULT_COLORS.accent);
  return {
    '--primary': primary,
    '--primary-foreground': foregroundFor(primary),
    '--secondary': secondary,
    '--secondary-foreground': foregroundFor(secondary),
    '--secondary-ink': inkOnWhite(secondary),
    '--accent': accent,
    '--accent-foreground': foregroundFor(accent),
  };
}
