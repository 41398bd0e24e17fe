// A list's length as the counters table stores it (lambdas/tables.ts, counters.ts).

import * as z from 'zod';

export const counterItemSchema = z.object({
  /** `<table>#<list>`, e.g. `posts#published`. */
  list: z.string().min(1).max(200),
  count: z.number().int(),
});
export type CounterItem = z.infer<typeof counterItemSchema>;
