// The Stripe stand-in's checkout page, the page a person clicks in the local demo, in Chromium:
// it passes axe at a laptop's and a phone's size, declines 4000 0000 0000 0002 with an alert tied to
// the card field, and with 4242 4242 4242 4242 sends the payer on to the success address.

import { createServer } from 'node:http';
import Stripe from 'stripe';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeEndpoint } from '../../lambdas/domain/payments/stripe-client';
import { STRIPE_ENDPOINT_URL } from '../../lambdas/runtime/env-names';
import { standInKeys, startStripeStandIn, TEST_CARDS } from '../../local/services/stripe/stripe-stand-in';
import { chromiumForFile, DESKTOP, PHONE } from './chromium-per-file';
import { seriousAxeViolations, watchProblems, withPage } from './page-check';

const chromium = chromiumForFile();
const keys = standInKeys();
const standIn = await startStripeStandIn({ port: 0, ...keys, log: () => undefined });
const stripe = new Stripe(keys.secretKey, { ...stripeEndpoint({ [STRIPE_ENDPOINT_URL]: standIn.url }), maxNetworkRetries: 0 });
// Where the payer is sent back: a page of its own, as the site's success page would be.
const site = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><title>Paid</title><h1>Paid</h1>'),
);
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
const siteUrl = `http://127.0.0.1:${(site.address() as { port: number }).port}`;

let desktop: BrowserContext;
let phone: BrowserContext;
beforeAll(async () => {
  desktop = await chromium.newContext(DESKTOP);
  phone = await chromium.newContext(PHONE);
});
afterAll(async () => {
  await standIn.close();
  await new Promise((resolve) => site.close(resolve));
});

async function sessionUrl(): Promise<string> {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      { quantity: 1, price_data: { currency: 'usd', unit_amount: 30_000, product_data: { name: 'Banquet hall, Saturday evening' } } },
      { quantity: 4, price_data: { currency: 'usd', unit_amount: 1_500, product_data: { name: 'Round tables' } } },
    ],
    customer_email: 'renter@example.com',
    success_url: `${siteUrl}/paid?session={CHECKOUT_SESSION_ID}`,
    cancel_url: `${siteUrl}/rental`,
  });
  return String(session.url);
}

describe("the stand-in's checkout page", () => {
  it.each([
    ['a laptop', () => desktop],
    ['a phone', () => phone],
  ])('passes axe on %s, and again showing a declined card', async (_size, context) => {
    await withPage(context(), async (page) => {
      const problems = watchProblems(page);
      await page.goto(await sessionUrl());
      await expect.poll(() => page.getByRole('heading', { name: 'Pay Blaze Rugby Club' }).isVisible()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
      await page.getByLabel('Security code').fill('123');
      await page.getByRole('button', { name: /^Pay \$360\.00$/ }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('Your card was declined.');
      expect(await page.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems.consoleErrors.filter((line) => !line.includes('402'))).toEqual([]);
    });
  });

  it('sends the payer to the success address once the test card pays', async () => {
    await withPage(desktop, async (page) => {
      await page.goto(await sessionUrl());
      await page.getByLabel('Card number').fill(TEST_CARDS.pays.replace(/(\d{4})(?=\d)/g, '$1 '));
      await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
      await page.getByLabel('Security code').fill('123');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL((url) => url.pathname === '/paid');
      expect(new URL(page.url()).searchParams.get('session')).toMatch(/^cs_test_/);
    });
  });
});
