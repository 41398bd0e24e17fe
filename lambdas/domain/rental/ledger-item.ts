// A month of the bookingLedger table (lambdas/tables.ts).

import * as z from 'zod';
import { epochMs } from '../../runtime/item-fields';

/** One month (UTC) of the booking ledger: the conflict guard of approvals (lambdas/domain/rental/booking-ledger.ts). */
export const ledgerItemSchema = z.object({
  /** `YYYY-MM` in UTC. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Every booking touching the month, by id, with the space it takes (none: the whole facility). */
  spans: z.record(z.string(), z.object({ start: epochMs, end: epochMs, space: z.string().max(100).optional() })),
  /** Raised by every change, so a change made from a stale read fails its condition. */
  version: z.number().int().nonnegative(),
});
export type LedgerItem = z.infer<typeof ledgerItemSchema>;
