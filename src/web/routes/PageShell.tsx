import type { ReactNode } from 'react';

export function PageShell({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <section className="bg-[var(--primary)] text-[var(--primary-foreground)]">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider opacity-80">{eyebrow}</p> : null}
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          {intro ? <div className="mt-3 max-w-2xl text-base opacity-90 sm:text-lg">{intro}</div> : null}
        </div>
      </section>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-12">{children}</div>
    </div>
  );
}
