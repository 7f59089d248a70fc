import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from '@/web/lib/router';
import { ShieldCheck, Wrench } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { authProvidersSchema } from '@/shared/admin-api';
import type { z } from 'zod';
import { adminFetch, ME_KEY, ROLE_LABELS } from './api';
import { NativeSelect } from './ui';

const ERRORS: Record<string, string> = {
  not_authorized:
    'This Google account is not an authorized administrator. Ask a super admin to add your e-mail address.',
  sign_in_failed: 'Sign-in could not be completed. Please try again.',
  sign_in_expired: 'The sign-in took too long or was started in another browser. Please try again.',
  sign_in_cancelled: 'Sign-in was cancelled.',
  provider_unavailable: 'Google sign-in is unavailable right now. Please try again in a moment.',
};

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden>
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/** For local development only (never in production): sign in as a seeded admin user. */
function DevSignIn({ users }: { users: z.infer<typeof authProvidersSchema>['devUsers'] }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [devEmail, setDevEmail] = useState('');
  const [devError, setDevError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!devEmail && users[0]) setDevEmail(users[0].email);
  }, [users, devEmail]);

  async function devSignIn() {
    setBusy(true);
    setDevError('');
    try {
      await adminFetch('/api/admin/auth/dev-sign-in', { method: 'POST', body: { email: devEmail } });
      await qc.resetQueries({ queryKey: ME_KEY });
      navigate('/admin/dashboard');
    } catch (err) {
      setDevError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="dev-sign-in"
      className="mt-6 rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-4"
    >
      <h2 id="dev-sign-in" className="flex items-center gap-2 text-sm font-semibold text-amber-900">
        <Wrench className="size-4" aria-hidden /> Development sign-in
      </h2>
      <p className="mt-1 text-xs text-amber-900">
        Google sign-in is not configured on this machine. For local development only: sign in as a seeded admin user.
        This option never exists in production.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <NativeSelect aria-label="Admin user" value={devEmail} onChange={(e) => setDevEmail(e.target.value)}>
          {users.map((u) => (
            <option key={u.email} value={u.email}>
              {u.email} ({ROLE_LABELS[u.role] ?? u.role}
              {u.tenantAccess !== 'all' ? `, ${u.tenantAccess}` : ''})
            </option>
          ))}
        </NativeSelect>
        <Button type="button" variant="secondary" disabled={!devEmail || busy} onClick={devSignIn}>
          Sign in
        </Button>
      </div>
      {devError ? (
        <p role="alert" className="mt-2 text-xs text-red-700">
          {devError}
        </p>
      ) : null}
    </section>
  );
}

/** The admin login: one 'Sign in with Google' button; breaks out of frames; a marked development sign-in when enabled. */
export function LoginPage() {
  const [params] = useSearchParams();
  const providers = useQuery({
    queryKey: ['admin', 'providers'],
    queryFn: () => adminFetch('/api/admin/auth/providers', { schema: authProvidersSchema }),
    retry: false,
  });
  useEffect(() => {
    // Frame-busting: the console is never shown inside another site's frame.
    if (window.top && window.top !== window.self) window.top.location.href = window.self.location.href;
  }, []);
  const error = params.get('error');

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-slate-100 to-slate-200 p-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-xl">
        <div className="flex flex-col items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-[var(--primary)] text-white">
            <ShieldCheck className="size-6" aria-hidden />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight">Admin Login</h1>
          <p className="mt-2 text-sm text-slate-600">Only authorized administrators can access this area.</p>
        </div>
        {error ? (
          <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {ERRORS[error] ?? 'Sign-in failed. Please try again.'}
          </p>
        ) : null}
        <Button asChild variant="outline" size="lg" className="mt-6 w-full">
          <a href="/api/admin/auth/google">
            <GoogleMark /> Sign in with Google
          </a>
        </Button>
        {providers.data?.devSignIn ? <DevSignIn users={providers.data.devUsers} /> : null}
      </div>
    </main>
  );
}
