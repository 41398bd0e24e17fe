// The store console's calls to the officer store rows, with the signed-in officer's ID token.
// Answers are checked with the public store pages' own readers, since the rows answer in their shape.

import type { Product, Store } from '../../../../../common/store/store';
import {
  OFFICER_STORES_PATH,
  officerProductPath,
  officerProductsPath,
  officerStorePath,
  type ProductForm,
  type StoreForm,
} from '../../../../../common/store/store-edits';
import { officerFetchJson } from '../../../lib/auth/signed-in-fetch';
import { parseProduct, parseStores } from '../../../lib/api/store-api';

/** The stores with their places in the list (the public readers drop the place, which no public page shows). */
export function parseConsoleStores(body: unknown): Store[] {
  const stores = parseStores(body);
  const entries = body as readonly Record<string, unknown>[];
  return stores.map((store, index) => {
    const sortOrder = entries[index]?.sortOrder;
    return typeof sortOrder === 'number' ? { ...store, sortOrder } : store;
  });
}

function parseStore(body: unknown): Store {
  const [store] = parseConsoleStores([body]);
  if (!store) throw new Error('the answer is not a store');
  return store;
}

/** Adds a store; answers it (the server picks its id from the name). */
export function createStore(form: StoreForm): Promise<Store> {
  return officerFetchJson(OFFICER_STORES_PATH, parseStore, { method: 'POST', body: form });
}

export function updateStore(storeId: string, form: StoreForm): Promise<Store> {
  return officerFetchJson(officerStorePath(storeId), parseStore, { method: 'PUT', body: form });
}

export async function deleteStore(storeId: string): Promise<void> {
  await officerFetchJson(officerStorePath(storeId), () => undefined, { method: 'DELETE' });
}

/** Adds a product to a store; answers it as its public page reads it. */
export function createProduct(storeId: string, form: ProductForm): Promise<Product> {
  return officerFetchJson(officerProductsPath(storeId), parseProduct, { method: 'POST', body: form });
}

export function updateProduct(storeId: string, productId: string, form: ProductForm): Promise<Product> {
  return officerFetchJson(officerProductPath(storeId, productId), parseProduct, { method: 'PUT', body: form });
}

export async function deleteProduct(storeId: string, productId: string): Promise<void> {
  await officerFetchJson(officerProductPath(storeId, productId), () => undefined, { method: 'DELETE' });
}
