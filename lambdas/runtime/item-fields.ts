// Attribute shapes the tables' item schemas share.

import * as z from 'zod';

/** A time as epoch milliseconds (Date.now()). */
export const epochMs = z.number().int().nonnegative();
