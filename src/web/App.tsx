import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { BrandProvider, LoadingScreen } from '@/web/features/brand/BrandProvider';
import { Layout } from '@/web/features/layout/Layout';
import { Toaster } from '@/web/features/toast/Toaster';
import Home from '@/web/routes/Home';

const NotFound = lazy(() => import('@/web/routes/NotFound'));
const ConfigError = lazy(() => import('@/web/routes/ConfigError'));
const About = lazy(() => import('@/web/routes/About'));
const Contact = lazy(() => import('@/web/routes/Contact'));
const PrivacyPolicy = lazy(() => import('@/web/routes/PrivacyPolicy'));
const Upgrade = lazy(() => import('@/web/routes/Upgrade'));
const AdminRoutes = lazy(() => import('@/web/routes/admin/AdminRoutes'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/config-error"
        element={
          <Lazy>
            <ConfigError />
          </Lazy>
        }
      />
      <Route
        path="/admin/*"
        element={
          <Lazy>
            <AdminRoutes />
          </Lazy>
        }
      />
      <Route
        element={
          <BrandProvider>
            <Layout />
          </BrandProvider>
        }
      >
        <Route index element={<Home />} />
        <Route
          path="about"
          element={
            <Lazy>
              <About />
            </Lazy>
          }
        />
        <Route
          path="contact"
          element={
            <Lazy>
              <Contact />
            </Lazy>
          }
        />
        <Route
          path="privacy-policy"
          element={
            <Lazy>
              <PrivacyPolicy />
            </Lazy>
          }
        />
        <Route
          path="upgrade"
          element={
            <Lazy>
              <Upgrade />
            </Lazy>
          }
        />
        <Route
          path="*"
          element={
            <Lazy>
              <NotFound />
            </Lazy>
          }
        />
      </Route>
    </Routes>
  );
}

export default function App() {
  return (
    <>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </>
  );
}
