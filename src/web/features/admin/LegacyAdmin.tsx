import { Link } from '@/web/lib/router';
import { LayoutDashboard } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

/** The legacy admin screen (its content is not specified): points operators to the dashboard. */
export function LegacyAdmin() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Admin</h1>
      <p className="text-slate-600">
        Clients, payments, access codes, usage and history are managed in the admin dashboard.
      </p>
      <Button asChild>
        <Link to="/admin/dashboard">
          <LayoutDashboard aria-hidden /> Open the dashboard
        </Link>
      </Button>
    </main>
  );
}
