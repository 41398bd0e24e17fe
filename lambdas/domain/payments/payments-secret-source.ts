// Where the payments secret is read from (payments-secret.ts): Secrets Manager through the Lambda
// extension, by the ARN in PAYMENTS_SECRET_ID, unless something else was set here first. The local
// stack's function containers set their own before the handler loads, as they do for the origin
// secret (local/api/function-worker.ts); tests set one to drive the code. Kept apart, with no
// imports of weight, so setting it loads nothing else into a container.

import { PAYMENTS_SECRET_ID } from '../../runtime/env-names';
import { readSecretThroughExtension } from '../../runtime/secrets-extension';

/** The secret's id and how to read its text by that id. */
export interface PaymentsSecretSource {
  readonly secretId: string;
  readonly read: (secretId: string) => Promise<string>;
}

let injected: PaymentsSecretSource | undefined;

/** Replaces Secrets Manager as the source (the local containers; tests); undefined restores it. */
export function setPaymentsSecretSource(source: PaymentsSecretSource | undefined): void {
  injected = source;
}

let fromEnvironment: PaymentsSecretSource | undefined;

/** The source in use; a function whose row does not list `paymentsSecret` has none, which is a programming error. */
export function paymentsSecretSource(): PaymentsSecretSource {
  if (injected) return injected;
  const secretId = process.env[PAYMENTS_SECRET_ID];
  if (!secretId) throw new Error(`${PAYMENTS_SECRET_ID} is not set: the function's row does not list paymentsSecret`);
  // The same object while the ARN stays, so the cache (keyed by source) holds.
  if (fromEnvironment?.secretId !== secretId) fromEnvironment = { secretId, read: readSecretThroughExtension };
  return fromEnvironment;
}
