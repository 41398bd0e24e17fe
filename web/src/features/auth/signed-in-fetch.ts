// Calls to the API's member and officer rows: the signed-in member's ID token as a Bearer token,
// and the answer read like every other API answer (components/data/use-api.ts). Loads the auth
// client, so only pages for signed-in members and officers use it.

import { ApiError } from '../../components/data/use-api';
import { loadAuthClient } from './auth-client';

export interface SignedInRequest {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

/** The JSON answer of a member or officer row, checked by `parse`; an ApiError (401 when signed out) otherwise. */
export async function signedInFetchJson<T>(url: string, parse: (body: unknown) => T, request: SignedInRequest = {}): Promise<T> {
  const token = await (await loadAuthClient()).idToken();
  if (!token) throw new ApiError(401, 'Please sign in again.');
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      signal: request.signal,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new Error(`Network error: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const serverMessage = body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : undefined;
    throw new ApiError(response.status, serverMessage ?? `The server answered ${response.status}.`, response.statusText, serverMessage);
  }
  return parse(body);
}
