// Stores and products in the API's shape for the store pages' component tests.

import type { Product, ProductVariant, Store } from '../../../common/store/store';

export const stores: Store[] = [
  { id: 'club-store', name: 'Club Store' },
  { id: 'supporters-shop', name: 'Supporters Shop' },
];

export function variant(id: string, extra: Partial<ProductVariant> = {}): ProductVariant {
  return {
    id,
    name: id,
    size: null,
    color: null,
    price: null,
    sku: null,
    stockStatus: 'in_stock',
    printfulStockStatus: null,
    ProductImages: [],
    ...extra,
  };
}

export function product(id: string, extra: Partial<Product> = {}): Product {
  return {
    id,
    storeId: 'club-store',
    name: `Product ${id}`,
    description: `About ${id}.`,
    category: 'Hats',
    brand: 'Blaze',
    price: 20,
    sku: `SKU-${id}`,
    stockStatus: 'in_stock',
    images: [],
    ProductImages: [{ url: `/media/store/${id}.png`, sortOrder: 0, mockupType: 'front' }],
    ProductVariants: [],
    ...extra,
  };
}
