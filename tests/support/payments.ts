// What the payments tests share: the payments secret served as the functions read it (with or
// without Stripe's keys), the Stripe stand-in with the local API server its webhook posts to, a
// payment of a subject as the checkout writes it, Stripe events shaped as Stripe sends them and
// signed with Stripe's scheme, and reading entries back.

import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { forgetPaymentsSecret } from '../../lambdas/domain/payments/payments-secret';
import { setPaymentsSecretSource } from '../../lambdas/domain/payments/payments-secret-source';
import {
  type PaymentEntry,
  paymentEntrySchema,
  type PaymentItem,
  paymentItemSchema,
  subjectKey,
} from '../../lambdas/domain/payments/payment-item';
import { STRIPE_WEBHOOK_PATH } from '../../common/payments/payments';
import { STRIPE_ENDPOINT_URL } from '../../lambdas/runtime/env-names';
import { type RouteId, route } from '../../lambdas/routes';
import { type ApiServer, startApiServer } from '../../local/api-server';
import { localPaymentsSecret } from '../../local/api/payments-secret';
import { stripeSignatureHeader } from '../../local/services/stripe/signature';
import { type StripeStandIn, standInKeys, startStripeStandIn } from '../../local/services/stripe/stripe-stand-in';
import type { LocalDynamoDb } from './local-dynamodb';

export const TEST_STRIPE_KEYS = { secretKey: 'sk_test_payments_tests', webhookSecret: 'whsec_payments_tests_secret' } as const;
export const TEST_RECEIPT_KEY = 'receipt-key-for-the-payments-tests-0123456789';

/** The functions read this as their payments secret; with `null` for Stripe's keys, online payments are off. */
export function usePaymentsSecret(stripe: { secretKey: string; webhookSecret: string } | null = TEST_STRIPE_KEYS): void {
  forgetPaymentsSecret();
  const json = JSON.stringify({
    receiptKey: TEST_RECEIPT_KEY,
    ...(stripe ? { stripeSecretKey: stripe.secretKey, stripeWebhookSecret: stripe.webhookSecret } : {}),
  });
  setPaymentsSecretSource({ secretId: 'test-payments-secret', read: async () => json });
}

export interface StripeWithWebhook {
  readonly standIn: StripeStandIn;
  /** The local API server with the webhook's row (and any others asked for), on this file's tables. */
  readonly api: ApiServer;
  readonly close: () => Promise<void>;
}

/**
 * Starts the Stripe stand-in, and the local API server its webhook posts to (the `stripe-webhook` row
 * and `routes`, on this file's tables, with the stand-in's keys as its payments secret); and makes
 * this process, which plays the rows that start checkouts and record payments, read the same secret
 * and call the same stand-in. Call it before importing those handlers.
 */
export async function useStripeWithWebhook(local: LocalDynamoDb, routes: readonly RouteId[] = []): Promise<StripeWithWebhook> {
  const keys = standInKeys();
  const standIn = await startStripeStandIn({ port: 0, ...keys, log: () => undefined });
  const secret = localPaymentsSecret(keys);
  const stack = { ...local.stack, endpoints: { ...local.stack.endpoints, stripe: standIn.url }, paymentsSecret: secret };
  const api = await startApiServer({
    stack,
    port: 0,
    routes: ['stripe-webhook' as const, ...routes].map((id) => route(id)),
    log: () => undefined,
  });
  standIn.setWebhookUrl(`${api.url}${STRIPE_WEBHOOK_PATH}`);
  process.env[STRIPE_ENDPOINT_URL] = standIn.url;
  forgetPaymentsSecret();
  setPaymentsSecretSource({ secretId: secret.id, read: async () => secret.json });
  return {
    standIn,
    api,
    close: async () => {
      await standIn.close();
      await api.close();
    },
  };
}

let counter = 0;

/** A payment as startCheckout writes it, pending, with its Checkout Session. */
export function pendingPayment(overrides: Partial<PaymentItem> = {}): PaymentItem {
  counter += 1;
  const now = Date.now();
  const subject = { kind: 'booking' as const, id: `B-${process.pid}-${counter}` };
  return paymentItemSchema.parse({
    id: `pay_test${randomBytes(8).toString('hex')}`,
    entry: 'payment',
    subjectKind: subject.kind,
    subjectId: subject.id,
    subjectKey: subjectKey(subject.kind, subject.id),
    amountCents: 25_000,
    currency: 'usd',
    status: 'pending',
    method: 'stripe',
    description: 'Hall hire deposit',
    lines: [{ label: 'Hall hire deposit', unitCents: 25_000, quantity: 1 }],
    refundedCents: 0,
    payerEmail: `payer-${counter}@example.com`,
    createdAt: now,
    updatedAt: now,
    stripe: { sessionId: `cs_test_${randomBytes(8).toString('hex')}`, checkoutUrl: 'http://localhost/pay', expiresAt: now + 3_600_000 },
    ...overrides,
  });
}

export async function putEntry(local: LocalDynamoDb, entry: PaymentEntry): Promise<void> {
  await local.ddb.send(new PutCommand({ TableName: local.tableName('payments'), Item: paymentEntrySchema.parse(entry) }));
}

export async function readEntry(local: LocalDynamoDb, id: string): Promise<PaymentEntry | undefined> {
  const result = await local.ddb.send(new GetCommand({ TableName: local.tableName('payments'), Key: { id }, ConsistentRead: true }));
  return result.Item ? paymentEntrySchema.parse(result.Item) : undefined;
}

export type SessionEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

/** A Checkout Session event about a payment, as Stripe sends it (the fields the site reads, and Stripe's others it ignores). */
export function sessionEvent(
  type: SessionEventType,
  payment: PaymentItem,
  session: { amount_total?: number; payment_status?: 'paid' | 'unpaid' | 'no_payment_required'; created?: number } = {},
): Record<string, unknown> {
  const created = session.created ?? Math.floor(Date.now() / 1000);
  return {
    id: `evt_test_${randomBytes(8).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: payment.stripe?.sessionId,
        object: 'checkout.session',
        amount_total: session.amount_total ?? payment.amountCents,
        currency: 'usd',
        client_reference_id: payment.id,
        metadata: { paymentId: payment.id },
        payment_intent: `pi_test_${payment.id.slice(4, 20)}`,
        payment_status: session.payment_status ?? (type === 'checkout.session.expired' ? 'unpaid' : 'paid'),
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        customer_details: { email: 'typed-by-the-payer@example.net', name: '<b>Typed by the payer</b>' },
      },
    },
  };
}

/** The headers Stripe sends an event with, signed with `secret` at `timestamp` (now by default). */
export function stripeHeaders(
  payload: string,
  secret: string = TEST_STRIPE_KEYS.webhookSecret,
  timestamp?: number,
): Record<string, string> {
  return { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': stripeSignatureHeader(payload, secret, timestamp) };
}

/** Waits (bounded) until `check` holds, reading again every 100 ms. */
export async function until<T>(what: string, read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}
