// What the counters table stores (lambdas/tables.ts): a list's length (counters.ts), a guard held
// by one record, such as an active player's shirt number (lambdas/domain/squad/shirt-guard.ts), or
// the lease of the newsletters' one sender (lambdas/domain/newsletter/sender-lease.ts).

import * as z from 'zod';

export const counterItemSchema = z.union([
  // First: a held lease has a holder too, and the guard's shape would drop its times.
  z.object({
    /** `outbox#bulk-sender`. */
    list: z.string().min(1).max(200),
    /** When the next newsletter mail may leave, as the last run left it (epoch ms). */
    nextTurnAt: z.number().int().nonnegative(),
    /** The run that holds it, until when (epoch ms). */
    holder: z.string().min(1).max(200).optional(),
    heldUntil: z.number().int().nonnegative().optional(),
  }),
  z.object({
    /** `<table>#<list>`, e.g. `posts#published`. */
    list: z.string().min(1).max(200),
    count: z.number().int(),
  }),
  z.object({
    /** `<table>#<what is held>`, e.g. `players#shirt-8`. */
    list: z.string().min(1).max(200),
    /** The key of the record holding it, e.g. the player's slug. */
    holder: z.string().min(1).max(200),
  }),
]);
export type CounterItem = z.infer<typeof counterItemSchema>;
