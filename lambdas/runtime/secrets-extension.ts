// Reading a Secrets Manager secret through the AWS Parameters and Secrets Lambda Extension: a layer
// CDK adds to the route functions (infra/constructs/secrets-extension.ts) that answers on localhost
// inside the execution environment and makes the GetSecretValue call with the function's own role.
// The function then carries no Secrets Manager client in its bundle, and nothing of the SDK is
// loaded to read the secret. The call is the extension's documented HTTP interface, plain node:http
// (which the runtime has loaded already): the function's session token proves the caller is this
// environment, and the answer is GetSecretValue's JSON.

import { get } from 'node:http';

/** The variable the extension's port is read from (the extension reads it too); unset, it listens on DEFAULT_SECRETS_EXTENSION_PORT. */
export const SECRETS_EXTENSION_PORT = 'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT';
export const DEFAULT_SECRETS_EXTENSION_PORT = 2773;
/** The header that carries the function's session token, which the extension requires on every call. */
export const SECRETS_EXTENSION_TOKEN_HEADER = 'x-aws-parameters-secrets-token';
/** The extension's own Secrets Manager call gives up after this (SECRETS_MANAGER_TIMEOUT_MILLIS, set by CDK). */
export const SECRETS_EXTENSION_CALL_TIMEOUT_MS = 2_000;
// A little longer than the extension's own call, so its answer (an error status) arrives first.
const ANSWER_TIMEOUT_MS = SECRETS_EXTENSION_CALL_TIMEOUT_MS + 1_000;

/** The secret's text, as GetSecretValue's SecretString. Throws on any failure, never with the secret's text in the message. */
export function readSecretThroughExtension(secretId: string): Promise<string> {
  const port = Number(process.env[SECRETS_EXTENSION_PORT] || DEFAULT_SECRETS_EXTENSION_PORT);
  return new Promise((resolve, reject) => {
    const request = get(
      {
        host: 'localhost',
        port,
        path: `/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`,
        headers: { [SECRETS_EXTENSION_TOKEN_HEADER]: process.env.AWS_SESSION_TOKEN ?? '' },
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          // The body of a refusal names Secrets Manager's error; it is not passed on, to keep logs short and plain.
          if (response.statusCode !== 200) return reject(new Error(`The secrets extension answered ${response.statusCode}`));
          let answer: unknown;
          try {
            answer = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            return reject(new Error('The secrets extension answered something other than JSON'));
          }
          const text = (answer as { SecretString?: unknown } | null)?.SecretString;
          if (typeof text !== 'string') return reject(new Error('The secret has no text value'));
          resolve(text);
        });
      },
    );
    request.on('error', reject);
  });
}
