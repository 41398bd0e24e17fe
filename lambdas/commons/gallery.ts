// How the gallery table is used: the index the public list queries (named from the catalogue),
// where an image's objects are kept, and how an image is added together with its list counter.

import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { galleryItemSchema, indexName, type GalleryItem, type TableName } from '../tables';
import { countChange } from './counters';
import { tableName } from './dynamo';

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
  const image = galleryItemSchema.parse(item);
  return {
    TransactItems: [
      {
        Put: {
          TableName: physicalName('gallery'),
          Item: image,
          ConditionExpression: 'attribute_not_exists(id)',
        },
      },
      countChange('gallery', GALLERY_IMAGES_LIST, 1, physicalName('counters')),
    ],
  };
}
