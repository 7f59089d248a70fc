import type { ClientRow } from '@/db/queries/clients';
import {
  deleteProductRow,
  findProduct,
  insertProducts,
  listProducts as listProductRows,
  updateProductRow,
  type ProductRow,
  type ProductValues,
} from '@/db/queries/products';
import type { ADMIN_CURRENCIES } from '@/shared/admin-api';
import { PRODUCT_TYPE_LABELS, type PRODUCT_TYPES } from '@/shared/brand';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../errors';
import { canManagePayments, canViewClient, type AdminActor } from '../../policies/admin';
import { clientInScope } from './clients';
import { PRODUCTS_FIELD, recordHistory } from './history';

const toProductDto = (p: ProductRow) => ({
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

interface ProductInput {
  productType: (typeof PRODUCT_TYPES)[number];
  name: string;
  description?: string | null;
  price: number;
  currency: (typeof ADMIN_CURRENCIES)[number];
  isActive: boolean;
  tenantId: string;
}

export async function listProducts(ctx: AppContext, actor: AdminActor, clientId: string) {
  await clientInScope(ctx, actor, clientId);
  return (await listProductRows(ctx.database.db, clientId)).map(toProductDto);
}

async function productInScope(ctx: AppContext, actor: AdminActor, id: string) {
  const row = await findProduct(ctx.database.db, id);
  if (!row) throw notFound('Product not found');
  const client = await clientInScope(ctx, actor, row.clientId).catch(() => {
    throw notFound('Product not found');
  });
  return { row, client };
}

const TYPE_LABEL: Record<string, string> = PRODUCT_TYPE_LABELS;
const priceText = (p: Pick<ProductRow, 'price' | 'currency'>) => `${(p.price / 100).toFixed(2)} ${p.currency}`;
const productFacts = (p: ProductRow) => ({
  id: p.id,
  name: p.name,
  productType: p.productType,
  price: p.price,
  currency: p.currency,
  isActive: p.isActive,
  description: p.description,
});

/** Product and price changes go into the client's Change History (for the record; a restore leaves products alone). */
async function recordProduct(
  ctx: AppContext,
  actor: AdminActor,
  client: ClientRow,
  description: string,
  details: unknown,
) {
  await recordHistory(ctx, client, description, actor, [PRODUCTS_FIELD], details);
}

function describeUpdate(before: ProductRow, after: ProductRow): string {
  const parts: string[] = [];
  if (before.name !== after.name) parts.push(`renamed to '${after.name}'`);
  if (before.price !== after.price || before.currency !== after.currency)
    parts.push(`price ${priceText(before)} → ${priceText(after)}`);
  if (before.productType !== after.productType)
    parts.push(`type ${TYPE_LABEL[after.productType] ?? after.productType}`);
  if (before.isActive !== after.isActive) parts.push(after.isActive ? 'activated' : 'deactivated');
  if ((before.description ?? '') !== (after.description ?? '')) parts.push('description');
  return `Updated product '${before.name}': ${parts.join(', ') || 'no visible change'}`;
}

export async function createProduct(ctx: AppContext, actor: AdminActor, input: ProductInput) {
  const client = await clientInScope(ctx, actor, input.tenantId);
  if (!canManagePayments(actor, client)) throw forbidden('Your role cannot change products');
  const [row] = await insertProducts(ctx.database.db, [
    {
      clientId: client.id,
      productType: input.productType,
      name: input.name.trim(),
      description: input.description?.trim() || null,
      price: input.price,
      currency: input.currency,
      isActive: input.isActive,
    },
  ]);
  await recordProduct(
    ctx,
    actor,
    client,
    `Added product '${row.name}' (${TYPE_LABEL[row.productType] ?? row.productType}, ${priceText(row)}${row.isActive ? '' : ', inactive'})`,
    { action: 'created', after: productFacts(row) },
  );
  ctx.tenants.invalidate();
  return toProductDto(row);
}

export async function updateProduct(
  ctx: AppContext,
  actor: AdminActor,
  id: string,
  input: Partial<Omit<ProductInput, 'tenantId'>>,
) {
  const { row: before, client } = await productInScope(ctx, actor, id);
  if (!canManagePayments(actor, client)) throw forbidden('Your role cannot change products');
  const values: Partial<ProductValues> = { updatedAt: new Date() };
  if (input.productType !== undefined) values.productType = input.productType;
  if (input.name !== undefined) values.name = input.name.trim();
  if (input.description !== undefined) values.description = input.description?.trim() || null;
  if (input.price !== undefined) values.price = input.price;
  if (input.currency !== undefined) values.currency = input.currency;
  if (input.isActive !== undefined) values.isActive = input.isActive;
  const row = await updateProductRow(ctx.database.db, id, values);
  if (JSON.stringify(productFacts(before)) !== JSON.stringify(productFacts(row))) {
    await recordProduct(ctx, actor, client, describeUpdate(before, row), {
      action: 'updated',
      before: productFacts(before),
      after: productFacts(row),
    });
  }
  ctx.tenants.invalidate();
  return toProductDto(row);
}

export async function deleteProduct(ctx: AppContext, actor: AdminActor, id: string) {
  const { row, client } = await productInScope(ctx, actor, id);
  if (!canManagePayments(actor, client) || !canViewClient(actor, client))
    throw forbidden('Your role cannot change products');
  await deleteProductRow(ctx.database.db, id);
  await recordProduct(ctx, actor, client, `Deleted product '${row.name}' (${priceText(row)})`, {
    action: 'deleted',
    before: productFacts(row),
  });
  ctx.tenants.invalidate();
}
