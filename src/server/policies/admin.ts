/**
 * Who may do what in the admin console. Every admin route asks this module; nothing else decides.
 * Tenant scope is always an explicit argument (the client row being touched), never ambient state.
 *
 * super_admin   everything, plus admin users
 * admin         every tenant: create, edit and delete clients, global access codes
 * support_staff reads the tenants in its tenant_access; cannot change clients, payments or products;
 *               may manage tenant access codes and delete analyses in scope
 * tenant_admin  only the tenant in its tenant_access: its usage, codes, configuration, payments, products
 */
import { ADMIN_ROLES } from '@/shared/admin-api';

export { ADMIN_ROLES };
export type AdminRole = (typeof ADMIN_ROLES)[number];

export interface AdminActor {
  id: string;
  email: string;
  role: AdminRole;
  /** 'all' or one tenant (its id or its domain). */
  tenantAccess: string;
}

/** The part of a client the policy looks at. */
export interface ClientRef {
  id: string;
  tenant: string;
  domain: string | null;
}

/** 'all', or the single tenant (id or domain) the actor is limited to; null means no tenant at all. */
export type TenantScope = { all: true } | { all: false; tenant: string | null };

const isRole = (value: string): value is AdminRole => (ADMIN_ROLES as readonly string[]).includes(value);
export const asRole = (value: string): AdminRole | undefined => (isRole(value) ? value : undefined);

export function scopeOf(actor: AdminActor): TenantScope {
  if (actor.role === 'super_admin' || actor.role === 'admin') return { all: true };
  const access = actor.tenantAccess.trim().toLowerCase();
  if (actor.role === 'support_staff' && access === 'all') return { all: true };
  // A tenant_admin with 'all' is a misconfiguration: it gets nothing rather than everything.
  return { all: false, tenant: access && access !== 'all' ? access : null };
}

/** May the actor see anything of this client? */
export function canViewClient(actor: AdminActor, client: ClientRef): boolean {
  const scope = scopeOf(actor);
  if (scope.all) return true;
  return scope.tenant !== null && (client.tenant === scope.tenant || client.domain === scope.tenant);
}

export const seesAllTenants = (actor: AdminActor) => scopeOf(actor).all;
export const canCreateClient = (actor: AdminActor) => actor.role === 'super_admin' || actor.role === 'admin';
export const canDeleteClient = (actor: AdminActor, client: ClientRef) => canCreateClient(actor) && canViewClient(actor, client);
/** Branding, privacy, company fields, logo, restore. */
export const canEditClient = (actor: AdminActor, client: ClientRef) => actor.role !== 'support_staff' && canViewClient(actor, client);
/** Tenant id, domain and active flag: only those who may create clients. */
export const canEditClientIdentity = (actor: AdminActor, client: ClientRef) => canCreateClient(actor) && canViewClient(actor, client);
/** Payment settings and products. */
export const canManagePayments = (actor: AdminActor, client: ClientRef) => canEditClient(actor, client);
/** A code for one tenant. */
export const canManageCodesFor = (actor: AdminActor, client: ClientRef) => canViewClient(actor, client);
/** A global code (clientId null) works for every tenant. */
export const canManageGlobalCodes = (actor: AdminActor) => actor.role === 'super_admin' || actor.role === 'admin';
export const canDeleteAnalysis = (actor: AdminActor, client: ClientRef) => canViewClient(actor, client);
export const canManageAdminUsers = (actor: AdminActor) => actor.role === 'super_admin';

/** What the console may show; the server enforces the same rules on every call. */
export function permissionsOf(actor: AdminActor) {
  return {
    seesAllTenants: seesAllTenants(actor),
    canCreateClients: canCreateClient(actor),
    canDeleteClients: canCreateClient(actor),
    canEditClients: actor.role !== 'support_staff',
    canEditClientIdentity: canCreateClient(actor),
    canManagePayments: actor.role !== 'support_staff',
    canManageGlobalCodes: canManageGlobalCodes(actor),
    canManageAdminUsers: canManageAdminUsers(actor),
  };
}
