import type { PageInfo } from '../pagination';

/** The gallery's images (GET, paged). */
export const GALLERY_PATH = '/public/api/gallery';

/** Images the Gallery page asks for at a time (and the endpoint's default limit). */
export const GALLERY_PAGE_SIZE = 50;
/** Tags shown on a tile; the rest are summed up as '+N more'. */
export const GALLERY_TAGS_SHOWN = 3;

/** A gallery image as the API returns it. Addresses are on the site's own origin (`/media/...`). */
/**
 * The width of a picture's thumbnail, the file the grid's tiles show. A tile is a phone's width less
 * the margins (about 380 CSS px) or at most 18rem on wider screens, so at a phone's 2× density it
 * needs about 760 pixels: a narrower thumbnail made a phone fetch the full image for every tile.
 */
export const GALLERY_THUMBNAIL_WIDTH = 800;

export interface GalleryImage {
  id: string;
  /** The full-size image. */
  s3Url: string;
  title: string | null;
  fileName: string | null;
  description: string | null;
  tags: string[];
  /** Epoch milliseconds. */
  createdAt: number;
  width: number;
  height: number;
  /** GALLERY_THUMBNAIL_WIDTH wide (or the image's own width when narrower), for the grid. */
  thumbnail: { url: string; width: number; height: number };
}

export interface GalleryImageList {
  images: GalleryImage[];
  pagination: PageInfo;
}
