// `npm run try-payment`: beside a running `npm start`, opens a Checkout Session for a demo booking
// through the spine's own startCheckout (lambdas/domain/payments/checkout.ts), as the renter's page
// will, and prints the stand-in's checkout page to open in a browser. Paying there with the test
// card sends Stripe's event to the local API, which books the payment and mails the receipt (the
// mail viewer shows it). Reads the same ports as `npm start`.

import { randomUUID } from 'node:crypto';
import { LOCAL_REGION, localCredentials } from './aws/clients';
import { localTableName } from './aws/create-tables';
import { handlerEnv } from './handler-env';
import { localPaymentsSecret } from './api/payments-secret';
import { LOCAL_STRIPE_KEYS } from './services/stripe/stripe-stand-in';
import { LOCAL_MEDIA_BUCKET, LOCAL_UPLOADS_BUCKET } from '../common/local-stack/buckets';
import { resolvePorts } from '../common/local-stack/ports';

const ports = resolvePorts();
const siteUrl = `http://localhost:${ports.site}/`;
const secret = localPaymentsSecret(LOCAL_STRIPE_KEYS);
Object.assign(
  process.env,
  handlerEnv(
    { id: 'try-payment', reads: ['payments', 'counters'], writes: ['payments', 'counters', 'outbox'], paymentsSecret: true },
    {
      region: LOCAL_REGION,
      credentials: localCredentials,
      endpoints: {
        dynamodb: `http://127.0.0.1:${ports.dynamodb}`,
        s3: `http://127.0.0.1:${ports.s3}`,
        ses: `http://127.0.0.1:${ports.ses}`,
        stripe: `http://127.0.0.1:${ports.stripe}`,
      },
      tableName: localTableName,
      mediaBucket: LOCAL_MEDIA_BUCKET,
      uploadsBucket: LOCAL_UPLOADS_BUCKET,
      siteUrl,
      paymentsSecret: secret,
    },
  ),
);
const { setPaymentsSecretSource } = await import('../lambdas/domain/payments/payments-secret-source');
setPaymentsSecretSource({ secretId: secret.id, read: async () => secret.json });
const { startCheckout } = await import('../lambdas/domain/payments/checkout');

const bookingId = `DEMO-${randomUUID().slice(0, 8).toUpperCase()}`;
const checkout = await startCheckout({
  subject: { kind: 'booking', id: bookingId },
  lines: [
    { label: 'Banquet hall, Saturday evening', unitCents: 60_000, quantity: 1 },
    { label: 'Round tables', unitCents: 1_500, quantity: 4 },
  ],
  description: `Hall hire deposit, booking ${bookingId}`,
  payerEmail: 'renter@example.com',
  idempotencyKey: randomUUID(),
  successUrl: siteUrl,
  cancelUrl: `${siteUrl}rental`,
});
console.log(`Booking ${bookingId}: pay ${checkout.amountCents / 100} USD at\n  ${checkout.checkoutUrl}`);
console.log(`with the test card 4242 4242 4242 4242; the receipt mail then shows at http://localhost:${ports.ses}/`);
