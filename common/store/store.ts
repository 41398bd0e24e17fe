// The merchandise store's shapes (the old site's API contract) and its rules, shared by the handlers,
// the store and product pages and the tests: card price, stock, variant choice and the gallery.
// (Prices are written with formatPrice in ./price.ts, quantities read with parseQuantity in ./quantity.ts.)

import { fillPath } from '../fill-path';

/** The store endpoints' paths, as the route rows declare them. */
export const STORES_PATH = '/api/stores';
export const STORE_PRODUCTS_PATH = '/api/stores/{id}/products';
export const STORE_PRODUCT_PATH = '/api/stores/{storeId}/products/{productId}';

/** The address of a store's products. */
export function storeProductsUrl(storeId: string): string {
  return fillPath(STORE_PRODUCTS_PATH, { id: storeId });
}

/** The address of one product of a store. */
export function storeProductUrl(storeId: string, productId: string): string {
  return fillPath(STORE_PRODUCT_PATH, { storeId, productId });
}

/** The product page's address, as the cards link to it and its page function names it. */
export function productPagePath(storeId: string, productId: string): string {
  return `/product/${encodeURIComponent(storeId)}/${encodeURIComponent(productId)}`;
}

/** A product card's description is cut at this many characters. */
export const PRODUCT_CARD_DESCRIPTION_LENGTH = 100;
/** The product page shows at most this many images. */
export const PRODUCT_GALLERY_MAX_IMAGES = 5;
/** Variant images join the gallery only when the product has fewer images than this. */
export const PRODUCT_IMAGES_BEFORE_VARIANTS = 3;
/** Where a broken product image falls back to. */
export const DEFAULT_PRODUCT_IMAGE = '/img/store/blaze-hat.svg';

export type StockStatus = 'in_stock' | 'out_of_stock' | 'discontinued' | (string & {});

export interface Store {
  readonly id: string;
  readonly name: string;
  /** The store's place in the list (the list comes in this order; the officers' console edits it). */
  readonly sortOrder?: number;
}

export interface ProductImage {
  readonly url: string;
  readonly sortOrder: number;
  /** e.g. front, back, side. */
  readonly mockupType: string | null;
  /** Pixels, measured from an officer's upload (absent for pictures from elsewhere). */
  readonly width?: number;
  readonly height?: number;
}

export interface ProductVariant {
  readonly id: string;
  readonly name: string;
  readonly size: string | null;
  readonly color: string | null;
  readonly price: number | null;
  readonly sku: string | null;
  readonly stockStatus: StockStatus | null;
  readonly printfulStockStatus: StockStatus | null;
  readonly ProductImages: readonly ProductImage[];
}

export interface Product {
  readonly id: string;
  readonly storeId: string;
  readonly name: string;
  readonly description: string;
  readonly category: string | null;
  readonly brand: string | null;
  readonly price: number | null;
  readonly sku: string | null;
  readonly stockStatus: StockStatus | null;
  /** Plain image addresses. */
  readonly images: readonly string[];
  readonly ProductImages: readonly ProductImage[];
  readonly ProductVariants: readonly ProductVariant[];
}

const IN_STOCK = 'in_stock';

function isPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** The card price: the lowest variant price, else the product's price (format it with formatPrice). */
export function cardPrice(product: Pick<Product, 'price' | 'ProductVariants'>): number | null {
  const variantPrices = product.ProductVariants.map((variant) => variant.price).filter(isPrice);
  if (variantPrices.length > 0) return Math.min(...variantPrices);
  return isPrice(product.price) ? product.price : null;
}

/** A variant is in stock by either of its stock fields. */
export function variantInStock(variant: Pick<ProductVariant, 'stockStatus' | 'printfulStockStatus'>): boolean {
  return variant.stockStatus === IN_STOCK || variant.printfulStockStatus === IN_STOCK;
}

/**
 * The old site's stock rule: in stock if the chosen variant, or any variant, or the product itself is
 * in_stock by either stock field.
 */
export function productInStock(product: Pick<Product, 'stockStatus' | 'ProductVariants'>, chosen?: ProductVariant | null): boolean {
  if (chosen && variantInStock(chosen)) return true;
  if (product.ProductVariants.some(variantInStock)) return true;
  return product.stockStatus === IN_STOCK;
}

/** The distinct sizes and colours of a product's variants, in their order of first appearance. */
export function variantOptions(product: Pick<Product, 'ProductVariants'>): { sizes: string[]; colors: string[] } {
  const sizes = new Set<string>();
  const colors = new Set<string>();
  for (const variant of product.ProductVariants) {
    if (variant.size) sizes.add(variant.size);
    if (variant.color) colors.add(variant.color);
  }
  return { sizes: [...sizes], colors: [...colors] };
}

export interface VariantChoice {
  readonly size: string | null;
  readonly color: string | null;
}

/** The first variant matching every chosen value (an unset value matches any), or null when none exists. */
export function matchingVariant(product: Pick<Product, 'ProductVariants'>, choice: VariantChoice): ProductVariant | null {
  return (
    product.ProductVariants.find(
      (variant) => (choice.size === null || variant.size === choice.size) && (choice.color === null || variant.color === choice.color),
    ) ?? null
  );
}

/** Whether choosing `value` for `option` (keeping the other chosen value) leads to an existing variant. */
export function choiceAvailable(
  product: Pick<Product, 'ProductVariants'>,
  choice: VariantChoice,
  option: 'size' | 'color',
  value: string,
): boolean {
  return matchingVariant(product, { ...choice, [option]: value }) !== null;
}

/**
 * The product page's gallery: the product's images by sortOrder (then the plain `images`), the
 * variants' images only when the product has fewer than three, duplicates dropped, at most five.
 */
export function galleryImages(product: Pick<Product, 'images' | 'ProductImages' | 'ProductVariants'>): string[] {
  const own = [...product.ProductImages].sort((a, b) => a.sortOrder - b.sortOrder).map((image) => image.url);
  const urls = [...own, ...product.images];
  if (new Set(urls).size < PRODUCT_IMAGES_BEFORE_VARIANTS) {
    for (const variant of product.ProductVariants) {
      urls.push(...[...variant.ProductImages].sort((a, b) => a.sortOrder - b.sortOrder).map((image) => image.url));
    }
  }
  return [...new Set(urls.filter((url) => url !== ''))].slice(0, PRODUCT_GALLERY_MAX_IMAGES);
}

/** A product page's description: the product's own, or its name when it has none. */
export function productDescription(product: Pick<Product, 'name' | 'description'>): string {
  return product.description || product.name;
}
