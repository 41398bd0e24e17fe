// Calls to the API's member and officer rows, and the answer read like every other API answer
// (components/data/use-api.ts). Member rows get the ID token: they read the member's verified
// address from it. Officer rows get the access token: API Gateway requires the officer scope on
// them, which only an officer's access token carries (infra/constructs/api-routes.ts). Loads the
// auth client, so only pages for signed-in members and officers use it.

import { IDEMPOTENCY_HEADER } from '../../../../common/requests/form-protocol';
import { ApiError, requestJson } from '../../components/data/use-api';
import { loadAuthClient } from './auth-client';

export interface SignedInRequest {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** Sent as the Idempotency-Key header: the same key for retries of one filled-in form (money an officer records). */
  readonly idempotencyKey?: string;
}

/** Which token a row takes: `member` rows the ID token, `officer` rows the access token. */
export type TokenFor = 'member' | 'officer';

/** The token for a member or officer row, renewed first when due; an ApiError 401 when signed out. */
export async function tokenFor(kind: TokenFor): Promise<string> {
  const client = await loadAuthClient();
  const token = kind === 'officer' ? await client.accessToken() : await client.idToken();
  if (!token) throw new ApiError(401, 'Please sign in again.');
  return token;
}

async function fetchJson<T>(kind: TokenFor, url: string, parse: (body: unknown) => T, request: SignedInRequest): Promise<T> {
  const token = await tokenFor(kind);
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.idempotencyKey !== undefined) headers[IDEMPOTENCY_HEADER] = request.idempotencyKey;
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  return requestJson(url, { method: request.method ?? 'GET', signal: request.signal, headers, body }, parse);
}

/** The JSON answer of a member row (ID token), checked by `parse`; an ApiError (401 when signed out) otherwise. */
export function signedInFetchJson<T>(url: string, parse: (body: unknown) => T, request: SignedInRequest = {}): Promise<T> {
  return fetchJson('member', url, parse, request);
}

/** The JSON answer of an officer row (access token), checked by `parse`; an ApiError (401 when signed out) otherwise. */
export function officerFetchJson<T>(url: string, parse: (body: unknown) => T, request: SignedInRequest = {}): Promise<T> {
  return fetchJson('officer', url, parse, request);
}
