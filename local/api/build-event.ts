// Builds the API Gateway HTTP API payload 2.0 event for a request, field by field as AWS does.

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ApiEvent } from '../../lambdas/runtime/http';
import type { RouteDef } from '../../lambdas/routes';
import type { AuthorizedJwt } from './jwt-authorizer';

// Bodies of these types reach the handler as text; everything else (or no type) as base64.
const TEXT_TYPES = /^(text\/|application\/(json|[\w.+-]+\+json|xml|[\w.+-]+\+xml|javascript|x-www-form-urlencoded|graphql))/i;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** API Gateway's request time, e.g. `12/Mar/2020:19:03:58 +0000`. */
function requestTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Repeated keys are joined with commas, as API Gateway does; undefined when there is no query. */
function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  // No prototype: `?constructor=x` or `?__proto__=1` are plain keys like any other.
  const params: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const pair of rawQueryString.split('&')) {
    if (!pair) continue;
    const [rawKey = '', ...rest] = pair.split('=');
    const key = safeDecode(rawKey);
    const value = safeDecode(rest.join('='));
    params[key] = Object.hasOwn(params, key) ? `${params[key]},${value}` : value;
  }
  // An ordinary object again, as JSON.parse makes the event in AWS (fromEntries defines `__proto__` as an own key).
  return Object.keys(params).length > 0 ? Object.fromEntries(Object.entries(params)) : undefined;
}

/** Lower-cased names, repeats joined with commas; cookies travel separately in `cookies`. */
function headerMap(req: IncomingMessage): { headers: Record<string, string>; cookies: string[] | undefined } {
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  const cookies: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = (req.rawHeaders[i] ?? '').toLowerCase();
    const value = req.rawHeaders[i + 1] ?? '';
    if (name === 'cookie') {
      cookies.push(
        ...value
          .split(';')
          .map((c) => c.trim())
          .filter(Boolean),
      );
      continue;
    }
    headers[name] = Object.hasOwn(headers, name) ? `${headers[name]},${value}` : value;
  }
  return { headers: Object.fromEntries(Object.entries(headers)), cookies: cookies.length > 0 ? cookies : undefined };
}

export interface EventInput {
  readonly req: IncomingMessage;
  readonly route: RouteDef;
  readonly pathParameters: Record<string, string>;
  readonly body: Buffer;
  readonly auth: AuthorizedJwt | undefined;
  readonly requestId?: string;
  /** Headers set on every request whatever the caller sent, as CloudFront's origin custom headers are. */
  readonly originHeaders?: Readonly<Record<string, string>>;
}

export function buildEvent({ req, route, pathParameters, body, auth, requestId = randomUUID(), originHeaders = {} }: EventInput): ApiEvent {
  const url = req.url ?? '/';
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const rawQueryString = queryStart === -1 ? '' : url.slice(queryStart + 1);
  const { headers, cookies } = headerMap(req);
  const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  headers['x-forwarded-for'] ??= sourceIp;
  headers['x-forwarded-port'] ??= String(req.socket.localPort ?? '');
  headers['x-forwarded-proto'] ??= 'http';
  // CloudFront sets the viewer's address itself, whatever the viewer sent (lambdas/runtime/client-ip.ts).
  headers['cloudfront-viewer-address'] = `${sourceIp.includes(':') ? `[${sourceIp}]` : sourceIp}:${req.socket.remotePort ?? 0}`;
  Object.assign(headers, originHeaders);
  const now = new Date();
  headers['x-amzn-trace-id'] ??= `Root=1-${Math.floor(now.getTime() / 1000).toString(16)}-${requestId.replace(/-/g, '').slice(0, 24)}`;
  const routeKey = `${route.method} ${route.path}`;
  // API Gateway's domainName has no port.
  const host = (headers.host ?? 'localhost').replace(/:\d+$/, '');
  const isText = TEXT_TYPES.test(headers['content-type'] ?? '');
  const hasBody = body.length > 0;

  const event: ApiEvent = {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    cookies,
    headers,
    queryStringParameters: queryParameters(rawQueryString),
    pathParameters: Object.keys(pathParameters).length > 0 ? pathParameters : undefined,
    body: hasBody ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: hasBody && !isText,
    stageVariables: undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0] ?? host,
      http: {
        method: req.method ?? 'GET',
        path: rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: requestTime(now),
      timeEpoch: now.getTime(),
    },
  };
  // Only routes behind the JWT authorizer carry `authorizer`, as in AWS.
  if (auth) Object.assign(event.requestContext, { authorizer: { jwt: { claims: auth.claims, scopes: auth.scopes } } });
  return event;
}
