// The store rows as the store and product pages and the officers' console read them: the answers
// checked for the shape the pages read (missing optional fields take empty values), and the old site's
// failure words. The addresses are common/store/store.ts's.

import type { Product, ProductImage, ProductVariant, Store } from '../../../../common/store/store';
import { ApiError, type ApiState } from '../../components/data/use-api';

type Entry = Record<string, unknown>;

const isRecord = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const price = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const id = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function record(value: unknown, where: string): Entry {
  if (!isRecord(value)) throw new Error(`${where} is not an object`);
  return value;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function toImage(value: unknown): ProductImage | null {
  if (!isRecord(value) || typeof value.url !== 'string' || value.url === '') return null;
  return { url: value.url, sortOrder: price(value.sortOrder) ?? 0, mockupType: optionalText(value.mockupType) };
}

function images(value: unknown): ProductImage[] {
  return list(value)
    .map(toImage)
    .filter((image) => image !== null);
}

function toVariant(value: unknown, where: string): ProductVariant {
  const variant = record(value, where);
  return {
    id: id(variant.id),
    name: text(variant.name),
    size: optionalText(variant.size),
    color: optionalText(variant.color),
    price: price(variant.price),
    sku: optionalText(variant.sku),
    stockStatus: optionalText(variant.stockStatus),
    printfulStockStatus: optionalText(variant.printfulStockStatus),
    ProductImages: images(variant.ProductImages),
  };
}

function toProduct(value: unknown, where: string): Product {
  const product = record(value, where);
  const productId = id(product.id);
  if (!productId) throw new Error(`${where} has no id`);
  return {
    id: productId,
    storeId: id(product.storeId),
    name: text(product.name),
    description: text(product.description),
    category: optionalText(product.category),
    brand: optionalText(product.brand),
    price: price(product.price),
    sku: optionalText(product.sku),
    stockStatus: optionalText(product.stockStatus),
    images: list(product.images).filter((url): url is string => typeof url === 'string' && url !== ''),
    ProductImages: images(product.ProductImages),
    ProductVariants: list(product.ProductVariants).map((variant, index) => toVariant(variant, `${where}'s variant ${index + 1}`)),
  };
}

export function parseStores(body: unknown): Store[] {
  if (!Array.isArray(body)) throw new Error('Failed to fetch stores: the answer is not a list of stores');
  return body.map((entry, index) => {
    const store = record(entry, `store ${index + 1}`);
    const storeId = id(store.id);
    if (!storeId) throw new Error(`Failed to fetch stores: store ${index + 1} has no id`);
    return { id: storeId, name: text(store.name) || storeId };
  });
}

export function parseProducts(body: unknown): Product[] {
  if (!Array.isArray(body)) throw new Error('Failed to fetch products: the answer is not a list of products');
  return body.map((entry, index) => toProduct(entry, `product ${index + 1}`));
}

export function parseProduct(body: unknown): Product {
  return toProduct(body, 'the product');
}

/**
 * The old site's failure text: the server's `{ error }` when it gave one, else `fallback`
 * ('Failed to fetch stores' / 'Failed to fetch products'); a network failure reads 'Network error: {message}'.
 */
export function storeFailureMessage(state: Extract<ApiState<unknown>, { status: 'error' }>, fallback: string): string {
  if (state.error instanceof ApiError) return state.error.serverMessage ?? fallback;
  return state.message || fallback;
}
