import { useEffect, type ReactNode } from 'react';
import { useNavigate } from '@/web/lib/router';
import { ShieldAlert, AlertTriangle, LogOut, RefreshCw, Home } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { useAdminMe } from './api';

/** Ends the admin session (a navigation, like the dashboard's Logout) and lands on the login screen. */
const signOut = () => window.location.assign('/api/admin/auth/logout');

/**
 * 'Checking authentication...', 401 → /admin/login, 403 'Access Forbidden', anything else
 * 'Authentication Error'. Neither error screen is a dead end: sign out (to try another account),
 * refresh, or go back to the site.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const me = useAdminMe();
  const navigate = useNavigate();
  const status = me.error?.status;
  useEffect(() => {
    if (status === 401) navigate('/admin/login', { replace: true });
  }, [status, navigate]);

  if (me.isPending || status === 401) {
    return (
      <div className="flex min-h-dvh items-center justify-center gap-3 text-slate-600" role="status">
        <span className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-slate-700" aria-hidden />
        Checking authentication...
      </div>
    );
  }
  if (me.error) {
    const forbidden = status === 403;
    const Icon = forbidden ? ShieldAlert : AlertTriangle;
    return (
      <main className="flex min-h-dvh items-center justify-center p-6">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <Icon className="mx-auto size-10 text-red-600" aria-hidden />
          <h1 className="mt-4 text-xl font-bold">{forbidden ? 'Access Forbidden' : 'Authentication Error'}</h1>
          <p className="mt-2 text-sm text-slate-600">
            {forbidden
              ? 'You do not have permission to access this page.'
              : 'We could not verify your sign-in. Please refresh the page and try again.'}
          </p>
          {forbidden ? (
            <p className="mt-2 text-sm text-slate-600">
              If you should have access, sign out and sign in with the account an administrator added.
            </p>
          ) : null}
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
            {forbidden ? null : (
              <Button onClick={() => window.location.reload()}>
                <RefreshCw aria-hidden /> Refresh page
              </Button>
            )}
            <Button variant={forbidden ? 'default' : 'outline'} onClick={signOut}>
              <LogOut aria-hidden /> Sign out
            </Button>
            <Button variant="outline" asChild>
              <a href="/">
                <Home aria-hidden /> Back to the site
              </a>
            </Button>
          </div>
        </div>
      </main>
    );
  }
  return <>{children}</>;
}
