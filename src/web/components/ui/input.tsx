import * as React from 'react';
import { cn } from '@/web/lib/utils';

export function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs outline-none transition placeholder:text-slate-400 focus-visible:border-[var(--secondary)] focus-visible:ring-[3px] focus-visible:ring-[var(--secondary)]/25 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500 aria-invalid:ring-red-500/20 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
