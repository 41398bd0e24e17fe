import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ZodError } from 'zod';
import { logger } from './logger';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;
export type ApiHandler = (event: ApiEvent) => Promise<ApiResult>;

/** An error whose message is safe to show the visitor, with the status it deserves. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function json(status: number, body: unknown, cacheSeconds?: number): ApiResult {
  return {
    statusCode: status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': cacheSeconds ? `public, max-age=${cacheSeconds}` : 'no-store',
    },
    body: JSON.stringify(body),
  };
}

export function errorResult(status: number, message: string): ApiResult {
  return json(status, { error: message });
}

// DynamoDB and other AWS services signal overload with these names; the visitor may retry.
const throttlingErrors = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'InternalServerError',
]);

function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.');
      return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/**
 * Wraps a handler so that every failure becomes a JSON `{ error }` with a fitting status:
 * bad input 400, our own HttpErrors as given, AWS throttling 503, anything else 500.
 */
export function withErrors(handler: ApiHandler): ApiHandler {
  return async (event) => {
    try {
      return await handler(event);
    } catch (error) {
      if (error instanceof HttpError) return errorResult(error.status, error.message);
      if (error instanceof ZodError) return errorResult(400, describeZodError(error));
      const name = error instanceof Error ? error.name : '';
      if (throttlingErrors.has(name)) {
        logger.warn('service busy', { route: event.routeKey, error: name });
        return errorResult(503, 'The service is busy. Please try again in a moment.');
      }
      logger.error('unhandled error', { route: event.routeKey, error });
      return errorResult(500, 'Something went wrong on our side. Please try again later.');
    }
  };
}

/** The query string as a plain object, for a zod schema to parse. */
export function queryOf(event: ApiEvent): Record<string, string> {
  return { ...(event.queryStringParameters ?? {}) } as Record<string, string>;
}
