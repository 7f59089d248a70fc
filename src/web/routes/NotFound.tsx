import { Link } from '@/web/lib/router';
import { Button } from '@/web/components/ui/button';
import { withTenant } from '@/web/features/brand/tenant';

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold tracking-tight text-[var(--secondary-ink)]">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link to={withTenant('/')}>Back to home</Link>
      </Button>
    </div>
  );
}
