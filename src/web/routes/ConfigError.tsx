import { AlertTriangle } from 'lucide-react';
import { ConsentBanner } from '@/web/features/consent/ConsentBanner';

/** Shown when the tenant's brand configuration cannot be found (422). Needs no brand configuration; the consent banner shows here too. */
export default function ConfigError() {
  return (
    <>
      <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <AlertTriangle className="mx-auto size-10 text-amber-500" aria-hidden />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">Configuration Error</h1>
          <p className="mt-2 text-slate-600">
            This site is not set up correctly, so we cannot show it right now. Please contact the site owner.
          </p>
          <p className="mt-6 inline-block rounded-lg bg-slate-100 px-3 py-1.5 font-mono text-sm text-slate-700">
            Error Code: CONFIG_ERROR
          </p>
          <p className="mt-6">
            <a href="/?tenant=default" className="text-sm font-medium text-indigo-700 underline underline-offset-2">
              Go to the main site
            </a>
          </p>
        </div>
      </main>
      <ConsentBanner />
    </>
  );
}
