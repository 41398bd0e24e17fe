// The store endpoints' request schemas (zod), apart from common/store/store.ts (which holds the paths)
// so the store pages do not load zod. Imported with extensions: Vite's config loader reads the route table.

import '../zod-setup.ts';
import * as z from 'zod';

export { STORE_PRODUCT_PATH, STORE_PRODUCTS_PATH, STORES_PATH } from './store';

/** The longest store or product id. */
export const STORE_ID_MAX_LENGTH = 64;
/** Store and product ids: lower-case letters, digits and hyphens, so they sit in a URL as they are. */
export const STORE_ID_PATTERN = /^[a-z0-9-]+$/;

/** A store's or a product's id. */
export const storeEntityIdSchema = z
  .string()
  .min(1, 'id must not be empty')
  .max(STORE_ID_MAX_LENGTH, `id must be at most ${STORE_ID_MAX_LENGTH} characters`)
  .regex(STORE_ID_PATTERN, 'id must be lower-case letters, digits and hyphens');

/** `{id}` of `/api/stores/{id}/products`. */
export const storeProductsParamsSchema = z.object({ id: storeEntityIdSchema });

/** `{storeId}` and `{productId}` of `/api/stores/{storeId}/products/{productId}`. */
export const storeProductParamsSchema = z.object({ storeId: storeEntityIdSchema, productId: storeEntityIdSchema });
