// What the counters table stores (lambdas/tables.ts): a list's length (counters.ts), or a guard held
// by one record, such as an active player's shirt number (lambdas/domain/squad/shirt-guard.ts).

import * as z from 'zod';

export const counterItemSchema = z.union([
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
