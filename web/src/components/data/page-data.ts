// The API answers a page was rendered with, so the page arrives with its content and the browser
// takes it over without asking again. When the site renders a live page (at build time, and again
// whenever officers change what it shows), each answer `useApi` asks for is put in the render and
// written into the page as one JSON island beside #root; in the browser `useApi` starts from the
// island's answer for its address instead of a loading state and a request.
//
// The island is a `<script type="application/json">`: a data block, which the browser never runs,
// so the site's CSP (no inline script) holds.

import { createContext, useContext } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

/** The island's element id. */
export const PAGE_DATA_ID = 'page-data';

/** What the island holds: the API answers by the address the page asked for (`/public/api/…?…`). */
export interface PageDataIsland {
  /** The path of the page rendered with it: answers are for that page only, not the next one. */
  readonly path: string;
  /** When the page was rendered (ms since the epoch): the clock its content was rendered for. */
  readonly renderedAt: number;
  readonly answers: Readonly<Record<string, unknown>>;
}

/** What `useApi` reads: an answer by address, and (while rendering on the server) a note of each address asked for. */
export interface PageData {
  readonly answer: (url: string) => { readonly found: true; readonly body: unknown } | { readonly found: false };
  /** The server render notes each address it had no answer for, to fetch it and render again. */
  readonly asked?: (url: string) => void;
  /** The clock the page is rendered for, so the server's render and the browser's first agree. */
  readonly now: () => number;
}

const none = { found: false } as const;

/** No island: every page loads its data. */
export const noPageData: PageData = { answer: () => none, now: () => Date.now() };

export const PageDataContext = createContext<PageData>(noPageData);

/** A PageData over the island's answers (in the browser) or the answers fetched so far (on the server). */
export function pageDataOf(answers: Readonly<Record<string, unknown>>, renderedAt: number, asked?: (url: string) => void): PageData {
  return {
    answer: (url) => (Object.hasOwn(answers, url) ? { found: true, body: answers[url] } : none),
    ...(asked ? { asked } : {}),
    now: () => renderedAt,
  };
}

/**
 * The island as markup: JSON with `<`, `>`, `&` and the line separators escaped, so no text in an
 * answer (a post's HTML, say) can close the element or start markup.
 */
export function pageDataIslandHtml(island: PageDataIsland): string {
  const json = JSON.stringify(island).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

function isIsland(value: unknown): value is PageDataIsland {
  if (!value || typeof value !== 'object') return false;
  const { path, renderedAt, answers } = value as Partial<PageDataIsland>;
  return typeof path === 'string' && typeof renderedAt === 'number' && !!answers && typeof answers === 'object';
}

/** The island of the page the browser loaded, if it has one (read once, at start). */
export function readPageDataIsland(doc: Document): PageDataIsland | undefined {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isIsland(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The time a page's content is for: the time it was rendered while React takes over the page (so
 * its first render matches the markup), the visitor's clock once it has (a game that kicked off
 * since the page was rendered moves to the results).
 */
export function usePageNow(): number {
  const pageData = useContext(PageDataContext);
  return useHydrated() ? Date.now() : pageData.now();
}
