// Where the visitor is, and how the SPA moves them: the browser's history behind one context that
// wouter's routes and links read (see router.tsx for the rest of the routing vocabulary).

import { createContext, type ReactNode, startTransition, use, useCallback, useEffect, useMemo, useState } from 'react';
import { Router } from 'wouter';

export interface Location {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** What the link or navigation that led here carried (`<Link state>`), or null. */
  readonly state: unknown;
  /** Names this history entry, so Back can return to where the visitor was on it. */
  readonly key: string;
}

/** How the shown entry was reached: Back/Forward or a first load (POP), a link (PUSH), a redirect (REPLACE). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  readonly replace?: boolean;
  readonly state?: unknown;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

interface RouterState {
  readonly location: Location;
  readonly navigationType: NavigationType;
  readonly navigate: Navigate;
}

const RouterStateContext = createContext<RouterState | null>(null);

function useRouterState(): RouterState {
  const state = use(RouterStateContext);
  if (!state) throw new Error('Routing hooks need a <BrowserRouter> or <StaticRouter> above them');
  return state;
}

/** What the SPA keeps in `history.state`. */
interface HistoryEntry {
  readonly usr: unknown;
  readonly key: string;
}

function isHistoryEntry(value: unknown): value is HistoryEntry {
  return typeof value === 'object' && value !== null && 'key' in value && typeof value.key === 'string';
}

function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry: unknown = window.history.state;
  return isHistoryEntry(entry)
    ? { pathname, search, hash, state: entry.usr ?? null, key: entry.key }
    : { pathname, search, hash, state: null, key: 'default' };
}

interface Shown {
  readonly location: Location;
  readonly navigationType: NavigationType;
}

/** The site in a browser: the address bar is the location, and Back and Forward move through it. */
export function BrowserRouter({ children }: { readonly children: ReactNode }) {
  const [shown, setShown] = useState<Shown>(() => ({ location: browserLocation(), navigationType: 'POP' }));
  // A transition, for links and Back alike: the page on screen stays until the next one's code is
  // here, rather than blanking to the loading fallback on every move to a page not yet fetched.
  const showAddress = useCallback(
    (navigationType: NavigationType) => startTransition(() => setShown({ location: browserLocation(), navigationType })),
    [],
  );

  useEffect(() => {
    const onPopState = () => showAddress('POP');
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [showAddress]);

  const navigate = useCallback<Navigate>(
    (to, { replace: asked, state = null } = {}) => {
      // A link to the page the visitor is on takes its place, so Back does not lead to it a second time.
      const replace = asked ?? new URL(to, window.location.href).href === window.location.href;
      const entry: HistoryEntry = { usr: state, key: Math.random().toString(36).slice(2, 10) };
      if (replace) window.history.replaceState(entry, '', to);
      else window.history.pushState(entry, '', to);
      showAddress(replace ? 'REPLACE' : 'PUSH');
    },
    [showAddress],
  );

  const value = useMemo<RouterState>(() => ({ ...shown, navigate }), [shown, navigate]);
  return <LocationRouter value={value}>{children}</LocationRouter>;
}

function refuseNavigation(): never {
  throw new Error('A prerendered page cannot navigate');
}

/** The site rendered once at `location` at build time (web/prerender/), where nothing can move. */
export function StaticRouter({ location, children }: { readonly location: string; readonly children: ReactNode }) {
  const url = new URL(location, 'http://prerender.invalid');
  const value: RouterState = {
    location: { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' },
    navigationType: 'POP',
    navigate: refuseNavigation,
  };
  return <LocationRouter value={value}>{children}</LocationRouter>;
}

// wouter's routes, links and params read the location through these hooks rather than its own
// history listener, so they see exactly what the rest of the site sees, in the same render.
const usePathAndNavigate = (): [string, Navigate] => {
  const { location, navigate } = useRouterState();
  return [location.pathname, navigate];
};
const useSearchString = (): string => useRouterState().location.search;

function LocationRouter({ value, children }: { readonly value: RouterState; readonly children: ReactNode }) {
  return (
    <RouterStateContext value={value}>
      <Router hook={usePathAndNavigate} searchHook={useSearchString}>
        {children}
      </Router>
    </RouterStateContext>
  );
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useNavigationType(): NavigationType {
  return useRouterState().navigationType;
}

export function useNavigate(): Navigate {
  return useRouterState().navigate;
}
