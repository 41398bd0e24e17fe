// The Gallery page's request: one block of images, checked for the shape the page reads. A
// response without an `images` list is an invalid format (the spec's words), shown as a failure.

import { GALLERY_PAGE_SIZE, GALLERY_PATH, type GalleryImage, type GalleryImageList } from '../../../../common/gallery';

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

/** The title a tile shows: the title, else the file name, else 'Gallery Image'. */
export function displayTitle(image: Pick<GalleryImage, 'title' | 'fileName'>): string {
  return image.title ?? image.fileName ?? 'Gallery Image';
}

/** The description a tile shows: the description, else 'Community Image'. */
export function displayDescription(image: Pick<GalleryImage, 'description'>): string {
  return image.description ?? 'Community Image';
}

/**
 * Both sizes the server keeps of a picture (its thumbnail and the full image) as a `srcset`, so the
 * browser fetches the full image only where a tile or the viewer is wider than the thumbnail on its
 * screen; none when there is only one file (a placeholder, or an image without a thumbnail).
 */
export function gallerySrcSet(image: Pick<GalleryImage, 's3Url' | 'width' | 'thumbnail'>): string | undefined {
  const { thumbnail } = image;
  if (thumbnail.url === image.s3Url || thumbnail.width <= 0 || image.width <= thumbnail.width) return undefined;
  return `${thumbnail.url} ${thumbnail.width}w, ${image.s3Url} ${image.width}w`;
}

/** A tile's width in gallery.css's grid (columns of at least 17rem in the 72rem container): one, two, three or four across. */
export const GALLERY_TILE_SIZES = '(max-width: 36rem) 100vw, (max-width: 54rem) 50vw, (max-width: 72rem) 33vw, 18rem';
/** The viewer's width in gallery.css. */
export const GALLERY_VIEWER_SIZES = 'min(96vw, 80rem)';
