// The payments secret, read at run time and kept for a few minutes, never from the environment
// (which holds only its ARN): JSON with
//   `receiptKey`           the key receipt links are signed with (receipt-token.ts); made at deploy;
//   `stripeSecretKey`      the club's Stripe secret key (`sk_live_…`, `sk_test_…`, or a restricted `rk_…`);
//   `stripeWebhookSecret`  the signing secret of the webhook endpoint registered in Stripe (`whsec_…`).
// Stripe is "configured" when both Stripe values are there: until then the site takes no payment
// online and officers record offline ones only (docs/operations.md, "Connecting Stripe").

import { HttpError } from '../../runtime/http';
import { RETRY_AFTER_SECONDS } from '../../runtime/errors';
import { errorFields, logger } from '../../runtime/logger';
import { type PaymentsSecretSource, paymentsSecretSource } from './payments-secret-source';

/** How long a read value is used before the next read: a key changed in Secrets Manager is used after at most this. */
export const PAYMENTS_SECRET_CACHE_MS = 5 * 60_000;

export interface StripeKeys {
  readonly secretKey: string;
  readonly webhookSecret: string;
}

export interface PaymentsSecret {
  readonly receiptKey: string;
  /** Absent until the club connects its Stripe account. */
  readonly stripe: StripeKeys | undefined;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The secret's values from its text; never echoes the text (JSON.parse's message would). */
export function parsePaymentsSecret(text: string): PaymentsSecret {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('The payments secret is not JSON');
  }
  const fields = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const { receiptKey, stripeSecretKey, stripeWebhookSecret } = fields;
  if (!nonEmpty(receiptKey) || receiptKey.length < 32) throw new Error('The payments secret has no `receiptKey` of 32 characters or more');
  if (nonEmpty(stripeSecretKey) !== nonEmpty(stripeWebhookSecret)) {
    // Half a configuration takes no payment: a checkout whose events cannot be verified would never be recorded.
    logger.warn('payments secret holds only one of stripeSecretKey and stripeWebhookSecret: Stripe stays off');
  }
  const stripe =
    nonEmpty(stripeSecretKey) && nonEmpty(stripeWebhookSecret)
      ? { secretKey: stripeSecretKey.trim(), webhookSecret: stripeWebhookSecret.trim() }
      : undefined;
  return { receiptKey, stripe };
}

let cached: { readonly source: PaymentsSecretSource; readonly value: PaymentsSecret; readonly until: number } | undefined;

/** Drops the kept value (tests, and after a key is found refused). */
export function forgetPaymentsSecret(): void {
  cached = undefined;
}

/** The secret's values, from the cache or a fresh read; 503 when it cannot be read. */
export async function paymentsSecret(now: number = Date.now()): Promise<PaymentsSecret> {
  const source = paymentsSecretSource();
  if (cached && cached.source === source && now < cached.until) return cached.value;
  try {
    const value = parsePaymentsSecret(await source.read(source.secretId));
    cached = { source, value, until: now + PAYMENTS_SECRET_CACHE_MS };
    return value;
  } catch (error) {
    logger.error('payments secret unreadable', { error: errorFields(error) });
    throw new HttpError(503, 'Payments are unavailable for a moment. Please try again shortly.', {
      'retry-after': String(RETRY_AFTER_SECONDS),
    });
  }
}

/**
 * Whether the club has connected Stripe (the payments secret holds both keys): here, not beside the
 * client in stripe-client.ts, so a row that only says whether cards are taken carries no Stripe SDK.
 */
export async function stripeConfigured(): Promise<boolean> {
  return (await paymentsSecret()).stripe !== undefined;
}
