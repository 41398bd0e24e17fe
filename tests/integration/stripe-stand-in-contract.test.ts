// The local Stripe stand-in against the real `stripe` SDK (the pinned 23.1.0): every call the site
// makes (lambdas/domain/payments/), made through the SDK pointed at the stand-in as the local stack
// points it, answers with the fields the site reads, of the SDK's types; the hosted page pays with
// 4242 4242 4242 4242 and declines 4000 0000 0000 0002; and a webhook the stand-in signs is
// verified by stripe.webhooks.constructEvent with the endpoint's secret, and by nothing else.

import { createServer } from 'node:http';
import Stripe from 'stripe';
import { afterAll, describe, expect, expectTypeOf, it } from 'vitest';
import { STRIPE_API_VERSION, stripeEndpoint } from '../../lambdas/domain/payments/stripe-client';
import { STRIPE_EVENT_TYPES } from '../../lambdas/domain/payments/stripe-event-types';
import { STRIPE_ENDPOINT_URL } from '../../lambdas/runtime/env-names';
import { standInKeys, startStripeStandIn, TEST_CARDS } from '../../local/services/stripe/stripe-stand-in';

const keys = standInKeys();
const received: { body: string; signature: string | undefined }[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: req.headers['stripe-signature'] as string | undefined });
    res.writeHead(200).end('{}');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverPort = (receiver.address() as { port: number }).port;
const standIn = await startStripeStandIn({ port: 0, ...keys, webhookUrl: `http://127.0.0.1:${receiverPort}/hook`, log: () => undefined });
// As the site's functions make it (lambdas/domain/payments/stripe-client.ts), pointed where the local stack points it.
const stripe = new Stripe(keys.secretKey, {
  apiVersion: STRIPE_API_VERSION,
  ...stripeEndpoint({ [STRIPE_ENDPOINT_URL]: standIn.url }),
  maxNetworkRetries: 0,
});

afterAll(async () => {
  await standIn.close();
  await new Promise((resolve) => receiver.close(resolve));
});

function newSession(idempotencyKey = `k-${Math.random()}`) {
  return stripe.checkout.sessions.create(
    {
      mode: 'payment',
      client_reference_id: 'pay_contract',
      metadata: { paymentId: 'pay_contract' },
      payment_intent_data: { metadata: { paymentId: 'pay_contract' } },
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 30_000, product_data: { name: 'Hall hire' } } },
        { quantity: 2, price_data: { currency: 'usd', unit_amount: 1_250, product_data: { name: 'Tables' } } },
      ],
      customer_email: 'payer@example.com',
      success_url: 'http://localhost:5174/paid?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:5174/cancelled',
      expires_at: Math.floor(Date.now() / 1000) + 3600,
    },
    { idempotencyKey },
  );
}

/** What a person does on the stand-in's page: the form posted with a card number. */
function payOnPage(url: string, card: string) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'payer@example.com', card, expiry: '12 / 34', cvc: '123', name: 'A Payer' }),
    redirect: 'manual',
  });
}

describe('Checkout Sessions through the SDK', () => {
  it('creates one with the fields the site reads, of the SDK types', async () => {
    const session = await newSession();
    expectTypeOf(session).toEqualTypeOf<Stripe.Response<Stripe.Checkout.Session>>();
    expect(session).toMatchObject({
      object: 'checkout.session',
      amount_total: 32_500,
      currency: 'usd',
      client_reference_id: 'pay_contract',
      metadata: { paymentId: 'pay_contract' },
      payment_status: 'unpaid',
      status: 'open',
      payment_intent: null,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(typeof session.url).toBe('string');
    expect(typeof session.expires_at).toBe('number');
  });

  it('answers a repeated idempotency key with the same session', async () => {
    const first = await newSession('same-key');
    const again = await newSession('same-key');
    expect(again.id).toBe(first.id);
  });

  it('is paid on the hosted page by the test card, which then sends the payer to the success page', async () => {
    const session = await newSession();
    const page = await fetch(String(session.url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('$325.00');

    const paid = await payOnPage(String(session.url), TEST_CARDS.pays);

    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:5174/paid?session=${session.id}`);
    const read = await stripe.checkout.sessions.retrieve(session.id);
    expect(read).toMatchObject({ status: 'complete', payment_status: 'paid', amount_total: 32_500 });
    expect(read.payment_intent).toMatch(/^pi_test_/);
    const intent = await stripe.paymentIntents.retrieve(String(read.payment_intent));
    expectTypeOf(intent).toEqualTypeOf<Stripe.Response<Stripe.PaymentIntent>>();
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 32_500,
      status: 'succeeded',
      metadata: { paymentId: 'pay_contract' },
    });
  });

  it('declines the declining test card and leaves the session open', async () => {
    const session = await newSession();
    const declined = await payOnPage(String(session.url), TEST_CARDS.declined);
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('expires an open session, and refuses to expire it again with a StripeInvalidRequestError', async () => {
    const session = await newSession();
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('refuses a call with another secret key', async () => {
    const stranger = new Stripe('sk_test_not_the_key', { ...stripeEndpoint({ [STRIPE_ENDPOINT_URL]: standIn.url }), maxNetworkRetries: 0 });
    await expect(stranger.checkout.sessions.retrieve('cs_test_x')).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});

describe('refunds and events through the SDK', () => {
  it('refunds part and then the rest of a payment, never more', async () => {
    const session = await newSession();
    await payOnPage(String(session.url), TEST_CARDS.pays);
    const intentId = String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent);

    const part = await stripe.refunds.create(
      { payment_intent: intentId, amount: 2_500, metadata: { refundId: 'ref_a' } },
      { idempotencyKey: 'r-a' },
    );
    expectTypeOf(part).toEqualTypeOf<Stripe.Response<Stripe.Refund>>();
    expect(part).toMatchObject({
      object: 'refund',
      amount: 2_500,
      status: 'succeeded',
      payment_intent: intentId,
      metadata: { refundId: 'ref_a' },
    });
    expect(await stripe.refunds.retrieve(part.id)).toMatchObject({ id: part.id, amount: 2_500, status: 'succeeded' });
    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 40_000 })).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
    const rest = await stripe.refunds.create({ payment_intent: intentId });
    expect(rest.amount).toBe(30_000);
  });

  it('lists the events of the types asked for, in a time range, through the auto-pager', async () => {
    const since = Math.floor(Date.now() / 1000) - 5;
    const session = await newSession();
    await payOnPage(String(session.url), TEST_CARDS.pays);
    const seen: Stripe.Event[] = [];
    for await (const event of stripe.events.list({ created: { gte: since }, types: [...STRIPE_EVENT_TYPES], limit: 2 })) seen.push(event);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.every((event) => (STRIPE_EVENT_TYPES as readonly string[]).includes(event.type))).toBe(true);
    const completed = seen.find((event) => event.type === 'checkout.session.completed' && event.data.object.id === session.id);
    expect(completed?.data.object).toMatchObject({ payment_status: 'paid', amount_total: 32_500 });
    const none = await stripe.events.list({ created: { gte: Math.floor(Date.now() / 1000) + 3600 } });
    expect(none.data).toEqual([]);
  });
});

describe('webhooks the stand-in signs', () => {
  it('verify with constructEvent and the endpoint secret, and with no other secret', async () => {
    const session = await newSession();
    await payOnPage(String(session.url), TEST_CARDS.pays);
    await standIn.deliveriesSettled();
    const delivery = received.find((entry) => entry.body.includes(session.id) && entry.body.includes('checkout.session.completed'));
    expect(delivery?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const event = stripe.webhooks.constructEvent(String(delivery?.body), String(delivery?.signature), keys.webhookSecret);
    expect(event.type).toBe('checkout.session.completed');
    expect(() => stripe.webhooks.constructEvent(String(delivery?.body), String(delivery?.signature), 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});
