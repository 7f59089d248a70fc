import { Suspense, type ReactNode } from 'react';
import { lazyWithPreload } from '@/web/lib/lazy';
import { matchRoute, Router, useLocation } from '@/web/lib/router';
import { BrandProvider, LoadingScreen } from '@/web/features/brand/BrandProvider';
import { Layout } from '@/web/features/layout/Layout';
import { Toaster } from '@/web/features/toast/Toaster';
import Home from '@/web/routes/Home';

const NotFound = lazyWithPreload(() => import('@/web/routes/NotFound'));
const ConfigError = lazyWithPreload(() => import('@/web/routes/ConfigError'));
const About = lazyWithPreload(() => import('@/web/routes/About'));
const Contact = lazyWithPreload(() => import('@/web/routes/Contact'));
const PrivacyPolicy = lazyWithPreload(() => import('@/web/routes/PrivacyPolicy'));
const Upgrade = lazyWithPreload(() => import('@/web/routes/Upgrade'));
const AdminRoutes = lazyWithPreload(() => import('@/web/routes/admin/AdminRoutes'));

/** The visitor pages other than the home page, inside the branded frame; any other path is the 404 page. */
const PAGES = { '/about': About, '/contact': Contact, '/privacy-policy': PrivacyPolicy, '/upgrade': Upgrade };
const PAGE_PATHS = Object.keys(PAGES) as (keyof typeof PAGES)[];

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

/** The routes of visitor.md and admin.md: /config-error and /admin/* outside the frame, the rest inside it. */
function AppRoutes() {
  const { pathname } = useLocation();
  const outside = matchRoute(pathname, ['/config-error', '/admin/*']);
  if (outside) return <Lazy>{outside === '/config-error' ? <ConfigError /> : <AdminRoutes />}</Lazy>;
  const page = matchRoute(pathname, PAGE_PATHS);
  const Page = page ? PAGES[page] : NotFound;
  return (
    <BrandProvider>
      <Layout>
        {matchRoute(pathname, ['/']) ? (
          <Home />
        ) : (
          <Lazy>
            <Page />
          </Lazy>
        )}
      </Layout>
    </BrandProvider>
  );
}

export default function App() {
  return (
    <>
      <Router>
        <AppRoutes />
      </Router>
      <Toaster />
    </>
  );
}
