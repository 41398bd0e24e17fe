// A whole API Gateway HTTP API (payload format 2.0) event, as the handlers receive it,
// built from the few facts a test cares about.

import { OFFICER_SCOPE, OFFICERS_GROUP } from '../../common/club/roles';
import type { ApiEvent, ApiResult } from '../../lambdas/runtime/http';
import type { HttpMethod } from '../../lambdas/routes';

export interface ApiEventOptions {
  readonly method?: HttpMethod;
  /** The request path, e.g. `/public/api/blog-posts`. */
  readonly path: string;
  /** The route key's path, with `{name}` parameters; defaults to `path`. */
  readonly routePath?: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly pathParameters?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly isBase64Encoded?: boolean;
  /**
   * The claims of a token API Gateway's JWT authorizer verified, as it hands them on (every
   * value text, `cognito:groups` as `[a b]`). Absent: no authorizer ran (public rows, or no token).
   */
  readonly claims?: Readonly<Record<string, string>>;
}

/** Claims of a signed-in member's ID token, as the authorizer passes them; `groups` in API Gateway's `[a b]` form. */
export function memberClaims(sub = 'member-sub-1', groups: readonly string[] = []): Record<string, string> {
  const claims: Record<string, string> = {
    sub,
    email: `${sub}@example.test`,
    email_verified: 'true',
    token_use: 'id',
  };
  if (groups.length > 0) claims['cognito:groups'] = `[${groups.join(' ')}]`;
  return claims;
}

/**
 * Claims of a vouched officer's access token, as the authorizer passes them: the officer scope the
 * token trigger added, with the address it adds beside it, and the groups. Officer rows take no other
 * token (lambdas/runtime/access.ts).
 */
export function officerClaims(sub = 'officer-sub-1'): Record<string, string> {
  return {
    sub,
    email: `${sub}@example.test`,
    token_use: 'access',
    scope: `aws.cognito.signin.user.admin ${OFFICER_SCOPE}`,
    'cognito:groups': `[${OFFICERS_GROUP}]`,
  };
}

const REQUEST_TIME = Date.UTC(2025, 5, 14, 18, 30);

export function apiEvent(options: ApiEventOptions): ApiEvent {
  const method = options.method ?? 'GET';
  const routeKey = `${method} ${options.routePath ?? options.path}`;
  const query = options.query ?? {};
  const hasQuery = Object.keys(query).length > 0;
  return {
    version: '2.0',
    routeKey,
    rawPath: options.path,
    rawQueryString: new URLSearchParams(query).toString(),
    headers: { host: 'api.example.test', 'user-agent': 'vitest', ...options.headers },
    // API Gateway leaves these out altogether when the request has none.
    ...(hasQuery ? { queryStringParameters: { ...query } } : {}),
    ...(options.pathParameters ? { pathParameters: { ...options.pathParameters } } : {}),
    ...(options.body === undefined ? {} : { body: options.body }),
    isBase64Encoded: options.isBase64Encoded ?? false,
    requestContext: {
      ...(options.claims ? { authorizer: { jwt: { claims: { ...options.claims }, scopes: null } } } : {}),
      accountId: '123456789012',
      apiId: 'test-api',
      domainName: 'api.example.test',
      domainPrefix: 'api',
      http: {
        method,
        path: options.path,
        protocol: 'HTTP/1.1',
        sourceIp: '192.0.2.10',
        userAgent: 'vitest',
      },
      requestId: 'test-request',
      routeKey,
      stage: '$default',
      time: new Date(REQUEST_TIME).toISOString(),
      timeEpoch: REQUEST_TIME,
    },
  };
}

/** A response header by name, whatever its case. */
export function header(result: ApiResult, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(result.headers ?? {})) {
    if (key.toLowerCase() === wanted) return String(value);
  }
  return undefined;
}

/** The response body parsed as JSON; fails the test when it is absent or not JSON. */
export function jsonBody(result: ApiResult): unknown {
  if (typeof result.body !== 'string') throw new Error('The response has no body.');
  return JSON.parse(result.body) as unknown;
}

/** The `error` text of an error response; fails the test when the body is not `{ error: string }`. */
export function errorText(result: ApiResult): string {
  const body = jsonBody(result);
  if (typeof body !== 'object' || body === null || !('error' in body) || typeof body.error !== 'string') {
    throw new Error(`Expected { error: string }, got ${result.body ?? '(no body)'}`);
  }
  return body.error;
}
