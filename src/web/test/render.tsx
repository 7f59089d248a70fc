import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Router } from '@/web/lib/router';
import type { BrandConfig } from '@/shared/brand';
import { localizeText } from '@/shared/locale';
import { formatPrice } from '@/shared/currency';
import { BrandContext } from '@/web/features/brand/BrandProvider';
import { TooltipProvider } from '@/web/components/ui/tooltip';
import { brandFixture } from './fixtures';

export function renderWithBrand(ui: ReactElement, config: BrandConfig = brandFixture, embedded = false) {
  const value = {
    config,
    tenant: config.tenant,
    embedded,
    text: (s: string) => localizeText(s, config.locale),
    price: (m: number | null | undefined) => formatPrice(m, config.locale),
  };
  return render(
    <Router initial="/">
      <TooltipProvider>
        <BrandContext.Provider value={value}>{ui}</BrandContext.Provider>
      </TooltipProvider>
    </Router>,
  );
}
