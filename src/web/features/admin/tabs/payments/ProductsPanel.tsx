import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Badge } from '@/web/components/ui/badge';
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
import { ADMIN_CURRENCIES, productSchema, type AdminClient, type AdminProduct } from '@/shared/admin-api';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from '@/shared/brand';
import { adminFetch, formatPrice, useInvalidateAdmin } from '../../api';
import { Empty, Field, NativeSelect, Spinner, Textarea } from '../../ui';

/** The product type as the console names it ('Competitors side by side'); an unknown stored type as it is. */
const typeLabel = (type: string) => PRODUCT_TYPE_LABELS[type as keyof typeof PRODUCT_TYPE_LABELS] ?? type;

const emptyProduct = {
  productType: 'single_page',
  name: '',
  description: '',
  price: '',
  currency: 'USD',
  isActive: true,
};

type ProductForm = typeof emptyProduct;
type Editing = AdminProduct | 'new' | null;

/** Creates or updates the product (price in minor units), then refreshes the products and the history. */
function useSaveProduct(client: AdminClient, editing: Editing, f: ProductForm, onClose: () => void) {
  const invalidate = useInvalidateAdmin();
  const price = Number(f.price);
  return useMutation({
    mutationFn: () => {
      const body = {
        productType: f.productType,
        name: f.name,
        description: f.description,
        price: Math.round(price * 100),
        currency: f.currency,
        isActive: f.isActive,
        tenantId: client.id,
      };
      return editing === 'new'
        ? adminFetch('/api/admin/products', { method: 'POST', body })
        : adminFetch(`/api/admin/products/${(editing as AdminProduct).id}`, { method: 'PUT', body });
    },
    onSuccess: async () => {
      toast({ title: editing === 'new' ? 'Product Created' : 'Product Updated', variant: 'success' });
      onClose();
      await invalidate('products', 'history');
    },
    onError: (err) =>
      toast({
        title: editing === 'new' ? 'Creation Failed' : 'Update Failed',
        description: (err as Error).message,
        variant: 'destructive',
      }),
  });
}

/** The price in major units and its currency. */
function PriceFields({ f, setF }: { f: ProductForm; setF: (f: ProductForm) => void }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field label="Price" htmlFor="p-price">
        <Input
          id="p-price"
          type="number"
          step="0.01"
          min="0"
          placeholder="29.95"
          value={f.price}
          onChange={(e) => setF({ ...f, price: e.target.value })}
        />
      </Field>
      <Field label="Currency" htmlFor="p-cur">
        <NativeSelect id="p-cur" value={f.currency} onChange={(e) => setF({ ...f, currency: e.target.value })}>
          {ADMIN_CURRENCIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}

/** Add or edit a product (`editing`); the price is entered in major units and stored in minor units. */
function ProductDialog({
  client,
  editing,
  f,
  setF,
  onClose,
}: {
  client: AdminClient;
  editing: Editing;
  f: ProductForm;
  setF: (f: ProductForm) => void;
  onClose: () => void;
}) {
  const price = Number(f.price);
  const valid = f.name.trim().length > 0 && price > 0;
  const saveP = useSaveProduct(client, editing, f, onClose);
  return (
    <Dialog open={editing !== null} onOpenChange={(v) => !v && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{editing === 'new' ? 'Add Product' : 'Edit Product'}</DialogTitle>
          <DialogDescription>Prices are entered in {f.currency} and stored in minor units.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) saveP.mutate();
          }}
        >
          <Field label="Product type" htmlFor="p-type">
            <NativeSelect
              id="p-type"
              value={f.productType}
              onChange={(e) => setF({ ...f, productType: e.target.value })}
            >
              {PRODUCT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PRODUCT_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Name" htmlFor="p-name">
            <Input id="p-name" value={f.name} onChange={(e) => setF({ ...f, name: e.target.value })} />
          </Field>
          <Field label="Description" htmlFor="p-desc">
            <Textarea id="p-desc" value={f.description} onChange={(e) => setF({ ...f, description: e.target.value })} />
          </Field>
          <PriceFields f={f} setF={setF} />
          <label className="flex items-center gap-3 text-sm">
            <Switch
              checked={f.isActive}
              onCheckedChange={(v) => setF({ ...f, isActive: v })}
              aria-label="Product active"
            />{' '}
            Active
          </label>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!valid || saveP.isPending}>
              {editing === 'new' ? 'Create' : 'Update'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Asks before deleting a product; `product` null: closed. */
function DeleteProductDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const invalidate = useInvalidateAdmin();
  const del = useMutation({
    mutationFn: (id: string) => adminFetch(`/api/admin/products/${id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      onClose();
      toast({ title: 'Product Deleted', variant: 'success' });
      await invalidate('products', 'history');
    },
    onError: (err) => {
      onClose();
      toast({ title: 'Deletion Failed', description: (err as Error).message, variant: 'destructive' });
    },
  });
  return (
    <Dialog open={product !== null} onOpenChange={(v) => !v && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete product {product?.name}?</DialogTitle>
          <DialogDescription>
            {product
              ? `${formatPrice(product.price, product.currency)}, ${typeLabel(product.productType).toLowerCase()}.`
              : ''}{' '}
            Visitors can no longer buy it. To stop selling it for a while, switch it off instead.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={del.isPending} onClick={() => product && del.mutate(product.id)}>
            Delete product
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Products and prices of a client (Payments → Pricing); every change is recorded in its Change History. */
export function ProductsPanel({ client, readOnly }: { client: AdminClient; readOnly: boolean }) {
  const invalidate = useInvalidateAdmin();
  const list = useQuery({
    queryKey: ['admin', 'products', client.id],
    queryFn: () => adminFetch(`/api/admin/products/${client.id}`, { schema: z.array(productSchema) }),
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const [f, setF] = useState(emptyProduct);
  const open = (p: AdminProduct | 'new') => {
    setEditing(p);
    setF(
      p === 'new'
        ? emptyProduct
        : {
            productType: p.productType,
            name: p.name,
            description: p.description,
            price: (p.price / 100).toFixed(2),
            currency: p.currency,
            isActive: p.isActive,
          },
    );
  };
  const toggle = useMutation({
    mutationFn: (p: AdminProduct) =>
      adminFetch(`/api/admin/products/${p.id}`, { method: 'PUT', body: { isActive: !p.isActive } }),
    onSuccess: () => invalidate('products', 'history'),
    onError: (err) => toast({ title: 'Update Failed', description: (err as Error).message, variant: 'destructive' }),
  });

  if (list.isPending) return <Spinner />;
  if (list.error) return <Empty>{list.error.message}</Empty>;
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between">
        <h3 className="text-base font-semibold">Products</h3>
        {!readOnly ? (
          <Button size="sm" onClick={() => open('new')}>
            <Plus aria-hidden /> Add Product
          </Button>
        ) : null}
      </div>
      {list.data.length === 0 ? <p className="text-sm text-slate-500">No products yet.</p> : null}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {list.data.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-3 p-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {p.name} <Badge variant="outline">{typeLabel(p.productType)}</Badge>
              </p>
              {p.description ? <p className="text-xs text-slate-500">{p.description}</p> : null}
            </div>
            <span className="font-semibold tabular-nums">{formatPrice(p.price, p.currency)}</span>
            <Switch
              checked={p.isActive}
              disabled={readOnly}
              onCheckedChange={() => toggle.mutate(p)}
              aria-label={`${p.name} active`}
            />
            {!readOnly ? (
              <>
                <Button size="icon" variant="ghost" aria-label={`Edit ${p.name}`} onClick={() => open(p)}>
                  <Pencil aria-hidden />
                </Button>
                <Button size="icon" variant="ghost" aria-label={`Delete ${p.name}`} onClick={() => setDeleting(p)}>
                  <Trash2 aria-hidden />
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
      <ProductDialog client={client} editing={editing} f={f} setF={setF} onClose={() => setEditing(null)} />
    </div>
  );
}
