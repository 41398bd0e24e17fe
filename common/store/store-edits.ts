// What an officer sends to add or change a store or a product (the officer rows under
// /api/officer/stores): the one set of schemas the console's store forms and the handlers both use.
// Prices are US dollars in whole cents, as the public API gives them (formatPrice in ./price.ts).
// Stock is the product's and each variant's stock status, the field the store pages read.
// Imported with extensions: Vite's config loader reads the route table.

import '../zod-setup.ts';
import * as z from 'zod';
import { fillPath } from '../fill-path';
import { PRODUCT_GALLERY_MAX_IMAGES } from './store';
import { storeEntityIdSchema } from './store-requests';
import { uploadIdSchema } from '../uploads';
import { optionalLine, optionalText, requiredLine } from '../requests/visitor-forms';

/** POST: add a store (row `create-store`). */
export const OFFICER_STORES_PATH = '/api/officer/stores';
/** PUT: rename or reorder a store; DELETE: remove an empty store (rows `update-store`, `delete-store`). */
export const OFFICER_STORE_PATH = '/api/officer/stores/{storeId}';
/** POST: add a product to a store (row `create-product`). */
export const OFFICER_PRODUCTS_PATH = '/api/officer/stores/{storeId}/products';
/** PUT: replace a product; DELETE: remove it and its pictures (rows `update-product`, `delete-product`). */
export const OFFICER_PRODUCT_PATH = '/api/officer/stores/{storeId}/products/{productId}';

export function officerStorePath(storeId: string): string {
  return fillPath(OFFICER_STORE_PATH, { storeId });
}

export function officerProductsPath(storeId: string): string {
  return fillPath(OFFICER_PRODUCTS_PATH, { storeId });
}

export function officerProductPath(storeId: string, productId: string): string {
  return fillPath(OFFICER_PRODUCT_PATH, { storeId, productId });
}

/** The limits the forms and the tables agree on (lambdas/tables.ts bounds the same fields). */
export const STORE_LIMITS = {
  storeName: 200,
  sortOrder: 10_000,
  productName: 200,
  description: 5_000,
  category: 100,
  brand: 100,
  sku: 100,
  option: 50,
  mockupType: 50,
  /** The highest price the store takes, in dollars. */
  price: 100_000,
  variants: 100,
  images: PRODUCT_GALLERY_MAX_IMAGES,
} as const;

/** The stock statuses an officer chooses from (the store pages treat only in_stock as available). */
export const stockStatuses = ['in_stock', 'out_of_stock', 'discontinued'] as const;
export type EditableStockStatus = (typeof stockStatuses)[number];

export const stockStatusNames: Readonly<Record<EditableStockStatus, string>> = {
  in_stock: 'In stock',
  out_of_stock: 'Out of stock',
  discontinued: 'Discontinued',
};

export const storeMessages = {
  sortOrder: `Position must be a whole number from 0 to ${STORE_LIMITS.sortOrder}.`,
  price: (label: string) => `${label} must be an amount in dollars from 0 to ${STORE_LIMITS.price}, in whole cents (like 24.99), or empty.`,
  stockStatus: `Stock must be one of ${stockStatuses.join(', ')}.`,
  images: `A product has at most ${STORE_LIMITS.images} pictures.`,
  variants: `A product has at most ${STORE_LIMITS.variants} variants.`,
  variantOptions: 'Give each variant a size or a colour (or both).',
  duplicateVariant: 'Two variants have the same size and colour.',
  duplicateImage: 'The same picture is listed twice.',
  unknownImage: "A kept picture is not one of this product's pictures; reload the product and try again.",
  unknownVariant: "A variant is not one of this product's variants; reload the product and try again.",
  unknownStore: 'There is no store with that id; it may have been deleted.',
  unknownProduct: 'There is no product with that id in this store; it may have been deleted.',
  storeHasProducts: (count: number) =>
    `The store still has ${count === 1 ? 'a product' : `${count} products`}. Delete ${count === 1 ? 'it' : 'them'} first, then the store.`,
} as const;

/** `{storeId}` of the officer store paths. */
export const officerStoreParamsSchema = z.object({ storeId: storeEntityIdSchema });
/** `{storeId}` and `{productId}` of the officer product paths. */
export const officerProductParamsSchema = z.object({ storeId: storeEntityIdSchema, productId: storeEntityIdSchema });

/** A store as the console's form sends it, to add one or to replace its name and place. */
export const storeFormSchema = z.strictObject({
  name: requiredLine('Store name', STORE_LIMITS.storeName),
  sortOrder: z
    .number({ error: storeMessages.sortOrder })
    .int(storeMessages.sortOrder)
    .min(0, storeMessages.sortOrder)
    .max(STORE_LIMITS.sortOrder, storeMessages.sortOrder)
    .default(0),
});
export type StoreFormInput = z.input<typeof storeFormSchema>;
export type StoreForm = z.output<typeof storeFormSchema>;

/** Whether a dollar amount is a whole number of cents (floating point keeps 24.99 a hair off). */
export function wholeCents(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

function price(label: string) {
  const message = storeMessages.price(label);
  return z
    .number({ error: message })
    .min(0, message)
    .max(STORE_LIMITS.price, message)
    .refine(wholeCents, message)
    .transform((amount) => Math.round(amount * 100) / 100)
    .nullable()
    .default(null);
}

/** An empty line is stored as null, as the store's optional fields are. */
function nullableLine(label: string, max: number) {
  return optionalLine(label, max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);
}

const stockStatus = z.enum(stockStatuses, { error: storeMessages.stockStatus }).nullable().default(null);

/** A product variant: its own options, price, SKU and stock. `id` names a variant the product already has. */
export const variantFormSchema = z.strictObject({
  id: storeEntityIdSchema.optional(),
  name: requiredLine('Variant name', STORE_LIMITS.productName),
  size: nullableLine('Size', STORE_LIMITS.option),
  color: nullableLine('Colour', STORE_LIMITS.option),
  price: price('Variant price'),
  sku: nullableLine('Variant SKU', STORE_LIMITS.sku),
  stockStatus,
});
export type VariantFormInput = z.input<typeof variantFormSchema>;

const mockupType = nullableLine('Picture view', STORE_LIMITS.mockupType);

/** A picture the product keeps, by its address (one of the product's own). */
export const keptImageSchema = z.strictObject({
  url: z.string().min(1).max(500),
  mockupType,
});
/** A new picture: an upload to claim. */
export const uploadedImageSchema = z.strictObject({
  uploadId: z.string().max(64, 'Not an upload of this site.').pipe(uploadIdSchema),
  mockupType,
});
/** The product's pictures in gallery order: kept ones by address, new ones by upload. */
export const productImageFormSchema = z.union([keptImageSchema, uploadedImageSchema]);
export type ProductImageForm = z.output<typeof productImageFormSchema>;

/** A whole product as the console's form sends it, to add one or to replace one. */
export const productFormSchema = z
  .strictObject({
    name: requiredLine('Product name', STORE_LIMITS.productName),
    description: optionalText('Description', STORE_LIMITS.description).default(''),
    category: nullableLine('Category', STORE_LIMITS.category),
    brand: nullableLine('Brand', STORE_LIMITS.brand),
    price: price('Price'),
    sku: nullableLine('SKU', STORE_LIMITS.sku),
    stockStatus,
    images: z.array(productImageFormSchema).max(STORE_LIMITS.images, storeMessages.images).default([]),
    variants: z.array(variantFormSchema).max(STORE_LIMITS.variants, storeMessages.variants).default([]),
  })
  .superRefine((product, ctx) => {
    const seenImages = new Set<string>();
    product.images.forEach((image, index) => {
      const key = 'url' in image ? `url:${image.url}` : `upload:${image.uploadId}`;
      if (seenImages.has(key)) ctx.addIssue({ code: 'custom', path: ['images', index], message: storeMessages.duplicateImage });
      seenImages.add(key);
    });
    const seenOptions = new Set<string>();
    const seenIds = new Set<string>();
    product.variants.forEach((variant, index) => {
      if (variant.size === null && variant.color === null) {
        ctx.addIssue({ code: 'custom', path: ['variants', index, 'size'], message: storeMessages.variantOptions });
        return;
      }
      const options = `${variant.size ?? ''}\u0000${variant.color ?? ''}`.toLowerCase();
      if (seenOptions.has(options))
        ctx.addIssue({ code: 'custom', path: ['variants', index, 'size'], message: storeMessages.duplicateVariant });
      seenOptions.add(options);
      if (variant.id !== undefined) {
        if (seenIds.has(variant.id))
          ctx.addIssue({ code: 'custom', path: ['variants', index, 'id'], message: storeMessages.unknownVariant });
        seenIds.add(variant.id);
      }
    });
  });
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductForm = z.output<typeof productFormSchema>;

/** A store id or product id made from a name: lower-case words joined by hyphens (a random suffix is added on a clash). */
export function slugOf(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return slug === '' ? fallback : slug;
}
