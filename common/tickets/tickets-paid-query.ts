/** The query Stripe's Checkout comes back to a night's page with after a payment. */
export const TICKETS_PAID_QUERY = { tickets: 'paid' } as const;
