import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from '@/web/lib/router';
import { ChevronDown, Menu, X } from 'lucide-react';
import type { BrandConfig } from '@/shared/brand';
import { cn } from '@/web/lib/utils';
import { useBrand } from '@/web/features/brand/BrandProvider';
import { surfaceStyle } from '@/web/features/brand/paint';
import { withTenant } from '@/web/features/brand/tenant';

type NavItem = BrandConfig['navigation']['links'][number];
const DEFAULT_LINKS: NavItem[] = [
  { name: 'Home', url: '/' },
  { name: 'About', url: '/about' },
  { name: 'Contact', url: '/contact' },
];

const isExternal = (url: string) => /^(https?:)?\/\//i.test(url) || url.startsWith('mailto:') || url.startsWith('tel:');

function NavAnchor({
  item,
  className,
  onNavigate,
}: {
  item: { name: string; url: string };
  className?: string;
  onNavigate?: () => void;
}) {
  if (isExternal(item.url)) {
    return (
      <a
        href={item.url}
        className={className}
        onClick={onNavigate}
        target={item.url.startsWith('http') ? '_blank' : undefined}
        rel="noreferrer"
      >
        {item.name}
      </a>
    );
  }
  return (
    <NavLink to={withTenant(item.url)} className={className} onClick={onNavigate} end>
      {item.name}
    </NavLink>
  );
}

function Dropdown({ item, fg }: { item: NavItem; fg: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div ref={ref} className="relative" onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((o) => !o)}
        onMouseEnter={() => setOpen(true)}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium opacity-90 hover:opacity-100 focus-visible:outline-2"
        style={{ color: fg }}
      >
        {item.name}
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      {open ? (
        <div className="absolute right-0 top-full z-50 min-w-48 pt-1">
          <ul className="rounded-xl border border-slate-200 bg-white p-1.5 text-slate-800 shadow-xl">
            {item.dropdown?.map((d) => (
              <li key={d.name + d.url}>
                <NavAnchor
                  item={d}
                  onNavigate={() => setOpen(false)}
                  className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100"
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export function BrandMark({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const { config } = useBrand();
  if (config.logo)
    return <img src={config.logo} alt={config.companyName} className={size === 'sm' ? 'h-7 w-auto' : 'h-9 w-auto'} />;
  const initials = config.companyName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex items-center justify-center rounded-lg bg-[var(--accent)] font-bold text-[var(--accent-foreground)] shadow-sm',
        size === 'sm' ? 'size-7 text-xs' : 'size-9 text-sm',
      )}
    >
      {initials || 'AI'}
    </span>
  );
}

/** The links beside the brand on wide screens, dropdowns opening on hover or click. */
function MainNav({ links, fg }: { links: NavItem[]; fg: string }) {
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
      {links.map((item) =>
        item.dropdown?.length ? (
          <Dropdown key={item.name} item={item} fg={fg} />
        ) : (
          <NavAnchor
            key={item.name}
            item={item}
            className="rounded-md px-3 py-2 text-sm font-medium opacity-85 transition hover:opacity-100 aria-[current=page]:opacity-100 aria-[current=page]:underline aria-[current=page]:underline-offset-8"
          />
        ),
      )}
    </nav>
  );
}

/** The opened menu on narrow screens: every link, a dropdown's links under its name. */
function MobileNav({ links, onNavigate }: { links: NavItem[]; onNavigate: () => void }) {
  return (
    <nav aria-label="Mobile" className="border-t border-black/10 bg-white px-4 py-3 text-slate-900 shadow-lg md:hidden">
      <ul className="flex flex-col gap-1">
        {links.map((item) => (
          <li key={item.name}>
            {item.dropdown?.length ? (
              <>
                <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
                  {item.name}
                </p>
                {item.dropdown.map((d) => (
                  <NavAnchor
                    key={d.name}
                    item={d}
                    onNavigate={onNavigate}
                    className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100"
                  />
                ))}
              </>
            ) : (
              <NavAnchor
                item={item}
                onNavigate={onNavigate}
                className="block rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100"
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Header() {
  const { config, tenant } = useBrand();
  const [mobileOpen, setMobileOpen] = useState(false);
  if (!config.header.enabled) return null;
  const s = surfaceStyle(config.header.backgroundColor, 'light');
  const links = config.navigation.links.length ? config.navigation.links : DEFAULT_LINKS;
  const compact = config.header.compact;
  const home = tenant ? `/?tenant=${encodeURIComponent(tenant)}` : '/';
  return (
    <header
      data-testid="site-header"
      className="sticky top-0 z-30 border-b backdrop-blur print:hidden"
      style={{ background: s.background, color: s.color, borderColor: s.border }}
    >
      <div
        className={cn(
          'mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 sm:px-6',
          compact ? 'h-12' : 'h-16',
        )}
      >
        <Link
          to={home}
          className="flex min-w-0 items-center gap-2.5 rounded-md focus-visible:outline-2"
          data-testid="brand-logo"
          aria-label={`${config.companyName} home`}
        >
          {config.header.showLogo ? <BrandMark size={compact ? 'sm' : 'md'} /> : null}
          <span className={cn('truncate font-semibold tracking-tight', compact ? 'text-sm' : 'text-base sm:text-lg')}>
            {config.companyName}
          </span>
        </Link>
        <MainNav links={links} fg={s.color} />
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-lg md:hidden"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={mobileOpen}
          onClick={() => setMobileOpen((o) => !o)}
        >
          {mobileOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
        </button>
      </div>
      {mobileOpen ? <MobileNav links={links} onNavigate={() => setMobileOpen(false)} /> : null}
    </header>
  );
}
