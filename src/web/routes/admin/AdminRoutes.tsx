/**
 * Placeholder for the admin console (owned by the admin engineer, who replaces this file).
 * Lazily loaded by the web shell for /admin/*.
 */
import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';

function RedirectToDashboard() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/admin/dashboard', { replace: true });
  }, [navigate]);
  return <p className="p-8 text-center text-slate-600">Redirecting to admin dashboard...</p>;
}

export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<RedirectToDashboard />} />
      <Route path="login" element={<h1 className="p-8 text-2xl font-semibold">Admin sign-in</h1>} />
      <Route path="dashboard" element={<h1 className="p-8 text-2xl font-semibold">Admin dashboard</h1>} />
      <Route path="*" element={<h1 className="p-8 text-2xl font-semibold">404 Page Not Found</h1>} />
    </Routes>
  );
}
