// A product as the products table stores it (lambdas/tables.ts).

import * as z from 'zod';
import { storeEntityIdSchema } from '../../../common/store/store-requests';

/** An image address: a site path (our media, `/media/...`) or an https address. */
const imageAddress = z
  .string()
  .min(1)
  .max(500)
  .regex(/^(\/[^/]|https:\/\/)/, 'an image address is a site path or an https address');
const stockStatus = z.string().min(1).max(50).nullable();
const productImageSchema = z.object({
  url: imageAddress,
  sortOrder: z.number().int().min(0).max(1_000),
  mockupType: z.string().min(1).max(50).nullable(),
  /** Measured from an officer's upload (pictures from elsewhere have none). */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
const productImages = z.array(productImageSchema).max(10);
const money = z.number().nonnegative().max(100_000).nullable();

export const productVariantSchema = z.object({
  id: storeEntityIdSchema,
  name: z.string().min(1).max(200),
  size: z.string().min(1).max(50).nullable(),
  color: z.string().min(1).max(50).nullable(),
  price: money,
  sku: z.string().min(1).max(100).nullable(),
  stockStatus,
  printfulStockStatus: stockStatus,
  ProductImages: productImages,
});

/** A product, whole: its variants and images ride along (bounded, so an item stays far below DynamoDB's 400 KB). */
export const productItemSchema = z.object({
  storeId: storeEntityIdSchema,
  productId: storeEntityIdSchema,
  name: z.string().min(1).max(200),
  description: z.string().max(5_000),
  category: z.string().min(1).max(100).nullable(),
  brand: z.string().min(1).max(100).nullable(),
  price: money,
  sku: z.string().min(1).max(100).nullable(),
  stockStatus,
  images: z.array(imageAddress).max(10),
  ProductImages: productImages,
  ProductVariants: z.array(productVariantSchema).max(100),
});
export type ProductItem = z.infer<typeof productItemSchema>;
