// Where the origin secret is read from (lambdas/runtime/origin-secret.ts): Secrets Manager (through
// the Lambda extension, secrets-extension.ts), by the ARN in the function's environment, unless
// something else was set here first. The local API server's containers set their own before the
// handler loads; tests set one to drive the check. Kept apart, with no imports of weight, so
// setting it loads nothing else into a container.

import { ORIGIN_SECRET_ID } from './env-names';

/** Where the secret comes from: its id, and how to read its text by that id. */
export interface OriginSecretSource {
  readonly secretId: string;
  readonly read: (secretId: string) => Promise<string>;
}

let injected: OriginSecretSource | undefined;

/** Replaces Secrets Manager as the source (the local API server's containers; tests); undefined restores it. */
export function setOriginSecretSource(source: OriginSecretSource | undefined): void {
  injected = source;
}

let fromEnvironment: OriginSecretSource | undefined;

/**
 * The source in use, or undefined where none is set (handlers called in-process by tests): then no
 * check. `readFromSecretsManager` serves the ARN in the environment.
 */
export function originSecretSource(readFromSecretsManager: OriginSecretSource['read']): OriginSecretSource | undefined {
  if (injected) return injected;
  const secretId = process.env[ORIGIN_SECRET_ID];
  if (!secretId) return undefined;
  // The same object while the ARN stays, so the cache (keyed by source) holds.
  if (fromEnvironment?.secretId !== secretId) fromEnvironment = { secretId, read: readFromSecretsManager };
  return fromEnvironment;
}
