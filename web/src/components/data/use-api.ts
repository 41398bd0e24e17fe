// The one way a page loads data from the API: the request, its loading, error and success states,
// and a retry. Pages differ only in the address and in how they check the answer's shape.

import { startTransition, useCallback, useContext, useEffect, useState } from 'react';
import { type PageData, PageDataContext } from './page-data';

export type ApiState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string; readonly error?: unknown }
  | { readonly status: 'success'; readonly data: T };

export interface ApiLoad<T> {
  readonly state: ApiState<T>;
  /** Loads the same address again. */
  readonly retry: () => void;
}

/** An answer that was not 2xx: the server's `{ error }` when it gave one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The HTTP reason phrase; empty over HTTP/2, which has none. */
    readonly statusText = '',
    /** The server's own `{ error }` text, when it gave one (pages with their own fallback words read this). */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Sends one request and checks its JSON with `parse`, which throws on a shape it does not accept;
 * an answer that was not 2xx is an ApiError, a network failure's message "Network error: {message}".
 */
export async function requestJson<T>(url: string, init: RequestInit, parse: (body: unknown) => T): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new Error(`Network error: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const serverMessage = body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : undefined;
    throw new ApiError(response.status, serverMessage ?? `The server answered ${response.status}.`, response.statusText, serverMessage);
  }
  return parse(body);
}

/** GETs `url` and checks the JSON with `parse` (requestJson). */
export function fetchJson<T>(url: string, parse: (body: unknown) => T, signal?: AbortSignal): Promise<T> {
  return requestJson(url, { signal, headers: { accept: 'application/json' } }, parse);
}

/** The state a page starts in for `url`: the answer it was rendered with, if it was (page-data.ts). */
function renderedOutcome<T>(pageData: PageData, url: string | null, parse: (body: unknown) => T) {
  if (url === null) return undefined;
  const rendered = pageData.answer(url);
  if (!rendered.found) {
    pageData.asked?.(url);
    return undefined;
  }
  try {
    return { key: `0:${url}`, state: { status: 'success', data: parse(rendered.body) } as ApiState<T> };
  } catch {
    // An answer of a shape this build does not accept (the page is older than the app): load it.
    return undefined;
  }
}

export function useApi<T>(url: string | null, parse: (body: unknown) => T): ApiLoad<T> {
  const pageData = useContext(PageDataContext);
  const [attempt, setAttempt] = useState(0);
  // Each outcome is kept with the request it answers, so the render right after the address
  // changes (before the effect starts the new request) shows loading, not the last address's data.
  const [outcome, setOutcome] = useState<{ readonly key: string; readonly state: ApiState<T> } | undefined>(() =>
    renderedOutcome(pageData, url, parse),
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const key = `${attempt}:${url}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` (in `key`) is the retry trigger; `parse` is a module-level function of each page; `outcome` is read only to skip an address the page was rendered with
  useEffect(() => {
    if (url === null) return;
    // The page arrived with this answer: no second request on load.
    if (outcome?.key === key && outcome.state.status === 'success') return;
    const controller = new AbortController();
    fetchJson(url, parse, controller.signal).then(
      // A transition: a long list renders in slices, between which a phone still answers taps.
      (data) => startTransition(() => setOutcome({ key, state: { status: 'success', data } })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setOutcome({ key, state: { status: 'error', message: error instanceof Error ? error.message : String(error), error } });
      },
    );
    return () => controller.abort();
  }, [key]);

  const state: ApiState<T> = outcome?.key === key ? outcome.state : { status: 'loading' };
  return { state, retry };
}
