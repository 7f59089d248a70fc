import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { clients, products } from '../schema';

export type ClientRow = typeof clients.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

export async function findActiveClientByTenant(db: Db, tenant: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(and(eq(clients.tenant, tenant), eq(clients.isActive, true))).limit(1);
  return row;
}

export async function findActiveClientByDomain(db: Db, domain: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(and(eq(clients.domain, domain), eq(clients.isActive, true))).limit(1);
  return row;
}

export async function findClientById(db: Db, id: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return row;
}

export async function listActiveProducts(db: Db, clientId: string): Promise<ProductRow[]> {
  return db.select().from(products).where(and(eq(products.clientId, clientId), eq(products.isActive, true))).orderBy(products.createdAt);
}
