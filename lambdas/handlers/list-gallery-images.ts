// GET /public/api/gallery?limit&offset → { images, pagination: { total, limit, offset, hasMore } }
// Gallery images, newest first, each with the site addresses of the full image and its thumbnail.

import type { GalleryImageList } from '../../common/gallery/gallery';
import { readCount } from '../runtime/counters';
import { tableName } from '../runtime/dynamo';
import { GALLERY_BY_CREATED_INDEX, GALLERY_IMAGES_LIST, toGalleryImage } from '../domain/gallery/gallery';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { queryPage } from '../runtime/paging';
import { row } from '../rows/list-gallery-images';
import { GALLERY_IMAGE_KIND, galleryItemSchema } from '../domain/gallery/gallery-item';

export const handler = defineHandler(row, async ({ query }) => {
  const page = await queryPage({
    query: {
      TableName: tableName('gallery'),
      IndexName: GALLERY_BY_CREATED_INDEX,
      KeyConditionExpression: '#kind = :image',
      ExpressionAttributeNames: { '#kind': 'kind' },
      ExpressionAttributeValues: { ':image': GALLERY_IMAGE_KIND },
      ScanIndexForward: false,
    },
    page: query,
    total: await readCount('gallery', GALLERY_IMAGES_LIST),
    toItem: (stored) => toGalleryImage(galleryItemSchema.parse(stored)),
  });
  const body: GalleryImageList = { images: page.items, pagination: page.pagination };
  return json(200, body);
});
