import { QueryClientProvider } from '@tanstack/react-query';
import { matchRoute, Navigate, useLocation } from '@/web/lib/router';
import { createQueryClient } from '@/web/lib/queryClient';
import { AuthGate } from '@/web/features/admin/AuthGate';
import { LoginPage } from '@/web/features/admin/LoginPage';
import { Dashboard } from '@/web/features/admin/Dashboard';
import { LegacyAdmin } from '@/web/features/admin/LegacyAdmin';
import { ConsentBanner } from '@/web/features/consent/ConsentBanner';

// Only the admin console queries the API through TanStack Query, so the visitor's first load carries none of it.
const queryClient = createQueryClient();

const LEGACY = ['/admin', '/admin/usage', '/admin/legacy'] as const;

function AdminScreen() {
  const route = matchRoute(useLocation().pathname, ['/admin/login', '/admin/dashboard', ...LEGACY]);
  if (route === '/admin/login') return <LoginPage />;
  if (route === '/admin/dashboard') {
    return (
      <AuthGate>
        <Dashboard />
      </AuthGate>
    );
  }
  if (route) {
    return (
      <AuthGate>
        <LegacyAdmin />
      </AuthGate>
    );
  }
  return <Navigate to="/admin/dashboard" replace />;
}

/** /admin/* (admin.md section 2): login, the guarded dashboard, and the legacy screen at /admin, /admin/usage, /admin/legacy; the consent banner on all of them. */
export default function AdminRoutes() {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminScreen />
      <ConsentBanner />
    </QueryClientProvider>
  );
}
