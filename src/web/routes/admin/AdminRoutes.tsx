import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/web/lib/queryClient';
import { AuthGate } from '@/web/features/admin/AuthGate';
import { LoginPage } from '@/web/features/admin/LoginPage';
import { Dashboard } from '@/web/features/admin/Dashboard';
import { LegacyAdmin } from '@/web/features/admin/LegacyAdmin';
import { ConsentBanner } from '@/web/features/consent/ConsentBanner';

// Only the admin console queries the API through TanStack Query, so the visitor's first load carries none of it.
const queryClient = createQueryClient();

/** /admin/* (admin.md section 2): login, the guarded dashboard, and the legacy screen at /admin, /admin/usage, /admin/legacy; the consent banner on all of them. */
export default function AdminRoutes() {
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route
          path="dashboard"
          element={
            <AuthGate>
              <Dashboard />
            </AuthGate>
          }
        />
        {['', 'usage', 'legacy'].map((p) => (
          <Route
            key={p || 'index'}
            path={p || undefined}
            index={p === ''}
            element={
              <AuthGate>
                <LegacyAdmin />
              </AuthGate>
            }
          />
        ))}
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Routes>
      <ConsentBanner />
    </QueryClientProvider>
  );
}
