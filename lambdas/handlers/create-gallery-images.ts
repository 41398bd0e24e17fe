// POST /api/officer/gallery/images { images: [{ image, thumbnail, fileName, title, description, tags }] }
// (1 to 10, files by upload id) → 201 { images } as GET /public/api/gallery shows them, in the order
// sent. Officers only. The server picks each id, claims both files (checked by their bytes and
// measured: the dimensions are the server's, never the browser's), then writes every item and the
// list's count in one transaction. All or nothing: a refused file (4xx naming it) or a failed write
// adds no image and keeps no file.

import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { GalleryImagesCreated } from '../../common/gallery/gallery-edits';
import { ddb } from '../runtime/dynamo';
import { newImagesTransaction, toGalleryImage } from '../domain/gallery/gallery';
import { claimGalleryFiles, deleteGalleryFiles } from '../domain/gallery/gallery-uploads';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { mediaImageTypes } from '../domain/media/media';
import { row } from '../rows/create-gallery-images';
import { GALLERY_IMAGE_KIND, type GalleryItem } from '../domain/gallery/gallery-item';

export const handler = defineHandler(row, async ({ body }) => {
  const ids = body.images.map(() => randomUUID());
  const claimed = await claimGalleryFiles(body.images, ids);
  const now = Date.now();
  const items = body.images.map((form, index): GalleryItem => {
    const files = claimed[index];
    const id = ids[index];
    if (!files || !id) throw new Error('a claimed image is missing');
    const contentType = mediaImageTypes.find((type) => type === files.image.contentType);
    if (!contentType) throw new Error(`claimed image ${files.image.key} is not a raster image`);
    return {
      id,
      kind: GALLERY_IMAGE_KIND,
      imageKey: files.image.key,
      thumbnailKey: files.thumbnail.key,
      contentType,
      ...(form.title ? { title: form.title } : {}),
      ...(form.fileName ? { fileName: form.fileName } : {}),
      ...(form.description ? { description: form.description } : {}),
      tags: form.tags,
      // A millisecond apart, so the newest-first list shows the batch in the order it was sent.
      createdAt: now - index,
      width: files.image.width,
      height: files.image.height,
      thumbWidth: files.thumbnail.width,
      thumbHeight: files.thumbnail.height,
    };
  });
  try {
    await ddb.send(new TransactWriteCommand(newImagesTransaction(items)));
  } catch (error) {
    await deleteGalleryFiles(claimed.flatMap((files) => [files.image.key, files.thumbnail.key]));
    throw error;
  }
  const answer: GalleryImagesCreated = { images: items.map(toGalleryImage) };
  return json(201, answer);
});
