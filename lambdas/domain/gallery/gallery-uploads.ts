// An officer's batch of new gallery images becomes media objects all together or not at all: every
// image and thumbnail is claimed (checked by its bytes, measured, copied under `gallery/<id>` and
// `gallery/<id>-thumb`), and when any one is refused, or the save after it fails, what was claimed
// is deleted again, so no file is left without its gallery item. The refusal names the file.

import type { NewGalleryImage } from '../../../common/gallery/gallery-edits';
import { HttpError } from '../../runtime/http';
import { logger } from '../../runtime/logger';
import { claimUpload, deleteMedia, type StoredMedia } from '../media/uploads';

/** The two stored files of one new image, with the dimensions the server measured. */
export interface ClaimedImage {
  readonly image: StoredMedia & { width: number; height: number };
  readonly thumbnail: StoredMedia & { width: number; height: number };
}

/** "Image 2 (IMG_0042.jpg)", or "The thumbnail of image 2 (…)": which file a refusal is about, as the officer chose them. */
function fileLabel(index: number, fileName: string, kind: 'image' | 'thumbnail'): string {
  const named = `image ${index + 1}${fileName ? ` (${fileName})` : ''}`;
  return kind === 'image' ? `${named.charAt(0).toUpperCase()}${named.slice(1)}` : `The thumbnail of ${named}`;
}

function measured(media: StoredMedia): StoredMedia & { width: number; height: number } {
  // claimUpload measures every image kind, or refuses the file as unreadable.
  if (!media.width || !media.height) throw new Error(`claimed image ${media.key} has no dimensions`);
  return { ...media, width: media.width, height: media.height };
}

/**
 * Deletes media objects of a batch that is not being saved. A failure is logged and left: an
 * orphaned file costs little, and the officer's answer must say why the batch was refused.
 */
export async function deleteGalleryFiles(keys: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => deleteMedia(key)));
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') logger.warn('gallery file not deleted', { key: keys[index] });
  }
}

/**
 * Claims every file of the batch, image `i` under the id `ids[i]`. All claims run at once; if any is
 * refused, the others' files are deleted and the first refusal (in the batch's order) is thrown with
 * the file it is about.
 */
export async function claimGalleryFiles(images: readonly NewGalleryImage[], ids: readonly string[]): Promise<ClaimedImage[]> {
  const claims = images.flatMap((image, index) => {
    const id = ids[index];
    if (id === undefined) throw new Error('an id is missing for a new gallery image');
    const claim = (kind: 'image' | 'thumbnail', uploadId: string, destination: string) => ({
      label: fileLabel(index, image.fileName, kind),
      result: claimUpload(uploadId, kind, destination).then(measured),
    });
    return [claim('image', image.image, `gallery/${id}`), claim('thumbnail', image.thumbnail, `gallery/${id}-thumb`)];
  });
  const settled = await Promise.allSettled(claims.map((claim) => claim.result));
  const stored = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const refusal = settled.findIndex((result) => result.status === 'rejected');
  if (refusal >= 0) {
    await deleteGalleryFiles(stored.map((media) => media.key));
    const reason = (settled[refusal] as PromiseRejectedResult).reason;
    if (reason instanceof HttpError) {
      throw new HttpError(reason.status, `${claims[refusal]?.label}: ${reason.message} No image was added.`);
    }
    throw reason;
  }
  const pairs: ClaimedImage[] = [];
  for (let index = 0; index < stored.length; index += 2) {
    const image = stored[index];
    const thumbnail = stored[index + 1];
    if (image && thumbnail) pairs.push({ image, thumbnail });
  }
  return pairs;
}
