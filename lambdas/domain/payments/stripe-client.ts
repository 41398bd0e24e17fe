// The official Stripe SDK, made with the club's secret key from the payments secret. Where the
// SDK sends its calls is the SDK's own host/port/protocol options, taken from STRIPE_ENDPOINT_URL
// when it is set (only the local stack sets it, to its stand-in: local/services/stripe/), as the AWS
// SDK reads AWS_ENDPOINT_URL_*: the code is the same wherever it runs.

import Stripe from 'stripe';
import { STRIPE_ENDPOINT_URL } from '../../runtime/env-names';
import { HttpError } from '../../runtime/http';
import { paymentsSecret, type StripeKeys } from './payments-secret';

/** The Stripe API version the site is written against: the pinned SDK's own (stripe 23.1.0). */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/** What the SDK is told about where Stripe is: nothing (api.stripe.com) unless STRIPE_ENDPOINT_URL says otherwise. */
export function stripeEndpoint(env: NodeJS.ProcessEnv = process.env): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const value = env[STRIPE_ENDPOINT_URL];
  if (!value) return {};
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const clients = new Map<string, Stripe>();

/** A client for a secret key, one per key (a key changed in the secret gets a new client). */
export function stripeClient(keys: StripeKeys): Stripe {
  let client = clients.get(keys.secretKey);
  if (!client) {
    client = new Stripe(keys.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      ...stripeEndpoint(),
      // Stripe's own advice for server code: retry network failures with the same idempotency key.
      maxNetworkRetries: 2,
      timeout: 8_000,
      appInfo: { name: 'blaze-rugby-club' },
    });
    clients.set(keys.secretKey, client);
  }
  return client;
}

/** The keys and a client, or a 409 saying that online payments are off. */
export async function requireStripe(): Promise<{ readonly keys: StripeKeys; readonly stripe: Stripe }> {
  const { stripe: keys } = await paymentsSecret();
  if (!keys) throw new HttpError(409, 'Online payments are not set up: the club records payments by hand (cash or cheque).');
  return { keys, stripe: stripeClient(keys) };
}
