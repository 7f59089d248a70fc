import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/web/lib/utils';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-[var(--secondary)] text-[var(--secondary-foreground)]',
        outline: 'border-slate-300 text-slate-700',
        critical: 'border-red-200 bg-red-50 text-red-700',
        high: 'border-orange-200 bg-orange-50 text-orange-700',
        medium: 'border-amber-200 bg-amber-50 text-amber-800',
        good: 'border-emerald-200 bg-emerald-50 text-emerald-700',
        warn: 'border-yellow-200 bg-yellow-50 text-yellow-800',
        muted: 'border-slate-200 bg-slate-100 text-slate-700',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
