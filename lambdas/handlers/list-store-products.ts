// GET /api/stores/{id}/products → that store's products (one Query on its partition); the page
// filters by search text and category itself. 404 `{ error }` for an unknown store, so a stale
// shared link says so instead of showing an empty store.

import type { Product } from '../../common/store/store';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { getStore, queryStoreProducts, toProduct } from '../domain/store/store';
import { row } from '../rows/list-store-products';

export const handler = defineHandler(row, async ({ params }) => {
  const [store, items] = await Promise.all([getStore(params.id), queryStoreProducts(params.id)]);
  if (!store) throw new HttpError(404, 'Store not found.');
  const body: Product[] = items.map(toProduct);
  return json(200, body);
});
