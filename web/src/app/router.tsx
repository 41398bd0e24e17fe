// The SPA's routing vocabulary, the one module pages and components import it from. wouter matches
// the routes and handles the links (about 2 KB gzip, where React Router's declarative mode cost
// 13 KB of every page's first load); router-location.tsx supplies where the visitor is.

import { type ReactNode, useCallback, useMemo } from 'react';
import { parse } from 'regexparam';
import { Link, matchRoute } from 'wouter';
import { useLocation, useNavigate } from './router-location';

export { Link, Route, Switch as Routes, useParams } from 'wouter';
export { BrowserRouter, StaticRouter, useLocation, useNavigate, useNavigationType } from './router-location';
export type { Location, NavigateOptions, NavigationType } from './router-location';

/** Whether `pathname` is an address of the route `pattern` (such as /news/:slug), as <Routes> decides it. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  return matchRoute(parse, pattern, pathname)[0];
}

/** Whether a link to `to` is where the visitor is: that page, or (unless `end`) a page under it. */
export function isCurrentPath(to: string, pathname: string, end: boolean): boolean {
  // Compared as routes are matched: letter case and a trailing slash do not make another page.
  const comparable = (path: string) => path.toLowerCase().replace(/(.)\/+$/, '$1');
  const here = comparable(pathname);
  const target = comparable(to);
  if (here === target) return true;
  // "/" is every address's prefix, so it is only ever current on the home page itself.
  return !end && target !== '/' && here.startsWith(`${target}/`);
}

interface NavLinkProps {
  readonly to: string;
  /** Current only on `to` itself, not on the pages under it. */
  readonly end?: boolean;
  readonly className: string;
  readonly onClick?: () => void;
  readonly children: ReactNode;
}

/** A menu link that says whether it is the current page: the `active` class and `aria-current`. */
export function NavLink({ to, end = false, className, onClick, children }: NavLinkProps) {
  const current = isCurrentPath(to, useLocation().pathname, end);
  return (
    <Link to={to} className={current ? `${className} active` : className} aria-current={current ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}

type SearchParamsUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/** The address's query as URLSearchParams, and a way to change it (a new history entry unless `replace`). */
export function useSearchParams(): readonly [URLSearchParams, (next: SearchParamsUpdate, options?: { replace?: boolean }) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsUpdate, options: { replace?: boolean } = {}) => {
      const query = (typeof next === 'function' ? next(new URLSearchParams(params)) : next).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, params, pathname],
  );
  return [params, setParams] as const;
}
