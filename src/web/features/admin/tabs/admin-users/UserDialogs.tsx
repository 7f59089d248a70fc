import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Switch } from '@/web/components/ui/switch';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { toast } from '@/web/features/toast/toast-store';
import { ADMIN_ROLES, adminUserSchema, type AdminClient, type AdminUserItem } from '@/shared/admin-api';
import { adminFetch, ROLE_LABELS, useInvalidateAdmin } from '../../api';
import { Field, NativeSelect } from '../../ui';

type Role = (typeof ADMIN_ROLES)[number];
const ALL = 'all';

/** Tenant access for a role: admins always all tenants; a tenant admin one client; support staff either. */
function ScopeSelect({
  role,
  value,
  onChange,
  clients,
  id,
}: {
  role: Role;
  value: string;
  onChange: (v: string) => void;
  clients: AdminClient[];
  id: string;
}) {
  const fixedAll = role === 'super_admin' || role === 'admin';
  return (
    <Field
      label="Tenant access"
      htmlFor={id}
      hint={
        fixedAll
          ? 'Super admins and admins see every tenant.'
          : role === 'tenant_admin'
            ? 'One client; renaming its tenant ID keeps this access.'
            : 'All tenants, or one client.'
      }
    >
      <NativeSelect
        id={id}
        value={fixedAll ? ALL : value}
        disabled={fixedAll}
        onChange={(e) => onChange(e.target.value)}
      >
        {role !== 'tenant_admin' ? <option value={ALL}>All tenants</option> : null}
        {role === 'tenant_admin' && !value ? <option value="">Choose a client…</option> : null}
        {clients.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} ({c.domain ?? c.tenant})
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

function RoleSelect({
  id,
  value,
  onChange,
  disabled,
  hint,
}: {
  id: string;
  value: Role;
  onChange: (role: Role) => void;
  disabled?: boolean;
  hint?: string;
}) {
  return (
    <Field label="Role" htmlFor={id} hint={hint}>
      <NativeSelect id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as Role)}>
        {ADMIN_ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

const scopeValid = (role: Role, scope: string) => role !== 'tenant_admin' || (scope !== '' && scope !== ALL);

type NewUser = { email: string; role: Role; scope: string };

function useCreateAdminUser(f: NewUser, onDone: () => void) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: () =>
      adminFetch('/api/admin/admin-users', {
        method: 'POST',
        schema: adminUserSchema,
        body: {
          email: f.email,
          role: f.role,
          tenantAccess: 'all',
          clientId: f.scope === ALL || !f.scope ? null : f.scope,
        },
      }),
    onSuccess: async () => {
      toast({ title: 'Admin user created successfully', variant: 'success' });
      onDone();
      await invalidate('admin-users', 'admin-user-changes');
    },
    onError: (err) => toast({ title: 'Creation Failed', description: (err as Error).message, variant: 'destructive' }),
  });
}

export function AddUserDialog({
  open,
  onOpenChange,
  clients,
}: {
  open: boolean;
  onOpenChange: (v: boolean) => void;
  clients: AdminClient[];
}) {
  const [f, setF] = useState<NewUser>({ email: '', role: 'admin', scope: ALL });
  useEffect(() => {
    if (open) setF({ email: '', role: 'admin', scope: ALL });
  }, [open]);
  const emailOk = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim());
  const create = useCreateAdminUser(f, () => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Add Admin User</DialogTitle>
          <DialogDescription>They sign in with the Google account of this e-mail address.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (emailOk && scopeValid(f.role, f.scope)) create.mutate();
          }}
        >
          <Field label="Email" htmlFor="u-email">
            <Input
              id="u-email"
              type="email"
              required
              value={f.email}
              aria-invalid={Boolean(f.email) && !emailOk}
              onChange={(e) => setF({ ...f, email: e.target.value })}
            />
          </Field>
          <RoleSelect
            id="u-role"
            value={f.role}
            onChange={(role) => setF({ ...f, role, scope: role === 'tenant_admin' ? (clients[0]?.id ?? '') : ALL })}
          />
          <ScopeSelect
            id="u-tenant"
            role={f.role}
            value={f.scope}
            onChange={(scope) => setF({ ...f, scope })}
            clients={clients}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!emailOk || !scopeValid(f.role, f.scope) || create.isPending}>
              Add Admin User
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type UserChange = { role: Role; scope: string; active: boolean };

/** Sends only what changed (the tenant access again when the role changes). */
function useUpdateAdminUser(user: AdminUserItem, f: UserChange, initialScope: string, onDone: () => void) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: () => {
      const body: Record<string, unknown> = {};
      if (f.role !== user.role) body.role = f.role;
      const scope = f.role === 'super_admin' || f.role === 'admin' ? ALL : f.scope;
      if (scope !== initialScope || body.role) body.clientId = scope === ALL || !scope ? null : scope;
      if (f.active !== user.is_active) body.isActive = f.active;
      return adminFetch(`/api/admin/admin-users/${user.id}`, { method: 'PATCH', schema: adminUserSchema, body });
    },
    onSuccess: async () => {
      toast({ title: 'Admin user updated', variant: 'success' });
      onDone();
      await invalidate('admin-users', 'admin-user-changes');
    },
    onError: (err) => toast({ title: 'Update Failed', description: (err as Error).message, variant: 'destructive' }),
  });
}

/** Role, tenant access and status of one admin user; your own role and status are not yours to change. */
export function EditUserDialog({
  user,
  self,
  onClose,
  clients,
}: {
  user: AdminUserItem;
  self: boolean;
  onClose: () => void;
  clients: AdminClient[];
}) {
  const initialScope = user.client_id ?? (user.tenant_access === 'all' ? ALL : '');
  const [f, setF] = useState<UserChange>({
    role: user.role as Role,
    scope: initialScope,
    active: user.is_active,
  });
  const save = useUpdateAdminUser(user, f, initialScope, onClose);
  const unchanged =
    f.role === user.role &&
    f.active === user.is_active &&
    (f.scope === initialScope || f.role === 'super_admin' || f.role === 'admin');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Edit admin user</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">{user.email}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (scopeValid(f.role, f.scope)) save.mutate();
          }}
        >
          <RoleSelect
            id="eu-role"
            value={f.role}
            disabled={self}
            hint={self ? 'You cannot change your own role.' : undefined}
            onChange={(role) => setF({ ...f, role, scope: role === 'tenant_admin' && f.scope === ALL ? '' : f.scope })}
          />
          <ScopeSelect
            id="eu-tenant"
            role={f.role}
            value={f.scope}
            onChange={(scope) => setF({ ...f, scope })}
            clients={clients}
          />
          <label className="flex items-center gap-3 text-sm">
            <Switch
              checked={f.active}
              disabled={self}
              onCheckedChange={(v) => setF({ ...f, active: v })}
              aria-label="Account active"
            />{' '}
            Active
            {!f.active ? <span className="text-xs text-slate-500">(signed out at once, cannot sign in)</span> : null}
          </label>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={unchanged || !scopeValid(f.role, f.scope) || save.isPending}>
              Save changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
