import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/web/lib/queryClient';
import { BrandProvider, LoadingScreen } from '@/web/features/brand/BrandProvider';
import { Layout } from '@/web/features/layout/Layout';
import { Toaster } from '@/web/features/toast/Toaster';
import Home from '@/web/routes/Home';
import NotFound from '@/web/routes/NotFound';
import ConfigError from '@/web/routes/ConfigError';

const About = lazy(() => import('@/web/routes/About'));
const Contact = lazy(() => import('@/web/routes/Contact'));
const PrivacyPolicy = lazy(() => import('@/web/routes/PrivacyPolicy'));
const Upgrade = lazy(() => import('@/web/routes/Upgrade'));
const AdminRoutes = lazy(() => import('@/web/routes/admin/AdminRoutes'));

const queryClient = createQueryClient();

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/config-error" element={<ConfigError />} />
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
        <Route path="about" element={<Lazy><About /></Lazy>} />
        <Route path="contact" element={<Lazy><Contact /></Lazy>} />
        <Route path="privacy-policy" element={<Lazy><PrivacyPolicy /></Lazy>} />
        <Route path="upgrade" element={<Lazy><Upgrade /></Lazy>} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
