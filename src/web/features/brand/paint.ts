/** Painting the page in the tenant's theme: its CSS variables (./theme), the header and footer surfaces. */

export type ThemeVariables = Record<string, string>;

export function applyTheme(vars: ThemeVariables, root: HTMLElement = document.documentElement) {
  for (const [k, v] of Object.entries(vars)) root.style.setProperty(k, v);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', vars['--primary']);
}

/** Background of the header or footer from the brand's backgroundColor choice. */
export function surfaceStyle(
  choice: string,
  fallback: 'light' | 'dark',
): { background: string; color: string; muted: string; border: string } {
  switch (choice) {
    case 'primary':
      return {
        background: 'var(--primary)',
        color: 'var(--primary-foreground)',
        muted: 'color-mix(in srgb, var(--primary-foreground) 75%, transparent)',
        border: 'transparent',
      };
    case 'secondary':
      return {
        background: 'var(--secondary)',
        color: 'var(--secondary-foreground)',
        muted: 'color-mix(in srgb, var(--secondary-foreground) 75%, transparent)',
        border: 'transparent',
      };
    case 'accent':
      return {
        background: 'var(--accent)',
        color: 'var(--accent-foreground)',
        muted: 'color-mix(in srgb, var(--accent-foreground) 75%, transparent)',
        border: 'transparent',
      };
    case 'black':
      return { background: '#0b0b12', color: '#ffffff', muted: 'rgba(255,255,255,0.72)', border: 'transparent' };
    case 'white':
      return { background: '#ffffff', color: '#0f172a', muted: '#475569', border: '#e2e8f0' };
    default:
      return fallback === 'dark'
        ? { background: '#0f172a', color: '#ffffff', muted: 'rgba(255,255,255,0.72)', border: 'transparent' }
        : { background: 'rgba(255,255,255,0.9)', color: '#0f172a', muted: '#475569', border: '#e2e8f0' };
  }
}
