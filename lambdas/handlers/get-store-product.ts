// GET /api/stores/{storeId}/products/{productId} → one product. 404 `{ error }` when it is absent
// or belongs to another store (the key is the pair, so another store's product is simply not found).

import type { Product } from '../../common/store/store';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { getStoreProduct, toProduct } from '../domain/store/store';
import { row } from '../rows/get-store-product';

export const handler = defineHandler(row, async ({ params }) => {
  const item = await getStoreProduct(params.storeId, params.productId);
  if (!item) throw new HttpError(404, 'Product not found.');
  const body: Product = toProduct(item);
  return json(200, body);
});
