import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { UserPlus } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Badge } from '@/web/components/ui/badge';
import { Input } from '@/web/components/ui/input';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { toast } from '@/web/features/toast/toast-store';
import { ADMIN_ROLES, adminUserSchema } from '@/shared/admin-api';
import { adminFetch, formatDate, ROLE_LABELS, useInvalidateAdmin } from '../api';
import { useClients } from '../hooks';
import { Empty, Field, NativeSelect, Spinner } from '../ui';

/** Admin Users (super_admin only): the list and Add Admin User. */
export function AdminUsersTab() {
  const users = useQuery({ queryKey: ['admin', 'admin-users'], queryFn: () => adminFetch('/api/admin/admin-users', { schema: z.array(adminUserSchema) }) });
  const clients = useClients();
  const invalidate = useInvalidateAdmin();
  const [open, setOpen] = useState(false);
  const [f, setF] = useState({ email: '', role: 'admin', tenantAccess: 'all' });
  const emailOk = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim());
  const create = useMutation({
    mutationFn: () => adminFetch('/api/admin/admin-users', { method: 'POST', body: f }),
    onSuccess: async () => {
      toast({ title: 'Admin user created successfully', variant: 'success' });
      setOpen(false);
      setF({ email: '', role: 'admin', tenantAccess: 'all' });
      await invalidate('admin-users');
    },
    onError: (err) => toast({ title: 'Creation Failed', description: (err as Error).message, variant: 'destructive' }),
  });
  if (users.isPending) return <Spinner />;
  if (users.error) return <Empty>{users.error.message}</Empty>;
  const needsTenant = f.role === 'tenant_admin' || f.role === 'support_staff';
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 p-5">
        <h2 className="text-lg font-semibold">Admin Users</h2>
        <Button size="sm" onClick={() => setOpen(true)}>
          <UserPlus aria-hidden /> Add Admin User
        </Button>
      </div>
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[640px] text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th className="px-4 py-2">Email</th>
              <th className="px-4 py-2">Role</th>
              <th className="px-4 py-2">Tenant access</th>
              <th className="px-4 py-2">Last login</th>
              <th className="px-4 py-2">Status</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.data.map((u) => (
              <tr key={u.id}>
                <td className="px-4 py-2 font-medium">{u.email}</td>
                <td className="px-4 py-2">{ROLE_LABELS[u.role] ?? u.role}</td>
                <td className="px-4 py-2">{u.tenant_access}</td>
                <td className="px-4 py-2 text-slate-600">{formatDate(u.last_login_at)}</td>
                <td className="px-4 py-2">{u.is_active ? <Badge variant="good">Active</Badge> : <Badge variant="muted">Inactive</Badge>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Add Admin User</DialogTitle>
            <DialogDescription>They sign in with the Google account of this e-mail address.</DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (emailOk) create.mutate();
            }}
          >
            <Field label="Email" htmlFor="u-email">
              <Input id="u-email" type="email" required value={f.email} aria-invalid={Boolean(f.email) && !emailOk} onChange={(e) => setF({ ...f, email: e.target.value })} />
            </Field>
            <Field label="Role" htmlFor="u-role">
              <NativeSelect id="u-role" value={f.role} onChange={(e) => setF({ ...f, role: e.target.value, tenantAccess: e.target.value === 'tenant_admin' ? (clients.data?.[0]?.tenant ?? '') : 'all' })}>
                {ADMIN_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="Tenant access" htmlFor="u-tenant">
              <NativeSelect id="u-tenant" value={f.tenantAccess} disabled={!needsTenant} onChange={(e) => setF({ ...f, tenantAccess: e.target.value })}>
                {f.role !== 'tenant_admin' ? <option value="all">All tenants</option> : null}
                {(clients.data ?? []).map((c) => (
                  <option key={c.id} value={c.tenant}>
                    {c.name} ({c.domain ?? c.tenant})
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!emailOk || create.isPending}>
                Add Admin User
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
