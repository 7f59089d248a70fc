import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { clientConfigHistory, clients } from '../schema';

export type ClientRow = typeof clients.$inferSelect;
export type ClientValues = typeof clients.$inferInsert;
/** What other rows show of a client. */
export type ClientBrief = Pick<ClientRow, 'id' | 'name' | 'tenant' | 'domain'>;
const brief = { id: clients.id, name: clients.name, tenant: clients.tenant, domain: clients.domain };

export async function findActiveClientByTenant(db: Db, tenant: string): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.tenant, tenant), eq(clients.isActive, true)))
    .limit(1);
  return row;
}

export async function findActiveClientByDomain(db: Db, domain: string): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.domain, domain), eq(clients.isActive, true)))
    .limit(1);
  return row;
}

export async function findClientById(db: Db, id: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return row;
}

/** Active or not (the seed looks for its own tenants). */
export async function findClientByTenant(db: Db, tenant: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.tenant, tenant)).limit(1);
  return row;
}

export async function findClientBrief(db: Db, id: string): Promise<ClientBrief | undefined> {
  const [row] = await db.select(brief).from(clients).where(eq(clients.id, id)).limit(1);
  return row;
}

/** The client whose tenant id or domain is `name`. */
export async function findClientBriefByName(db: Db, name: string): Promise<ClientBrief | undefined> {
  const [row] = await db
    .select(brief)
    .from(clients)
    .where(sql`${clients.tenant} = ${name} or ${clients.domain} = ${name}`)
    .limit(1);
  return row;
}

export async function listClients(db: Db): Promise<ClientRow[]> {
  return db.select().from(clients).orderBy(clients.name);
}

/** A new client; a tenant id in use throws (unique violation). */
export async function insertClient(db: Db, values: ClientValues): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  return row;
}

/** Seeding: a new client, or undefined when its tenant id is taken. */
export async function insertClientIfMissing(db: Db, values: ClientValues): Promise<ClientRow | undefined> {
  const [row] = await db.insert(clients).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateClientRow(db: Db, id: string, values: Partial<ClientValues>): Promise<ClientRow> {
  const [row] = await db.update(clients).set(values).where(eq(clients.id, id)).returning();
  return row;
}

export async function deleteClientRow(db: Db, id: string): Promise<void> {
  await db.delete(clients).where(eq(clients.id, id));
}

/**
 * Records the outcome of a connection test on the stored secret key (a pass sets the marks, a failure
 * clears them), only while the stored key is still `storedKey`: a save in between is never overwritten.
 */
export async function markStripeKeyTested(
  db: Db,
  clientId: string,
  storedKey: string,
  mark: { verifiedKeyHash: string; verifiedAt: string } | null,
): Promise<void> {
  const value = mark
    ? sql`${clients.stripeConfig} || ${JSON.stringify(mark)}::jsonb`
    : sql`${clients.stripeConfig} - 'verifiedKeyHash' - 'verifiedAt'`;
  await db
    .update(clients)
    .set({ stripeConfig: value })
    .where(and(eq(clients.id, clientId), sql`${clients.stripeConfig}->>'secretKeyEncrypted' = ${storedKey}`));
}

/** Clients whose Change History is empty. */
export async function listClientsWithoutHistory(db: Db): Promise<ClientRow[]> {
  return db
    .select()
    .from(clients)
    .where(sql`not exists (select 1 from ${clientConfigHistory} h where h.client_id = ${clients.id})`);
}
