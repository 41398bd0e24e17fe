// One structured JSON logger for every function (Powertools for AWS Lambda): the request id and
// cold-start flag on every line once the wrapper adds the Lambda context. What a visitor sent
// never goes in: the wrapper logs the route, status and timing, and error messages pass
// through `redact` first.

import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { SERVICE_NAME } from './metric-names';
import { flushMetrics } from './metrics';

export const logger = new Logger({ serviceName: SERVICE_NAME });

// Addresses, bearer tokens and JWTs, and runs of digits long enough to be a phone number.
const secrets: readonly [RegExp, string][] = [
  [/[^\s@"'<>]+@[^\s@"'<>]+\.[^\s@"'<>]+/g, '[email]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[jwt]'],
  [/\bBearer\s+\S+/gi, 'Bearer [token]'],
  [/\+?\d[\d\s().-]{6,}\d/g, '[number]'],
];

/** The text with email addresses, tokens and phone-like numbers replaced, for a log line. */
export function redact(text: string): string {
  return secrets.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** An error as a log field: its name, redacted message and stack frames (never the input that caused it). */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { name: typeof error, message: redact(String(error)) };
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return { name: error.name, message: redact(error.message), stack: frames.join('\n') };
}

/**
 * One invocation of a wrapper (a route, a job, an event function, a trigger): the Lambda context and
 * the function's own key on every line it logs, the keys dropped afterwards and the metrics it
 * added flushed (metrics.ts), whatever happens. `run` gets the whole milliseconds since the
 * invocation began, for its closing line.
 */
export async function withInvocationLog<T>(
  keys: Readonly<Record<string, string>>,
  context: Context | undefined,
  run: (elapsedMs: () => number) => Promise<T>,
): Promise<T> {
  const started = performance.now();
  if (context) logger.addContext(context);
  logger.appendKeys(keys);
  try {
    return await run(() => Math.round(performance.now() - started));
  } finally {
    flushMetrics();
    logger.resetKeys();
  }
}
