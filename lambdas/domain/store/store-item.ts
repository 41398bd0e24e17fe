// A store as the stores table stores it (lambdas/tables.ts).

import * as z from 'zod';
import { storeEntityIdSchema } from '../../../common/store/store-requests';

/** The one value of `storeItemSchema.list`: every store sits in one partition, read with one Query. */
export const STORES_LIST = 'all';

export const storeItemSchema = z.object({
  /** The table's partition: one list of every store (a club has a handful), so listing needs no Scan. */
  list: z.literal(STORES_LIST),
  id: storeEntityIdSchema,
  name: z.string().min(1).max(200),
  /** The stores' order in the list; the first is the one the store page opens on. */
  sortOrder: z.number().int().min(0).max(10_000),
  /**
   * Raised by every product added to the store, so deleting a store it found empty is conditional on
   * no product having been added meanwhile (absent until the first officer-added product).
   */
  productsRevision: z.number().int().min(0).optional(),
});
export type StoreItem = z.infer<typeof storeItemSchema>;
