// The one way a page loads data from the API: the request, its loading, error and success states,
// and a retry. Pages differ only in the address and in how they check the answer's shape.

import { useCallback, useEffect, useState } from 'react';

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
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * GETs `url` (null: nothing to load yet) and checks the JSON with `parse`, which throws on a
 * shape it does not accept. A network failure's message is "Network error: {message}".
 */
export async function fetchJson<T>(url: string, parse: (body: unknown) => T, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(`Network error: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const serverMessage = body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : undefined;
    throw new ApiError(response.status, serverMessage ?? `The server answered ${response.status}.`, response.statusText);
  }
  return parse(body);
}

export function useApi<T>(url: string | null, parse: (body: unknown) => T): ApiLoad<T> {
  const [state, setState] = useState<ApiState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger; `parse` is a module-level function of each page
  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchJson(url, parse, controller.signal).then(
      (data) => setState({ status: 'success', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error), error });
      },
    );
    return () => controller.abort();
  }, [url, attempt]);

  return { state, retry };
}
