/**
 * Who may do what in the admin console. Every admin route asks this module; nothing else decides.
 * Tenant scope is always an explicit argument (the client row being touched), never ambient state.
 *
 * super_admin   everything, plus admin users
 * admin         every tenant: create, edit and delete clients, global access codes
 * support_staff reads every tenant ('all') or its one client; cannot change clients, payments or products;
 *               may manage the access codes of tenants in scope and delete analyses in scope
 * tenant_admin  only its one client (by id): its usage, codes, configuration, payments, products
 */
import { ADMIN_ROLES } from '@/shared/admin-api';

export type AdminRole = (typeof ADMIN_ROLES)[number];

export interface AdminActor {
  id: string;
  email: string;
  role: AdminRole;
  /** tenant_access = 'all': every tenant (only meaningful for support_staff; admins always have it). */
  allTenants: boolean;
  /** The one client a tenant-scoped user acts for, by its immutable id; null when none. */
  clientId: string | null;
}

/** The part of a client the policy looks at. */
export interface ClientRef {
  id: string;
  tenant: string;
  domain: string | null;
}

/** 'all', or the single client (by id) the actor is limited to; null means no tenant at all. */
type TenantScope = { all: true } | { all: false; clientId: string | null };

const isRole = (value: string): value is AdminRole => (ADMIN_ROLES as readonly string[]).includes(value);
export const asRole = (value: string): AdminRole | undefined => (isRole(value) ? value : undefined);

export function scopeOf(actor: AdminActor): TenantScope {
  if (actor.role === 'super_admin' || actor.role === 'admin') return { all: true };
  if (actor.role === 'support_staff' && actor.allTenants) return { all: true };
  // A tenant_admin with 'all' is a misconfiguration: it gets nothing rather than everything.
  return { all: false, clientId: actor.allTenants ? null : actor.clientId };
}

/** May the actor see anything of this client? */
export function canViewClient(actor: AdminActor, client: ClientRef): boolean {
  const scope = scopeOf(actor);
  if (scope.all) return true;
  return scope.clientId !== null && client.id === scope.clientId;
}

const seesAllTenants = (actor: AdminActor) => scopeOf(actor).all;
export const canCreateClient = (actor: AdminActor) => actor.role === 'super_admin' || actor.role === 'admin';
export const canDeleteClient = (actor: AdminActor, client: ClientRef) =>
  canCreateClient(actor) && canViewClient(actor, client);
/** Branding, privacy, company fields, logo, restore. */
export const canEditClient = (actor: AdminActor, client: ClientRef) =>
  actor.role !== 'support_staff' && canViewClient(actor, client);
/** Tenant id, domain and active flag: only those who may create clients. */
export const canEditClientIdentity = (actor: AdminActor, client: ClientRef) =>
  canCreateClient(actor) && canViewClient(actor, client);
/** Payment settings and products. */
export const canManagePayments = (actor: AdminActor, client: ClientRef) => canEditClient(actor, client);
/** A code for one tenant. */
export const canManageCodesFor = (actor: AdminActor, client: ClientRef) => canViewClient(actor, client);
/** A global code (clientId null) works for every tenant. */
export const canManageGlobalCodes = (actor: AdminActor) => actor.role === 'super_admin' || actor.role === 'admin';
/** Creating a code means choosing its client whenever the actor sees more than one (support staff with 'all' too). */
const picksCodeClient = (actor: AdminActor) => scopeOf(actor).all;
export const canDeleteAnalysis = (actor: AdminActor, client: ClientRef) => canViewClient(actor, client);
export const canManageAdminUsers = (actor: AdminActor) => actor.role === 'super_admin';
/** Create and revoke a tenant's public API keys: whoever may edit the client (support staff only read the list). */
export const canManageApiKeys = (actor: AdminActor, client: ClientRef) => canEditClient(actor, client);
/** Add, pause, resume and delete monitors (docs/decisions/022); support staff only see them. */
export const canManageMonitors = (actor: AdminActor, client: ClientRef) => canEditClient(actor, client);

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
    canPickCodeClient: picksCodeClient(actor),
    canManageAdminUsers: canManageAdminUsers(actor),
  };
}
