// GET /api/officer/payments?kind&id: a subject's payments and refunds, oldest first, with what they
// add up to, and whether Stripe is connected (online refunds are offered only then).

import { stripeConfigured } from '../domain/payments/payments-secret';
import { subjectMoney } from '../domain/payments/subject-money';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/list-subject-payments';

export const handler = defineHandler(row, async ({ query }) => {
  const [money, stripeConnected] = await Promise.all([subjectMoney(query), stripeConfigured()]);
  return json(200, { ...money, stripeConnected });
});
