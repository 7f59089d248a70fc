import { Suspense, useEffect } from 'react';
import { lazyWithPreload } from '@/web/lib/lazy';
import { reloadConsent, useConsent } from './consent';

const ConsentChoices = lazyWithPreload(() => import('./ConsentChoices'));

/** Applies this tenant's consent; asks for it (the banner, loaded then) only while there is none. */
export function ConsentBanner() {
  const consent = useConsent();
  useEffect(() => reloadConsent(), []);
  if (consent) return null;
  return (
    <Suspense fallback={null}>
      <ConsentChoices />
    </Suspense>
  );
}
