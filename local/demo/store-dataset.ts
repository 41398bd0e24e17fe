// The `store` demo dataset: the stores and products of local/demo/store.ts. A product's pictures
// are drawn and rasterised at seed time (local/demo/store-art.ts) and uploaded to the media
// bucket of the S3 stand-in before its item is written, so no item points at a picture not yet
// there (except the one meant to be broken). A store or product already in the table is left alone.

import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { MEDIA_IMAGE_CACHE_CONTROL, mediaObjectKey } from '../../lambdas/domain/media/media';
import type { StoreItem } from '../../lambdas/domain/store/store-item';
import { merchandiseSvg, renderMerchandiseImage } from './store-art';
import { type DemoDataset, type MediaTarget, putIfAbsent, type SeedTarget } from './dataset';
import { type DemoPicture, type DemoStoreProduct, demoStoreProducts, demoStores } from './store';

/** Products drawn at once: sharp already spreads each picture over the cores. */
const CONCURRENCY = 3;

async function upload(media: MediaTarget, picture: DemoPicture): Promise<void> {
  const body = await renderMerchandiseImage(merchandiseSvg(picture.kind, picture.colour, picture.view));
  await media.client.send(
    new PutObjectCommand({
      Bucket: media.bucket,
      Key: mediaObjectKey(picture.key),
      Body: body,
      ContentType: 'image/webp',
      CacheControl: MEDIA_IMAGE_CACHE_CONTROL,
    }),
  );
}

async function productExists(target: SeedTarget, { item }: DemoStoreProduct): Promise<boolean> {
  const found = await target.doc.send(
    new GetCommand({
      TableName: target.tableName('products'),
      Key: { storeId: item.storeId, productId: item.productId },
      ProjectionExpression: 'productId',
    }),
  );
  return found.Item !== undefined;
}

async function addProduct(target: SeedTarget, media: MediaTarget, product: DemoStoreProduct): Promise<boolean> {
  if (await productExists(target, product)) return false;
  for (const picture of product.pictures) await upload(media, picture);
  return putIfAbsent(target, 'products', product.item, 'productId');
}

export function storeDataset(version: number, stores: readonly StoreItem[], products: readonly DemoStoreProduct[]): DemoDataset {
  return {
    name: 'store',
    version,
    async seed(target) {
      const { media } = target;
      if (!media) throw new Error('The store dataset uploads its pictures: seed it with the media bucket (SeedOptions.media).');
      let added = 0;
      for (const store of stores) if (await putIfAbsent(target, 'stores', store, 'id')) added++;
      let next = 0;
      const worker = async () => {
        while (next < products.length) {
          const product = products[next++] as DemoStoreProduct;
          if (await addProduct(target, media, product)) added++;
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      return added;
    },
  };
}

export const demoStoreDataset = storeDataset(1, demoStores, demoStoreProducts);
