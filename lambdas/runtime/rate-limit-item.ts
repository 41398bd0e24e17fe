// A window's count as the rateLimits table stores it (lambdas/tables.ts).

import * as z from 'zod';

export const rateLimitItemSchema = z.object({
  /** `<what>#<hash of the address or IP>#<window>` (lambdas/runtime/rate-limit.ts): no address is stored in the clear. */
  key: z.string().min(1).max(200),
  count: z.number().int().min(0),
  expiresAt: z.number().int(),
});
export type RateLimitItem = z.infer<typeof rateLimitItemSchema>;
