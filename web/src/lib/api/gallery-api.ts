// The gallery rows as the Gallery page and the officers' console read them: one block of images,
// checked for the shape the page reads. A response without an `images` list is an invalid format
// (the old site's words), shown as a failure.

import { GALLERY_PAGE_SIZE, GALLERY_PATH, type GalleryImage, type GalleryImageList } from '../../../../common/gallery/gallery';

export function galleryUrl(offset: number, limit = GALLERY_PAGE_SIZE): string {
  return `${GALLERY_PATH}?limit=${limit}&offset=${offset}`;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const size = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

function toImage(entry: unknown, index: number): GalleryImage {
  if (!entry || typeof entry !== 'object') throw new Error(`image ${index + 1} is not an object`);
  const record = entry as Record<string, unknown>;
  const url = text(record.s3Url);
  if (!url) throw new Error(`image ${index + 1} has no address`);
  const thumb = (record.thumbnail ?? {}) as Record<string, unknown>;
  const width = size(record.width);
  const height = size(record.height);
  // Without a thumbnail, the full image stands in for it.
  const thumbUrl = text(thumb.url);
  return {
    id: text(record.id) ?? `image-${index}`,
    s3Url: url,
    title: text(record.title),
    fileName: text(record.fileName),
    description: text(record.description),
    tags: Array.isArray(record.tags) ? record.tags.filter((tag): tag is string => typeof tag === 'string' && tag !== '') : [],
    createdAt: typeof record.createdAt === 'number' ? record.createdAt : Number.NaN,
    width,
    height,
    thumbnail: thumbUrl ? { url: thumbUrl, width: size(thumb.width), height: size(thumb.height) } : { url, width, height },
  };
}

export function parseGalleryList(body: unknown): GalleryImageList {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (!Array.isArray(record.images)) throw new Error('Invalid gallery response format');
  const pagination = (record.pagination ?? {}) as Record<string, unknown>;
  const images = record.images.map(toImage);
  const number = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  return {
    images,
    pagination: {
      total: number(pagination.total, images.length),
      limit: number(pagination.limit, GALLERY_PAGE_SIZE),
      offset: number(pagination.offset, 0),
      hasMore: pagination.hasMore === true,
    },
  };
}

/** One image, as the officer rows answer a save. */
export function parseGalleryImage(body: unknown): GalleryImage {
  const [image] = parseGalleryList({ images: [body] }).images;
  if (!image) throw new Error('the answer is not a gallery image');
  return image;
}
