// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { brandFixture } from '@/web/test/fixtures';
import { renderWithBrand } from '@/web/test/render';
import { SplashPage } from './SplashPage';

afterEach(cleanup);

describe('splash page copyright line', () => {
  it('is left to the site footer when the footer prints one', () => {
    renderWithBrand(<SplashPage />, { ...brandFixture, entryMode: 'splash' });
    expect(screen.queryByTestId('splash-copyright')).toBeNull();
  });

  it('is printed by the splash page when there is no footer copyright (footer off, copyright off, or embedded)', () => {
    for (const [footer, embedded] of [
      [{ ...brandFixture.footer, enabled: false }, false],
      [{ ...brandFixture.footer, showCopyright: false }, false],
      [brandFixture.footer, true],
    ] as const) {
      renderWithBrand(<SplashPage />, { ...brandFixture, entryMode: 'splash', footer }, embedded);
      expect(screen.getByTestId('splash-copyright').textContent).toMatch(/AI models can make mistakes/);
      cleanup();
    }
  });
});
