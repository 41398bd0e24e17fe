// What a 5xx answer may say: the handlers' generic `{ error }` (lambdas/runtime/errors.ts), with
// the request id on a 500 and a row's errorFields (`success: false`), or API Gateway's own
// `{ message }` when a function timed out; and nothing about what is behind it: no stack, no SDK
// error name or message, no table name, no host or port.

/** The keys a 5xx body may have besides `error`. */
const ALLOWED_KEYS = new Set(['error', 'requestId', 'success']);

const internalsPatterns: readonly { readonly what: string; readonly pattern: RegExp }[] = [
  { what: 'a stack trace', pattern: /\n\s*at |\bat [\w.<>]+ \(|\.[cm]?[jt]s:\d+/ },
  // SDK and Node error names: ThrottlingException, TimeoutError, ECONNREFUSED ...
  { what: 'an error name', pattern: /\b\w+(Exception|Error)\b|\bE[A-Z]{4,}\b/ },
  { what: 'an AWS service', pattern: /\b(dynamodb|sesv?2?|amazonaws|aws-sdk|smithy)\b/i },
  { what: 'a host', pattern: /\b(localhost|\d{1,3}(\.\d{1,3}){3})\b|\[?::1\]?/ },
];

/** The internal names and ports of the stack under test, none of which an answer may carry. */
export interface Internals {
  readonly tableNames: readonly string[];
  readonly ports: readonly number[];
}

/** API Gateway's own answer (local/api/write-result.ts writeGatewayError): `{ message }` alone. */
export function isGatewayAnswer(fields: Readonly<Record<string, unknown>>): boolean {
  const keys = Object.keys(fields);
  return keys.length === 1 && typeof fields.message === 'string';
}

/** Why a 5xx body is not the generic `{ error }`, or undefined when it is. */
export function leakIn(body: string, internals: Internals): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'not JSON';
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return 'not a JSON object';
  const fields = parsed as Record<string, unknown>;
  if (!isGatewayAnswer(fields)) {
    if (typeof fields.error !== 'string' || fields.error.trim() === '') return 'no `error` text';
    const extra = Object.keys(fields).filter((key) => !ALLOWED_KEYS.has(key));
    if (extra.length > 0) return `extra fields: ${extra.join(', ')}`;
  }
  for (const { what, pattern } of internalsPatterns) if (pattern.test(body)) return what;
  const table = internals.tableNames.find((name) => body.includes(name));
  if (table) return `the table name ${table}`;
  const port = internals.ports.find((candidate) => new RegExp(`\\b${candidate}\\b`).test(body));
  if (port !== undefined) return `the port ${port}`;
  return undefined;
}
