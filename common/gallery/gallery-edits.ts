// What an officer sends to add gallery images (POST /api/officer/gallery/images) and to change or
// delete one (PUT and DELETE /api/officer/gallery/images/{imageId}): the one set of schemas the
// console's forms and the handlers both use, and the limits the stored item keeps
// (lambdas/tables.ts). The files themselves go up through the upload spine first (common/uploads.ts);
// a save names them by upload id, and the server checks their bytes before anything is kept.
// Imported with extensions: Vite's config loader reads the route table.

import '../zod-setup.ts';
import * as z from 'zod';
import type { GalleryImage } from './gallery';
import { uploadIdSchema } from '../uploads';
import { optionalLine, optionalText, requiredLine } from '../requests/visitor-forms';

/** POST: add images (route row `create-gallery-images`). */
export const OFFICER_GALLERY_IMAGES_PATH = '/api/officer/gallery/images';
/** PUT: change an image's words; DELETE: remove it and its files (rows `update-gallery-image`, `delete-gallery-image`). */
export const OFFICER_GALLERY_IMAGE_PATH = '/api/officer/gallery/images/{imageId}';

/** Images one save may add: each is two files to check and copy, within one function's time. */
export const MAX_GALLERY_IMAGES_PER_SAVE = 10;

export const GALLERY_LIMITS = {
  title: 200,
  fileName: 255,
  description: 2_000,
  tag: 50,
  tags: 20,
} as const;

export const galleryMessages = {
  tooMany: `At most ${MAX_GALLERY_IMAGES_PER_SAVE} images can be added at once.`,
  none: 'Choose at least one image.',
  tags: `An image has at most ${GALLERY_LIMITS.tags} tags.`,
  sameUpload: 'Each uploaded file can be used once.',
  unknownImage: 'There is no gallery image with that id; it may have been deleted.',
  notAnUpload: 'Not an upload of this site.',
} as const;

/** `{imageId}`: the ids the server gives (UUIDs) and the demo's (`demo-pitch-1`). */
export const galleryImageParamsSchema = z.object({
  imageId: z
    .string()
    .max(200, 'imageId is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'imageId must be letters, digits, "-" or "_"'),
});

/** Tags as typed in one box, separated by commas: trimmed, blanks dropped, each once (first spelling kept). */
export function tagsFromText(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

const tagsSchema = z
  .array(requiredLine('Each tag', GALLERY_LIMITS.tag))
  .max(GALLERY_LIMITS.tags, galleryMessages.tags)
  // The same tag twice says nothing more; the first spelling is kept.
  .transform((tags) => tagsFromText(tags.join(',')));

const detailsShape = {
  title: optionalLine('Title', GALLERY_LIMITS.title).default(''),
  description: optionalText('Description', GALLERY_LIMITS.description).default(''),
  tags: tagsSchema.default([]),
};

/** An image's words, as PUT takes them (the whole set; an empty title or description removes it). */
export const galleryImageDetailsSchema = z.strictObject(detailsShape);
export type GalleryImageDetailsInput = z.input<typeof galleryImageDetailsSchema>;
export type GalleryImageDetails = z.output<typeof galleryImageDetailsSchema>;

const uploadRef = z.string().max(36, galleryMessages.notAnUpload).pipe(uploadIdSchema);

/** One new image: its uploaded file and thumbnail by upload id, the file's name and its words. */
export const newGalleryImageSchema = z.strictObject({
  image: uploadRef,
  thumbnail: uploadRef,
  /** The name of the officer's file, shown when there is no title; never used for a key. */
  fileName: optionalLine('File name', GALLERY_LIMITS.fileName).default(''),
  ...detailsShape,
});
export type NewGalleryImage = z.output<typeof newGalleryImageSchema>;

export const galleryImagesCreateSchema = z
  .strictObject({
    images: z.array(newGalleryImageSchema).min(1, galleryMessages.none).max(MAX_GALLERY_IMAGES_PER_SAVE, galleryMessages.tooMany),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.images.forEach((image, index) => {
      for (const field of ['image', 'thumbnail'] as const) {
        if (seen.has(image[field])) ctx.addIssue({ code: 'custom', path: ['images', index, field], message: galleryMessages.sameUpload });
        seen.add(image[field]);
      }
    });
  });
export type GalleryImagesCreateInput = z.input<typeof galleryImagesCreateSchema>;
export type GalleryImagesCreate = z.output<typeof galleryImagesCreateSchema>;

/** POST's answer: the new images as the public list shows them, in the order sent. */
export interface GalleryImagesCreated {
  images: GalleryImage[];
}
