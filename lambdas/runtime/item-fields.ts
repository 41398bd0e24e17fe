// Attribute shapes the tables' item schemas share.

import * as z from 'zod';

/** A time as epoch milliseconds (Date.now()). */
export const epochMs = z.number().int().nonnegative();

/** A media key below the media prefix (lambdas/domain/media/media.ts): plain path characters, so its address needs no escaping. */
export const mediaKey = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[a-z0-9][a-z0-9._/-]*$/);

/** An image's width or height in pixels. */
export const pixels = z.number().int().min(1).max(20_000);
