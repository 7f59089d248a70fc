import { lazy, Suspense, useEffect } from 'react';
import { reloadConsent, useConsent } from './consent';

const ConsentChoices = lazy(() => import('./ConsentChoices'));

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
