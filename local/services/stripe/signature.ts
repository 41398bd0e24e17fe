// Stripe's webhook signature, as Stripe signs every delivery: `Stripe-Signature: t=<unix seconds>,v1=<hex>`
// where v1 is HMAC-SHA256, keyed with the endpoint's signing secret, of `<t>.<the exact body>`.
// (Stripe's documentation, "Verify webhook signatures manually"; the SDK's constructEvent checks it.)

import { createHmac } from 'node:crypto';

export function stripeSignatureHeader(payload: string, secret: string, timestampSeconds: number = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}
