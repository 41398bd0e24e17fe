// The Gallery page's request: one block of images, checked for the shape the page reads. A
// response without an `images` list is an invalid format (the spec's words), shown as a failure.

import { GALLERY_PAGE_SIZE, type GalleryImage, type GalleryImageList } from '../../../../common/gallery';

export function galleryUrl(offset: number, limit = GALLERY_PAGE_SIZE): string {
  return `/public/api/gallery?limit=${limit}&offset=${offset}`;
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

/** The title a tile shows: the title, else the file name, else 'Gallery Image'. */
export function displayTitle(image: Pick<GalleryImage, 'title' | 'fileName'>): string {
  return image.title ?? image.fileName ?? 'Gallery Image';
}

/** The description a tile shows: the description, else 'Community Image'. */
export function displayDescription(image: Pick<GalleryImage, 'description'>): string {
  return image.description ?? 'Community Image';
}
