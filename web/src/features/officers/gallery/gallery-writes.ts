// The gallery console's calls, with the signed-in officer's ID token: the files of a batch go up
// through the upload spine first (one request for every form, then each file posted to its form),
// then one save names them by upload id and the server checks, measures and keeps them. Answers are
// read with the Gallery page's own parser.

import { fillPath } from '../../../../../common/fill-path';
import type { GalleryImage } from '../../../../../common/gallery/gallery';
import {
  type GalleryImageDetails,
  type GalleryImagesCreate,
  OFFICER_GALLERY_IMAGE_PATH,
  OFFICER_GALLERY_IMAGES_PATH,
} from '../../../../../common/gallery/gallery-edits';
import { postUpload, requestUploadForms } from '../../../components/uploads/upload-files';
import { officerFetchJson } from '../../../lib/auth/signed-in-fetch';
import { parseGalleryImage, parseGalleryList } from '../../../lib/api/gallery-api';

/** One image of a batch: the officer's file and the thumbnail made from it in the browser. */
export interface GalleryFiles {
  readonly file: Blob;
  readonly thumbnail: Blob;
}

export interface UploadedPair {
  readonly image: string;
  readonly thumbnail: string;
}

const imagePath = (imageId: string) => fillPath(OFFICER_GALLERY_IMAGE_PATH, { imageId });

/**
 * Uploads every image and its thumbnail with one request for all the forms; `onProgress(index,
 * fraction)` follows each image (its file and thumbnail together, by bytes). Answers the upload ids
 * of each pair, in order.
 */
export async function uploadGalleryFiles(
  batch: readonly GalleryFiles[],
  onProgress: (index: number, fraction: number) => void,
): Promise<UploadedPair[]> {
  const forms = await requestUploadForms(
    batch.flatMap(({ file, thumbnail }) => [
      { kind: 'image' as const, file },
      { kind: 'thumbnail' as const, file: thumbnail },
    ]),
  );
  return Promise.all(
    batch.map(async ({ file, thumbnail }, index) => {
      const imageForm = forms[2 * index];
      const thumbnailForm = forms[2 * index + 1];
      if (!imageForm || !thumbnailForm) throw new Error('the server gave too few upload forms');
      const sent = { image: 0, thumbnail: 0 };
      const total = file.size + thumbnail.size;
      const report = () => onProgress(index, (sent.image * file.size + sent.thumbnail * thumbnail.size) / total);
      await Promise.all([
        postUpload(imageForm, file, (fraction) => {
          sent.image = fraction;
          report();
        }),
        postUpload(thumbnailForm, thumbnail, (fraction) => {
          sent.thumbnail = fraction;
          report();
        }),
      ]);
      return { image: imageForm.uploadId, thumbnail: thumbnailForm.uploadId };
    }),
  );
}

/** Adds the batch; answers the new images as the public list shows them, in the order sent. */
export function createGalleryImages(body: GalleryImagesCreate): Promise<GalleryImage[]> {
  return officerFetchJson(OFFICER_GALLERY_IMAGES_PATH, (answer) => parseGalleryList(answer).images, { method: 'POST', body });
}

/** Replaces an image's title, description and tags; answers the image as the public list shows it. */
export function updateGalleryImage(imageId: string, details: GalleryImageDetails): Promise<GalleryImage> {
  return officerFetchJson(imagePath(imageId), parseGalleryImage, { method: 'PUT', body: details });
}

export async function deleteGalleryImage(imageId: string): Promise<void> {
  await officerFetchJson(imagePath(imageId), () => undefined, { method: 'DELETE' });
}
