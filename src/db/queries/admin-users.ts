import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { adminSessions, adminUserChanges, adminUsers, clients } from '../schema';

export type AdminUserRow = typeof adminUsers.$inferSelect;
type AdminUserValues = typeof adminUsers.$inferInsert;

/** The user with this e-mail, compared case-insensitively; with `active`, only an active one. */
export async function findAdminUserByEmail(
  db: Db,
  email: string,
  opts: { active?: boolean } = {},
): Promise<AdminUserRow | undefined> {
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(and(eq(sql`lower(${adminUsers.email})`, email), opts.active ? eq(adminUsers.isActive, true) : undefined))
    .limit(1);
  return user;
}

export async function findAdminUser(db: Db, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return row;
}

/** Every admin user with the client it is scoped to, newest first. */
export async function listAdminUsersWithClients(db: Db) {
  return db
    .select({
      user: adminUsers,
      client: { id: clients.id, name: clients.name, tenant: clients.tenant, domain: clients.domain },
    })
    .from(adminUsers)
    .leftJoin(clients, eq(clients.id, adminUsers.clientId))
    .orderBy(desc(adminUsers.createdAt));
}

/** The development sign-in's list: active users by e-mail, with their client's tenant and domain. */
export async function listActiveAdminUsersForSignIn(db: Db) {
  return db
    .select({
      email: adminUsers.email,
      role: adminUsers.role,
      tenantAccess: adminUsers.tenantAccess,
      tenant: clients.tenant,
      domain: clients.domain,
    })
    .from(adminUsers)
    .leftJoin(clients, eq(clients.id, adminUsers.clientId))
    .where(eq(adminUsers.isActive, true))
    .orderBy(adminUsers.email);
}

export async function insertAdminUser(db: Db, values: AdminUserValues): Promise<AdminUserRow> {
  const [row] = await db.insert(adminUsers).values(values).returning();
  return row;
}

/** Seeding: adds the user unless its e-mail exists. */
export async function insertAdminUserIfMissing(db: Db, values: AdminUserValues): Promise<void> {
  await db.insert(adminUsers).values(values).onConflictDoNothing();
}

export async function updateAdminUserRow(db: Db, id: string, values: Partial<AdminUserValues>): Promise<AdminUserRow> {
  const [row] = await db.update(adminUsers).set(values).where(eq(adminUsers.id, id)).returning();
  return row;
}

export async function countActiveSuperAdmins(db: Db, exceptId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'super_admin'), eq(adminUsers.isActive, true), ne(adminUsers.id, exceptId)));
  return n;
}

export async function insertAdminUserChange(db: Db, values: typeof adminUserChanges.$inferInsert): Promise<void> {
  await db.insert(adminUserChanges).values(values);
}

/** The newest changes to admin users, with the e-mail of the user changed. */
export async function listAdminUserChanges(db: Db, limit: number) {
  return db
    .select({
      id: adminUserChanges.id,
      adminUserId: adminUserChanges.adminUserId,
      email: adminUsers.email,
      changeDescription: adminUserChanges.changeDescription,
      createdBy: adminUserChanges.createdBy,
      createdAt: adminUserChanges.createdAt,
    })
    .from(adminUserChanges)
    .innerJoin(adminUsers, eq(adminUsers.id, adminUserChanges.adminUserId))
    .orderBy(desc(adminUserChanges.createdAt))
    .limit(limit);
}

// ------------------------------------------------------------------ admin_sessions (keyed by sha256 of the cookie token)

export async function insertAdminSession(db: Db, values: typeof adminSessions.$inferInsert): Promise<void> {
  await db.insert(adminSessions).values(values);
}

export async function deleteExpiredAdminSessions(db: Db): Promise<void> {
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date()));
}

/** A live session of a still-active user, with that user. */
export async function findLiveAdminSession(db: Db, id: string) {
  const [row] = await db
    .select({ session: adminSessions, user: adminUsers })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminUserId))
    .where(and(eq(adminSessions.id, id), gt(adminSessions.expiresAt, new Date()), eq(adminUsers.isActive, true)))
    .limit(1);
  return row;
}

export async function deleteAdminSession(db: Db, id: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, id));
}
