import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/web/lib/utils';

const alertVariants = cva(
  'relative w-full rounded-xl border px-4 py-3 text-sm grid has-[>svg]:grid-cols-[1.25rem_1fr] grid-cols-[0_1fr] has-[>svg]:gap-x-3 gap-y-0.5 items-start [&>svg]:size-5 [&>svg]:translate-y-0.5',
  {
    variants: {
      variant: {
        default: 'bg-white border-slate-200 text-slate-900 [&>svg]:text-slate-600',
        destructive: 'bg-red-50 border-red-200 text-red-900 [&>svg]:text-red-600',
        warning: 'bg-amber-50 border-amber-200 text-amber-900 [&>svg]:text-amber-600',
        orange: 'bg-orange-50 border-orange-200 text-orange-900 [&>svg]:text-orange-600',
        info: 'bg-indigo-50 border-indigo-200 text-indigo-950 [&>svg]:text-indigo-600',
        success: 'bg-emerald-50 border-emerald-200 text-emerald-950 [&>svg]:text-emerald-600',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Alert({
  className,
  variant,
  ...props
}: React.ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return (
    <div
      data-slot="alert"
      role="alert"
      data-variant={variant ?? 'default'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}
export function AlertTitle({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="alert-title" className={cn('col-start-2 font-semibold leading-snug', className)} {...props} />;
}
export function AlertDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn('col-start-2 text-sm leading-relaxed opacity-90 [&_p]:leading-relaxed', className)}
      {...props}
    />
  );
}
