import { eq } from 'drizzle-orm';
import { products } from '@/db/schema';
import type { ProductRow } from '@/db/queries/clients';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../errors';
import { canManagePayments, canViewClient, type AdminActor } from '../../policies/admin';
import { clientInScope } from './clients';

export const ADMIN_CURRENCIES = ['USD', 'GBP', 'CAD', 'AUD'] as const;

export const toProductDto = (p: ProductRow) => ({
  id: p.id,
  tenantId: p.clientId,
  productType: p.productType,
  name: p.name,
  description: p.description ?? '',
  price: p.price,
  currency: p.currency,
  isActive: p.isActive,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export interface ProductInput {
  productType: 'single_page' | 'multi_page';
  name: string;
  description?: string | null;
  price: number;
  currency: (typeof ADMIN_CURRENCIES)[number];
  isActive: boolean;
  tenantId: string;
}

export async function listProducts(ctx: AppContext, actor: AdminActor, clientId: string) {
  await clientInScope(ctx, actor, clientId);
  const rows = await ctx.database.db.select().from(products).where(eq(products.clientId, clientId)).orderBy(products.createdAt);
  return rows.map(toProductDto);
}

async function productInScope(ctx: AppContext, actor: AdminActor, id: string) {
  const [row] = await ctx.database.db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) throw notFound('Product not found');
  const client = await clientInScope(ctx, actor, row.clientId).catch(() => {
    throw notFound('Product not found');
  });
  return { row, client };
}

export async function createProduct(ctx: AppContext, actor: AdminActor, input: ProductInput) {
  const client = await clientInScope(ctx, actor, input.tenantId);
  if (!canManagePayments(actor, client)) throw forbidden('Your role cannot change products');
  const [row] = await ctx.database.db
    .insert(products)
    .values({ clientId: client.id, productType: input.productType, name: input.name.trim(), description: input.description?.trim() || null, price: input.price, currency: input.currency, isActive: input.isActive })
    .returning();
  ctx.tenants.invalidate();
  return toProductDto(row);
}

export async function updateProduct(ctx: AppContext, actor: AdminActor, id: string, input: Partial<Omit<ProductInput, 'tenantId'>>) {
  const { client } = await productInScope(ctx, actor, id);
  if (!canManagePayments(actor, client)) throw forbidden('Your role cannot change products');
  const values: Partial<typeof products.$inferInsert> = { updatedAt: new Date() };
  if (input.productType !== undefined) values.productType = input.productType;
  if (input.name !== undefined) values.name = input.name.trim();
  if (input.description !== undefined) values.description = input.description?.trim() || null;
  if (input.price !== undefined) values.price = input.price;
  if (input.currency !== undefined) values.currency = input.currency;
  if (input.isActive !== undefined) values.isActive = input.isActive;
  const [row] = await ctx.database.db.update(products).set(values).where(eq(products.id, id)).returning();
  ctx.tenants.invalidate();
  return toProductDto(row);
}

export async function deleteProduct(ctx: AppContext, actor: AdminActor, id: string) {
  const { client } = await productInScope(ctx, actor, id);
  if (!canManagePayments(actor, client) || !canViewClient(actor, client)) throw forbidden('Your role cannot change products');
  await ctx.database.db.delete(products).where(eq(products.id, id));
  ctx.tenants.invalidate();
}
