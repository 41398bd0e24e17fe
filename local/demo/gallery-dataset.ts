// The `gallery` demo dataset: the demo pictures (local/demo/gallery.ts) drawn and rasterised at
// seed time (local/demo/gallery-art.ts), uploaded to the media bucket of the S3 stand-in under
// the keys the list answers, then each added with its list counter in one transaction
// (newImageTransaction, as an officer's upload is). An image already in the table is left alone.

import { PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { galleryImageKeys, newImageTransaction } from '../../lambdas/domain/gallery/gallery';
import { MEDIA_IMAGE_CACHE_CONTROL, mediaObjectKey } from '../../lambdas/domain/media/media';
import { GALLERY_IMAGE_KIND, galleryItemSchema, type GalleryItem } from '../../lambdas/domain/gallery/gallery-item';
import { galleryArtworkSvg, renderGalleryImage } from './gallery-art';
import { isNamed, type DemoDataset, type MediaTarget, type SeedTarget } from './dataset';
import { demoImages, type DemoImage } from './gallery';

const HOUR_MS = 60 * 60 * 1000;
/** Images drawn at once: sharp already spreads each over the cores, so a few suffice. */
const CONCURRENCY = 3;

async function upload(media: MediaTarget, key: string, body: Buffer, contentType: string): Promise<void> {
  await media.client.send(
    new PutObjectCommand({
      Bucket: media.bucket,
      Key: mediaObjectKey(key),
      Body: body,
      ContentType: contentType,
      CacheControl: MEDIA_IMAGE_CACHE_CONTROL,
    }),
  );
}

async function exists(target: SeedTarget, id: string): Promise<boolean> {
  const found = await target.doc.send(new GetCommand({ TableName: target.tableName('gallery'), Key: { id }, ProjectionExpression: 'id' }));
  return found.Item !== undefined;
}

/** Draws, uploads and adds one image unless its id is taken; true when it was added. */
async function addImage(target: SeedTarget, media: MediaTarget, image: DemoImage): Promise<boolean> {
  if (await exists(target, image.id)) return false;
  const rendered = await renderGalleryImage(galleryArtworkSvg(image.kind, image.seed));
  const keys = galleryImageKeys(image.id, rendered.extension);
  await Promise.all([
    upload(media, keys.imageKey, rendered.full, rendered.contentType),
    upload(media, keys.thumbnailKey, rendered.thumb, rendered.contentType),
  ]);
  const item: GalleryItem = galleryItemSchema.parse({
    id: image.id,
    kind: GALLERY_IMAGE_KIND,
    ...keys,
    contentType: rendered.contentType,
    title: image.title,
    fileName: image.fileName,
    description: image.description,
    tags: image.tags,
    createdAt: target.now - image.hoursAgo * HOUR_MS,
    width: rendered.width,
    height: rendered.height,
    thumbWidth: rendered.thumbWidth,
    thumbHeight: rendered.thumbHeight,
  });
  try {
    await target.doc.send(new TransactWriteCommand(newImageTransaction(item, target.tableName)));
    return true;
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if (isNamed(error, 'TransactionCanceledException') && reasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

export function galleryDataset(version: number, images: readonly DemoImage[]): DemoDataset {
  return {
    name: 'gallery',
    version,
    async seed(target) {
      const { media } = target;
      if (!media) throw new Error('The gallery dataset uploads its pictures: seed it with the media bucket (SeedOptions.media).');
      let added = 0;
      let next = 0;
      const worker = async () => {
        while (next < images.length) {
          const image = images[next++] as DemoImage;
          if (await addImage(target, media, image)) added++;
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      return added;
    },
  };
}

export const demoGalleryDataset = galleryDataset(1, demoImages);
