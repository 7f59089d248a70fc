import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { products } from '../schema';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = typeof products.$inferInsert;

export async function listActiveProducts(db: Db, clientId: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.clientId, clientId), eq(products.isActive, true)))
    .orderBy(products.createdAt);
}

export async function listProducts(db: Db, clientId: string): Promise<ProductRow[]> {
  return db.select().from(products).where(eq(products.clientId, clientId)).orderBy(products.createdAt);
}

export async function findProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

export async function insertProducts(db: Db, values: ProductValues[]): Promise<ProductRow[]> {
  return db.insert(products).values(values).returning();
}

export async function updateProductRow(db: Db, id: string, values: Partial<ProductValues>): Promise<ProductRow> {
  const [row] = await db.update(products).set(values).where(eq(products.id, id)).returning();
  return row;
}

export async function deleteProductRow(db: Db, id: string): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}
