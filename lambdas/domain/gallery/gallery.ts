// How the gallery table is used: the index the public list queries (named from the catalogue),
// where an image's objects are kept, and how an image is added together with its list counter.

import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { GalleryImage } from '../../../common/gallery/gallery';
import { galleryItemSchema, type GalleryItem } from './gallery-item';
import { indexName, type TableName } from '../../table-keys';
import { countChange } from '../../runtime/counters';
import { tableName } from '../../runtime/dynamo';
import { mediaUrl } from '../media/media';

/** The gallery index the public list queries: partition `kind`, sort `createdAt` (newest first). */
export const GALLERY_BY_CREATED_INDEX = indexName('gallery', 'byCreated');

/** The counter of every image in the gallery (`gallery#images`). */
export const GALLERY_IMAGES_LIST = 'images';

/** The media keys (below the media prefix) of an image and its thumbnail, by id and file extension. */
export function galleryImageKeys(id: string, extension: string): { imageKey: string; thumbnailKey: string } {
  return { imageKey: `gallery/${id}.${extension}`, thumbnailKey: `gallery/${id}-thumb.${extension}` };
}

/**
 * The transaction that adds an image, refusing an id already taken, and counts it: the only way an
 * image is added, so the list's total stays true. `physicalName` gives the tables' names: a
 * handler's environment by default; the local demo seeding passes its own.
 */
export function newImageTransaction(item: GalleryItem, physicalName: (name: TableName) => string = tableName): TransactWriteCommandInput {
  return newImagesTransaction([item], physicalName);
}

/**
 * Several images added together or not at all (an officer's batch): one Put each and one counter
 * change for all, since a transaction may touch the counter only once.
 */
export function newImagesTransaction(
  items: readonly GalleryItem[],
  physicalName: (name: TableName) => string = tableName,
): TransactWriteCommandInput {
  const images = items.map((item) => galleryItemSchema.parse(item));
  return {
    TransactItems: [
      ...images.map((image) => ({
        Put: {
          TableName: physicalName('gallery'),
          Item: image,
          ConditionExpression: 'attribute_not_exists(id)',
        },
      })),
      countChange('gallery', GALLERY_IMAGES_LIST, images.length, physicalName('counters')),
    ],
  };
}

/** A stored image as the public list (and the officers' rows) answer it. */
export function toGalleryImage(item: GalleryItem): GalleryImage {
  return {
    id: item.id,
    s3Url: mediaUrl(item.imageKey),
    title: item.title ?? null,
    fileName: item.fileName ?? null,
    description: item.description ?? null,
    tags: item.tags,
    createdAt: item.createdAt,
    width: item.width,
    height: item.height,
    thumbnail: { url: mediaUrl(item.thumbnailKey), width: item.thumbWidth, height: item.thumbHeight },
  };
}
