// How long a Stripe Checkout Session stays open, apart from checkout.ts (which carries Stripe's SDK)
// so code that only needs to know it, such as how long a ticket order holds its seats, loads no SDK.

/** How long a Checkout Session stays open: Stripe's shortest is 30 minutes, its longest 24 hours. */
export const CHECKOUT_EXPIRES_MINUTES = 60;
