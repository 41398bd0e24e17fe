// The build's prerender (web/prerender/) renders each page once on the server, where effects never
// run: the title and description hooks write what the page asks for into this object instead, and
// the build puts it in the page's <head>. In a browser there is no provider and nothing is written.

import { createContext, useContext } from 'react';

export interface RenderedHead {
  /** The site's origin the build writes absolute addresses with (window.location's in a browser). */
  readonly origin: string;
  title?: string;
  description?: string;
}

export const RenderedHeadContext = createContext<RenderedHead | null>(null);

/** The collecting object during the build's render; null in a browser. */
export function useRenderedHead(): RenderedHead | null {
  return useContext(RenderedHeadContext);
}

/** The site's origin for absolute addresses in content (structured data), on the server as in a browser. */
export function useSiteOrigin(): string {
  return useRenderedHead()?.origin ?? window.location.origin;
}
