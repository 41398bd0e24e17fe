// The product form's text and the body the officer product rows take. Prices are typed in dollars
// ("24.99") and sent as numbers; an empty price or option is null. Pictures are kept by address or
// sent as the uploadId of a file the browser has uploaded; `preview` is only for the form to show.

import type { ProductFormInput } from '../../../../../common/store/store-edits';
import { type EditableStockStatus, stockStatuses } from '../../../../../common/store/store-edits';
import type { Product } from '../../../../../common/store/store';

export interface VariantText {
  /** The form's own key for the row (React), never sent. */
  readonly key: string;
  /** The stored variant's id; absent for a new one. */
  readonly id?: string;
  readonly name: string;
  readonly size: string;
  readonly color: string;
  readonly price: string;
  readonly sku: string;
  readonly stockStatus: string;
}

export type ImageEntry =
  | { readonly key: string; readonly url: string; readonly mockupType: string }
  | { readonly key: string; readonly uploadId: string; readonly preview: string; readonly fileName: string; readonly mockupType: string };

export interface ProductFormText {
  readonly name: string;
  readonly description: string;
  readonly category: string;
  readonly brand: string;
  readonly price: string;
  readonly sku: string;
  readonly stockStatus: string;
  readonly images: readonly ImageEntry[];
  readonly variants: readonly VariantText[];
}

export type ProductField = 'name' | 'description' | 'category' | 'brand' | 'price' | 'sku' | 'stockStatus';
export type VariantField = 'name' | 'size' | 'color' | 'price' | 'sku' | 'stockStatus';

export const productFields: readonly ProductField[] = ['name', 'description', 'category', 'brand', 'price', 'sku', 'stockStatus'];
export const variantFields: readonly VariantField[] = ['name', 'size', 'color', 'price', 'sku', 'stockStatus'];

let nextKey = 0;
/** A key for a new variant or picture row of the form. */
export function rowKey(): string {
  nextKey += 1;
  return `row-${nextKey}`;
}

export const emptyVariantText = (): VariantText => ({
  key: rowKey(),
  name: '',
  size: '',
  color: '',
  price: '',
  sku: '',
  stockStatus: 'in_stock',
});

export const emptyProductText: ProductFormText = {
  name: '',
  description: '',
  category: '',
  brand: '',
  price: '',
  sku: '',
  stockStatus: 'in_stock',
  images: [],
  variants: [],
};

const priceText = (price: number | null) => (price === null ? '' : price.toFixed(2));
const stockText = (status: string | null) => (status !== null && (stockStatuses as readonly string[]).includes(status) ? status : '');

/** A stored product as the form shows it: its pictures (by gallery order, then the plain list) in one list. */
export function productText(product: Product): ProductFormText {
  const ordered = [...product.ProductImages].sort((a, b) => a.sortOrder - b.sortOrder);
  const mockups = new Map(ordered.map((image) => [image.url, image.mockupType ?? '']));
  const urls = [...new Set([...ordered.map((image) => image.url), ...product.images])];
  return {
    name: product.name,
    description: product.description,
    category: product.category ?? '',
    brand: product.brand ?? '',
    price: priceText(product.price),
    sku: product.sku ?? '',
    stockStatus: stockText(product.stockStatus),
    images: urls.map((url) => ({ key: rowKey(), url, mockupType: mockups.get(url) ?? '' })),
    variants: product.ProductVariants.map((variant) => ({
      key: rowKey(),
      id: variant.id,
      name: variant.name,
      size: variant.size ?? '',
      color: variant.color ?? '',
      price: priceText(variant.price),
      sku: variant.sku ?? '',
      stockStatus: stockText(variant.stockStatus),
    })),
  };
}

function amount(text: string): number | null {
  // Number('') is 0: an empty box means "no price", and "$24.99" is read as typed people write it.
  const trimmed = text.trim().replace(/^\$/, '');
  return trimmed === '' ? null : Number(trimmed);
}

const stock = (text: string) => (text === '' ? null : (text as EditableStockStatus));

/** The body as typed; productFormSchema judges it (and the server judges it again). */
export function productInput(text: ProductFormText): ProductFormInput {
  return {
    name: text.name,
    description: text.description,
    category: text.category,
    brand: text.brand,
    price: amount(text.price),
    sku: text.sku,
    stockStatus: stock(text.stockStatus),
    images: text.images.map((image) =>
      'url' in image ? { url: image.url, mockupType: image.mockupType } : { uploadId: image.uploadId, mockupType: image.mockupType },
    ),
    variants: text.variants.map((variant) => ({
      ...(variant.id === undefined ? {} : { id: variant.id }),
      name: variant.name,
      size: variant.size,
      color: variant.color,
      price: amount(variant.price),
      sku: variant.sku,
      stockStatus: stock(variant.stockStatus),
    })),
  };
}

/** Moves the item at `from` one place up (-1) or down (+1); the list unchanged at either end. */
export function moved<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  const next = [...items];
  if (to < 0 || to >= items.length) return next;
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
