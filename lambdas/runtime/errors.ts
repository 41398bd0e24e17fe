// Every failure becomes one JSON `{ error }` answer with a fitting status, decided here once:
// bad input 400 (lambdas/runtime/http-request.ts turns the row schemas' findings into HttpErrors), our own HttpErrors as given, a lost conditional write or transaction 409,
// AWS throttling 503 with Retry-After, an AWS service out of reach (a DynamoDB outage) 503 too,
// anything else 500 with the request id and no internals.

import type { ZodError } from 'zod';
import { errorResult, HttpError, type ApiResult } from './http';

// DynamoDB and other AWS services signal overload with these names; the visitor may retry.
const throttlingErrors = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'InternalServerError',
  'TooManyRequestsException',
]);

// How the SDK reports a service it could not reach at all, after its own retries: the socket's
// error code (refused, reset, unreachable) or its own TimeoutError.
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** An AWS call that never got an answer (the SDK puts `$metadata` on every error it throws). */
function isUnreachable(error: Error): boolean {
  if (!('$metadata' in error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === 'TimeoutError' || (typeof code === 'string' && unreachableCodes.has(code));
}

/** Seconds a client should wait before retrying a throttled request. */
export const RETRY_AFTER_SECONDS = 2;

/** `field: message` for each problem, the field as a dotted path. */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.map(String).join('.');
      return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

interface CancellationReason {
  readonly Code?: string;
  readonly Message?: string;
}

function cancellationReasons(error: Error): CancellationReason[] {
  const reasons = (error as { CancellationReasons?: unknown }).CancellationReasons;
  return Array.isArray(reasons) ? (reasons as CancellationReason[]) : [];
}

// DynamoDB's codes, in words a person can act on.
const reasonWords: Record<string, string> = {
  ConditionalCheckFailed: 'it was changed by someone else, or conflicts with an existing record',
  TransactionConflict: 'another change to it was in progress',
  ItemCollectionSizeLimitExceeded: 'it has grown too large',
  ValidationError: 'the change was not valid',
};

/** Which steps of a transaction were refused and why, e.g. "step 2 of 3: it was changed by someone else". */
export function describeCancellation(reasons: readonly CancellationReason[]): string {
  const refused = reasons.map((reason, index) => ({ code: reason.Code ?? 'None', index })).filter(({ code }) => code !== 'None');
  if (refused.length === 0) return 'The change could not be saved because it conflicts with another change. Please reload and try again.';
  const parts = refused.map(({ code, index }) => `step ${index + 1} of ${reasons.length}: ${reasonWords[code] ?? code}`);
  return `The change could not be saved (${parts.join('; ')}). Please reload and try again.`;
}

export type ErrorKind = 'client' | 'conflict' | 'busy' | 'fault';

export interface MappedError {
  readonly kind: ErrorKind;
  readonly result: ApiResult;
}

/** The answer for a thrown error; `requestId` goes only into 500s, so a report can be traced. */
export function mapError(error: unknown, requestId: string): MappedError {
  if (error instanceof HttpError) {
    const result = errorResult(error.status, error.message);
    result.headers = { ...result.headers, ...error.headers };
    return { kind: error.status >= 500 ? 'fault' : 'client', result };
  }
  const name = error instanceof Error ? error.name : '';
  if (name === 'ConditionalCheckFailedException') {
    return {
      kind: 'conflict',
      result: errorResult(409, 'The record was changed by someone else, or already exists. Please reload and try again.'),
    };
  }
  if (name === 'TransactionCanceledException' && error instanceof Error) {
    const reasons = cancellationReasons(error);
    if (reasons.some((reason) => reason.Code === 'ThrottlingError' || reason.Code === 'ProvisionedThroughputExceeded')) {
      return { kind: 'busy', result: busy() };
    }
    return { kind: 'conflict', result: errorResult(409, describeCancellation(reasons)) };
  }
  if (throttlingErrors.has(name)) return { kind: 'busy', result: busy() };
  // The visitor may retry in a moment, as with throttling; for us it is a fault, logged as one.
  if (error instanceof Error && isUnreachable(error)) return { kind: 'fault', result: busy() };
  return {
    kind: 'fault',
    result: errorResult(500, 'Something went wrong on our side. Please try again later.', { requestId }),
  };
}

function busy(): ApiResult {
  const result = errorResult(503, 'The service is busy. Please try again in a moment.');
  result.headers = { ...result.headers, 'retry-after': String(RETRY_AFTER_SECONDS) };
  return result;
}
