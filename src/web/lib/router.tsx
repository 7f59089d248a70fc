/**
 * The app's router: the address bar as React state, links that navigate without a reload, and path
 * matching for the few routes the app has (docs/decisions/028). Behaves as React Router's BrowserRouter
 * did here: history push (replace for a link to the current address), back and forward through
 * popstate, location updates as transitions (a lazy page keeps the old one on screen until it is
 * loaded), paths matched without regard to case or trailing slashes.
 */
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

interface Location {
  pathname: string;
  search: string;
  hash: string;
}
type To = string | Partial<Location>;
interface NavigateOptions {
  replace?: boolean;
}
type NavigateFunction = (to: To, options?: NavigateOptions) => void;

const RouterContext = createContext<{ location: Location; navigate: NavigateFunction } | null>(null);

const href = (l: Location) => l.pathname + l.search + l.hash;
const fromWindow = (): Location => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

/** `to` against the current location: a path (absolute or relative) or the parts to change. */
function resolve(to: To, from: Location): Location {
  if (typeof to !== 'string')
    return { pathname: to.pathname ?? from.pathname, search: to.search ?? '', hash: to.hash ?? '' };
  const u = new URL(to, `http://local${from.pathname}`);
  return { pathname: u.pathname, search: u.search, hash: u.hash };
}

/**
 * Provides the location. In the browser it follows `window.history`; with `initial` (tests) it keeps
 * the location in memory.
 */
export function Router({ children, initial }: { children: ReactNode; initial?: string }) {
  const [location, setLocation] = useState(() =>
    initial === undefined ? fromWindow() : resolve(initial, fromWindow()),
  );

  useEffect(() => {
    if (initial !== undefined) return;
    const onPop = () => startTransition(() => setLocation(fromWindow()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [initial]);

  const value = useMemo(() => {
    const navigate: NavigateFunction = (to, options) => {
      const next = resolve(to, location);
      if (initial === undefined) window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', href(next));
      startTransition(() => setLocation(next));
    };
    return { location, navigate };
  }, [location, initial]);

  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter() {
  const r = useContext(RouterContext);
  if (!r) throw new Error('router hook outside <Router>');
  return r;
}

export const useLocation = () => useRouter().location;
export const useNavigate = () => useRouter().navigate;
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), []); // once, on mount
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; replace?: boolean };

/** An `<a href>` that navigates in the app on a plain left click (a new tab, modifier keys: the browser's). */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const dest = href(resolve(to, location));
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || (target && target !== '_self')) return;
    if (e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    navigate(dest, { replace: replace ?? dest === href(location) });
  };
  return <a {...rest} href={dest} target={target} onClick={click} />;
}

/** A Link marked `aria-current="page"` (and class `active`) while its path is the current one. */
export function NavLink({ end, className, ...props }: LinkProps & { end?: boolean }) {
  const { location } = useRouter();
  const path = resolve(props.to, location)
    .pathname.toLowerCase()
    .replace(/(.)\/+$/, '$1');
  const here = location.pathname.toLowerCase();
  const active = here === path || (!end && here.startsWith(path) && here.charAt(path.length) === '/');
  return (
    <Link
      {...props}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ')}
      aria-current={active ? 'page' : undefined}
    />
  );
}

/**
 * The first of `paths` that `pathname` is on (without regard to case or trailing slashes; a path ending
 * in '/*' also takes everything below it), or null.
 */
export function matchRoute<P extends string>(pathname: string, paths: readonly P[]): P | null {
  const p = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return (
    paths.find((path) => {
      const prefix = path.replace(/\/\*$/, '').toLowerCase();
      return p === (prefix || '/') || (path.endsWith('/*') && p.startsWith(`${prefix}/`));
    }) ?? null
  );
}
