// The one wrapper every handler goes through. Given the route row and the handler's body, it
// refuses calls that bypassed CloudFront, holds the caller's IP to the row's per-IP limit, checks
// the caller against the row's access, holds a signed-in caller to the row's per-user limit, parses
// the path, query and JSON body with the row's schemas, spends the request's proof of work where the
// row asks for one, calls the body with typed values, sets Cache-Control from the row, maps every
// failure to a JSON `{ error }` (lambdas/runtime/errors.ts) and writes one log line per request.

import type { Context } from 'aws-lambda';
import type * as z from 'zod';
import { perIpLimits, perUserLimits, type RouteDef } from '../route-def';
import { checkAccess, type Caller } from './access';
import { mapError } from './errors';
import type { ApiEvent, ApiResult } from './http';
import { errorFields, logger, withInvocationLog } from './logger';
import { checkOrigin } from './origin-check';
import { holdToPerIpLimit, holdToPerUserLimit } from './rate-limit';
import { parseRequest } from './http-request';
import { spendProof } from './proof-of-work';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler body receives: the row's schemas' output, and who is calling. */
export interface HandlerInput<Row extends RouteDef> {
  readonly params: Output<Row['params']>;
  readonly query: Output<Row['query']>;
  readonly body: Output<Row['body']>;
  /** A `rawBody` row's body as sent, unparsed (lambdas/route-def.ts). */
  readonly rawBody: Row['rawBody'] extends true ? string : undefined;
  /** Set on member and officer rows (the wrapper has refused the request otherwise). */
  readonly caller: Row['access'] extends 'public' ? Caller | undefined : Caller;
  readonly requestId: string;
  /** The raw event, for what no schema covers (headers such as Idempotency-Key). */
  readonly event: ApiEvent;
}

export type HandlerBody<Row extends RouteDef> = (input: HandlerInput<Row>) => Promise<ApiResult>;
export type LambdaHandler = (event: ApiEvent, context?: Context) => Promise<ApiResult>;

/**
 * How long CloudFront keeps a cached read's refusal of its address (a 400 for a query it does not
 * take, a 404 for nothing there): the answer depends on the address alone, so a loop over one bad
 * address reaches the function once per edge per this many seconds, and a post published meanwhile
 * shows soon after.
 */
export const REFUSAL_CACHE_SECONDS = 30;

/**
 * The answer's Cache-Control: a successful public GET may be kept for the row's seconds. A page
 * route's 404 (an address with nothing behind it) is kept as long by CloudFront only (its cache
 * policy's maxTtl is the row's seconds): a loop over one unknown address reaches the function once
 * a minute per edge, while a browser asks again and sees the page as soon as it is published.
 * Another cached read's 400 or 404 is kept by CloudFront only, for REFUSAL_CACHE_SECONDS (at most
 * the row's). Anything else, a 429 or a page's 503 included, is never kept.
 */
function cacheControl(row: RouteDef, status: number): string {
  const cacheableRow = row.access === 'public' && row.method === 'GET' && !!row.cacheSeconds;
  if (!cacheableRow || !row.cacheSeconds) return 'no-store';
  if (status >= 200 && status < 300) return `public, max-age=${row.cacheSeconds}`;
  if (row.frame && status === 404) return `public, max-age=0, s-maxage=${row.cacheSeconds}`;
  if (status === 400 || status === 404) return `public, max-age=0, s-maxage=${Math.min(REFUSAL_CACHE_SECONDS, row.cacheSeconds)}`;
  return 'no-store';
}

function withCacheControl(row: RouteDef, result: ApiResult): ApiResult {
  const headers = Object.fromEntries(Object.entries(result.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'cache-control'));
  return { ...result, headers: { ...headers, 'cache-control': cacheControl(row, result.statusCode ?? 200) } };
}

function withErrorFields(result: ApiResult, fields: Readonly<Record<string, unknown>>): ApiResult {
  const body: unknown = JSON.parse(typeof result.body === 'string' ? result.body : '{}');
  return { ...result, body: JSON.stringify({ ...fields, ...(body as object) }) };
}

export function defineHandler<Row extends RouteDef>(row: Row, body: HandlerBody<Row>): LambdaHandler {
  return (event, context) =>
    withInvocationLog({ route: row.id }, context, async (elapsedMs) => {
      const requestId = context?.awsRequestId ?? event.requestContext?.requestId ?? 'unknown';
      let result: ApiResult;
      try {
        await checkOrigin(event);
        const perIpLimit = perIpLimits[row.throttle];
        if (perIpLimit) await holdToPerIpLimit(row, perIpLimit, event, Date.now());
        const caller = checkAccess(row.access, event);
        const perUserLimit = perUserLimits[row.throttle];
        if (perUserLimit && caller) await holdToPerUserLimit(row, perUserLimit, caller.sub, Date.now());
        const { params, query, body: parsedBody, rawBody } = parseRequest(row, event);
        // After parsing, so a malformed body is refused without spending the visitor's proof.
        if (row.proofOfWork === 'check') await spendProof(event, Date.now());
        result = await body({
          params: params as Output<Row['params']>,
          query: query as Output<Row['query']>,
          body: parsedBody as Output<Row['body']>,
          rawBody: rawBody as HandlerInput<Row>['rawBody'],
          caller: caller as HandlerInput<Row>['caller'],
          requestId,
          event,
        });
      } catch (error) {
        const mapped = mapError(error, requestId);
        if (mapped.kind === 'fault') logger.error('request failed', { error: errorFields(error) });
        else if (mapped.kind === 'busy') logger.warn('service busy', { error: errorFields(error) });
        result = row.errorFields ? withErrorFields(mapped.result, row.errorFields) : mapped.result;
      }
      result = withCacheControl(row, result);
      logger.info('request', { method: row.method, status: result.statusCode, durationMs: elapsedMs() });
      return result;
    });
}
