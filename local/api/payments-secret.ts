// The local stand-in for the payments secret (lambdas/domain/payments/payments-secret.ts): there is
// no Secrets Manager locally, so the stack makes the secret's JSON at start (a fresh receipt key,
// and the Stripe stand-in's keys when one runs) and the function containers serve it to the same
// reading and caching code the functions run in AWS (local/api/function-worker.ts). Without a
// stand-in the secret holds no Stripe keys: the site then takes offline payments only, as a
// deployed site does before the club connects Stripe.

import { randomBytes } from 'node:crypto';

/** The id the local containers' payments secret goes by (Secrets Manager's ARN in AWS). */
export const LOCAL_PAYMENTS_SECRET_ID = 'local-payments-secret';

export interface LocalPaymentsSecret {
  readonly id: string;
  /** The secret's text as Secrets Manager would hold it. */
  readonly json: string;
}

export function localPaymentsSecret(stripe?: { readonly secretKey: string; readonly webhookSecret: string }): LocalPaymentsSecret {
  const value = {
    receiptKey: randomBytes(36).toString('base64url'),
    ...(stripe ? { stripeSecretKey: stripe.secretKey, stripeWebhookSecret: stripe.webhookSecret } : {}),
  };
  return { id: LOCAL_PAYMENTS_SECRET_ID, json: JSON.stringify(value) };
}

let withoutStripe: LocalPaymentsSecret | undefined;

/** The secret of a stack that gave none: one per process, without Stripe. */
export function defaultLocalPaymentsSecret(): LocalPaymentsSecret {
  withoutStripe ??= localPaymentsSecret();
  return withoutStripe;
}
