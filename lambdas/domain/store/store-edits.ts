// What the officers' product rows share (ids are store-ids.ts's): a product item from the console's
// form, and the product's pictures (uploads claimed into the media bucket, pictures dropped deleted).
// A product's own pictures are media keys `store/<productId>-<12 hex>.<ext>`; only keys of that
// shape listed on the product itself are ever deleted, so demo pictures and pictures hosted
// elsewhere (which other products may share) are left alone.

import { type ProductForm, type ProductImageForm, storeMessages } from '../../../common/store/store-edits';
import type { ProductImage } from '../../../common/store/store';
import { type ProductItem, productItemSchema } from './product-item';
import { HttpError } from '../../runtime/http';
import { logger } from '../../runtime/logger';
import { MEDIA_KEY_PREFIX } from '../../../common/site-paths';
import { claimUpload, deleteMedia } from '../media/uploads';
import { randomHex } from './store-ids';

const MEDIA_PATH = `/${MEDIA_KEY_PREFIX}`;

/** Every picture address of a stored product, its own and its variants'. */
function allImageUrls(product: ProductItem): string[] {
  return [
    ...product.ProductImages.map((image) => image.url),
    ...product.images,
    ...product.ProductVariants.flatMap((variant) => variant.ProductImages.map((image) => image.url)),
  ];
}

/** The media key (below `media/`) of a picture this product owns, or undefined for any other address. */
export function ownedMediaKey(productId: string, url: string): string | undefined {
  if (!url.startsWith(MEDIA_PATH)) return undefined;
  const key = url.slice(MEDIA_PATH.length);
  const escaped = productId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^store/${escaped}-[0-9a-f]{12}\\.(jpg|png|webp)$`).test(key) ? key : undefined;
}

/** Deletes media keys; a failure is logged and left (an unreferenced object costs little, a failed answer after a saved change misleads). */
export async function deleteMediaKeys(keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await deleteMedia(key);
    } catch (error) {
      logger.warn('media not deleted', { key, error: error instanceof Error ? error.name : 'unknown' });
    }
  }
}

/** The media this product owns that `next` (absent when the product is deleted) no longer lists. */
export function droppedMedia(before: ProductItem, next?: ProductItem): string[] {
  const kept = new Set(next ? allImageUrls(next) : []);
  return [...new Set(allImageUrls(before))]
    .filter((url) => !kept.has(url))
    .map((url) => ownedMediaKey(before.productId, url))
    .filter((key): key is string => key !== undefined);
}

/**
 * Checks the form's pictures against the stored product (a kept picture must be one of its own),
 * before anything is claimed.
 */
export function checkKeptImages(images: readonly ProductImageForm[], existing?: ProductItem): void {
  const own = new Set(existing ? [...existing.ProductImages.map((image) => image.url), ...existing.images] : []);
  if (images.some((image) => 'url' in image && !own.has(image.url))) throw new HttpError(400, storeMessages.unknownImage);
}

/** Checks that each variant id the form names is one of the stored product's. */
export function checkVariantIds(form: ProductForm, existing?: ProductItem): void {
  const own = new Set(existing?.ProductVariants.map((variant) => variant.id) ?? []);
  if (form.variants.some((variant) => variant.id !== undefined && !own.has(variant.id)))
    throw new HttpError(400, storeMessages.unknownVariant);
}

/**
 * The product's pictures in the form's order: kept ones as they were stored, uploads claimed as
 * `store/<productId>-<random>`. Every upload is claimed or none is: on a refusal the ones already
 * claimed are deleted again before the error goes on.
 */
export async function claimProductImages(
  productId: string,
  images: readonly ProductImageForm[],
  existing?: ProductItem,
): Promise<{ images: ProductImage[]; claimed: string[] }> {
  const stored = new Map(existing?.ProductImages.map((image) => [image.url, image]) ?? []);
  const claimed: string[] = [];
  const result: ProductImage[] = [];
  try {
    for (const [sortOrder, image] of images.entries()) {
      if ('url' in image) {
        const before = stored.get(image.url);
        result.push({ ...before, url: image.url, sortOrder, mockupType: image.mockupType });
        continue;
      }
      const media = await claimUpload(image.uploadId, 'image', `store/${productId}-${randomHex(6)}`);
      claimed.push(media.key);
      result.push({
        url: media.url,
        sortOrder,
        mockupType: image.mockupType,
        ...(media.width && media.height ? { width: media.width, height: media.height } : {}),
      });
    }
  } catch (error) {
    await deleteMediaKeys(claimed);
    throw error;
  }
  return { images: result, claimed };
}

/** The stored product from the form: variants keep their pictures and Printful stock (not edited here); new ones get an id. */
export function productItemFromForm(
  storeId: string,
  productId: string,
  form: ProductForm,
  images: readonly ProductImage[],
  existing?: ProductItem,
): ProductItem {
  const variants = new Map(existing?.ProductVariants.map((variant) => [variant.id, variant]) ?? []);
  const usedIds = new Set(form.variants.map((variant) => variant.id).filter((id) => id !== undefined));
  const newVariantId = () => {
    let id: string;
    do id = `v-${randomHex(4)}`;
    while (usedIds.has(id));
    usedIds.add(id);
    return id;
  };
  return productItemSchema.parse({
    storeId,
    productId,
    name: form.name,
    description: form.description,
    category: form.category,
    brand: form.brand,
    price: form.price,
    sku: form.sku,
    stockStatus: form.stockStatus,
    // The form's one list of pictures replaces both stored lists (the plain `images` were the same pictures).
    images: [],
    ProductImages: images,
    ProductVariants: form.variants.map((variant) => {
      const before = variant.id === undefined ? undefined : variants.get(variant.id);
      return {
        id: variant.id ?? newVariantId(),
        name: variant.name,
        size: variant.size,
        color: variant.color,
        price: variant.price,
        sku: variant.sku,
        stockStatus: variant.stockStatus,
        printfulStockStatus: before?.printfulStockStatus ?? null,
        ProductImages: before?.ProductImages ?? [],
      };
    }),
  });
}
