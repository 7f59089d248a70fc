import { useState } from 'react';
import { useMutation, useQuery, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import { z } from 'zod';
import { Pencil, UserPlus } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Badge } from '@/web/components/ui/badge';
import { toast } from '@/web/features/toast/toast-store';
import {
  adminUserChangeSchema,
  adminUserSchema,
  type AdminMe,
  type AdminUserChange,
  type AdminUserItem,
} from '@/shared/admin-api';
import { adminFetch, formatDate, ROLE_LABELS, useInvalidateAdmin } from '../api';
import { useClients } from '../hooks';
import { Empty, Spinner } from '../ui';
import { AddUserDialog, EditUserDialog } from './admin-users/UserDialogs';

function UserRow({
  u,
  self,
  onEdit,
  setActive,
}: {
  u: AdminUserItem;
  self: boolean;
  onEdit: () => void;
  setActive: UseMutationResult<AdminUserItem, Error, AdminUserItem>;
}) {
  return (
    <tr>
      <td className="px-4 py-2 font-medium">
        {u.email} {self ? <span className="text-xs font-normal text-slate-500">(you)</span> : null}
      </td>
      <td className="px-4 py-2">{ROLE_LABELS[u.role] ?? u.role}</td>
      <td className="px-4 py-2">
        {u.tenant_access === 'all' ? (
          'all'
        ) : u.client_name ? (
          `${u.client_name} (${u.tenant_access})`
        ) : (
          <span className="text-amber-700">No tenant (was {u.tenant_access})</span>
        )}
      </td>
      <td className="px-4 py-2 text-slate-600">{formatDate(u.last_login_at)}</td>
      <td className="px-4 py-2">
        {u.is_active ? <Badge variant="good">Active</Badge> : <Badge variant="muted">Inactive</Badge>}
      </td>
      <td className="whitespace-nowrap px-4 py-2 text-right">
        <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit ${u.email}`}>
          <Pencil aria-hidden /> Edit
        </Button>
        {self ? null : (
          <Button size="sm" variant="outline" disabled={setActive.isPending} onClick={() => setActive.mutate(u)}>
            {u.is_active ? 'Deactivate' : 'Reactivate'}
            <span className="sr-only"> {u.email}</span>
          </Button>
        )}
      </td>
    </tr>
  );
}

function UserChanges({ changes }: { changes: UseQueryResult<AdminUserChange[]> }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm" aria-labelledby="user-changes-title">
      <h3 id="user-changes-title" className="border-b border-slate-200 p-5 text-base font-semibold">
        Admin user changes
      </h3>
      {changes.isPending ? (
        <Spinner />
      ) : !changes.data?.length ? (
        <p className="p-5 text-sm text-slate-500">No changes recorded yet.</p>
      ) : (
        <ol className="divide-y divide-slate-100" aria-label="Admin user changes">
          {changes.data.map((c) => (
            <li key={c.id} className="p-4 text-sm">
              <p className="font-medium [overflow-wrap:anywhere]">{c.changeDescription}</p>
              <p className="text-xs text-slate-500">
                {formatDate(c.createdAt)} by {c.createdBy}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Admin Users (super_admin only): the list, Add Admin User, and per user: role, tenant access, deactivate/reactivate; every change recorded. */
export function AdminUsersTab({ me }: { me: AdminMe }) {
  const users = useQuery({
    queryKey: ['admin', 'admin-users'],
    queryFn: () => adminFetch('/api/admin/admin-users', { schema: z.array(adminUserSchema) }),
  });
  const changes = useQuery({
    queryKey: ['admin', 'admin-user-changes'],
    queryFn: () => adminFetch('/api/admin/admin-users/history', { schema: z.array(adminUserChangeSchema) }),
  });
  const clients = useClients();
  const invalidate = useInvalidateAdmin();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminUserItem | null>(null);
  const setActive = useMutation({
    mutationFn: (u: AdminUserItem) =>
      adminFetch(`/api/admin/admin-users/${u.id}`, {
        method: 'PATCH',
        schema: adminUserSchema,
        body: { isActive: !u.is_active },
      }),
    onSuccess: async (u) => {
      toast({
        title: u.is_active ? 'Admin user reactivated' : 'Admin user deactivated',
        description: u.email,
        variant: 'success',
      });
      await invalidate('admin-users', 'admin-user-changes');
    },
    onError: (err) => toast({ title: 'Update Failed', description: (err as Error).message, variant: 'destructive' }),
  });
  if (users.isPending) return <Spinner />;
  if (users.error) return <Empty>{users.error.message}</Empty>;
  return (
    <div className="space-y-6">
      <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 p-5">
          <h2 className="text-lg font-semibold">Admin Users</h2>
          <Button size="sm" onClick={() => setAdding(true)}>
            <UserPlus aria-hidden /> Add Admin User
          </Button>
        </div>
        <p className="px-4 pt-3 text-xs text-slate-500 sm:hidden">Swipe the table sideways for status and actions.</p>
        <div className="relative overflow-x-auto" tabIndex={0} aria-label="Admin users table (scrolls sideways)">
          <table className="w-full min-w-[760px] text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th className="px-4 py-2">Email</th>
                <th className="px-4 py-2">Role</th>
                <th className="px-4 py-2">Tenant access</th>
                <th className="px-4 py-2">Last login</th>
                <th className="px-4 py-2">Status</th>
                <th className="px-4 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {users.data.map((u) => (
                <UserRow key={u.id} u={u} self={u.id === me.id} onEdit={() => setEditing(u)} setActive={setActive} />
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <UserChanges changes={changes} />
      <AddUserDialog open={adding} onOpenChange={setAdding} clients={clients.data ?? []} />
      {editing ? (
        <EditUserDialog
          user={editing}
          self={editing.id === me.id}
          onClose={() => setEditing(null)}
          clients={clients.data ?? []}
        />
      ) : null}
    </div>
  );
}
