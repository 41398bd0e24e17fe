// A gallery image as the gallery table stores it (lambdas/tables.ts).

import * as z from 'zod';
import { GALLERY_LIMITS } from '../../../common/gallery/gallery-edits';
import { epochMs, mediaKey, pixels } from '../../runtime/item-fields';
import { mediaImageTypes } from '../media/media';

/** The one value of `galleryItemSchema.kind`: every image sits in one partition of the byCreated index. */
export const GALLERY_IMAGE_KIND = 'image';

export const galleryItemSchema = z.object({
  id: z.string().min(1).max(200),
  /** The byCreated index's partition: one list of every image, newest first, read without a Scan. */
  kind: z.literal(GALLERY_IMAGE_KIND),
  /** The full image's key below the media prefix. */
  imageKey: mediaKey,
  thumbnailKey: mediaKey,
  /**
   * The full image's Content-Type, chosen by the server from its bytes (raster formats only); an
   * uploaded thumbnail may be of another (its key's extension says which).
   */
  contentType: z.enum(mediaImageTypes),
  title: z.string().max(GALLERY_LIMITS.title).optional(),
  /** The uploaded file's name, shown when there is no title. */
  fileName: z.string().max(GALLERY_LIMITS.fileName).optional(),
  description: z.string().max(GALLERY_LIMITS.description).optional(),
  tags: z.array(z.string().min(1).max(GALLERY_LIMITS.tag)).max(GALLERY_LIMITS.tags),
  createdAt: epochMs,
  width: pixels,
  height: pixels,
  thumbWidth: pixels,
  thumbHeight: pixels,
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;
