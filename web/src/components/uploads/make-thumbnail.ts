// A small copy of a photo for the gallery grid, made in the officer's browser before upload, so no
// server function needs an image library. WebP where the browser can encode it (Chromium, Firefox);
// Safari's canvas encodes only PNG and JPEG, so there it is a JPEG. The server checks the
// thumbnail's bytes like any upload (the `thumbnail` kind accepts all three).

import { GALLERY_THUMBNAIL_WIDTH } from '../../../../common/gallery/gallery';

export interface Thumbnail {
  readonly blob: Blob;
  readonly width: number;
  readonly height: number;
}

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** The image scaled to at most `maxWidth` wide (never enlarged), with its own size. */
export async function makeThumbnail(file: Blob, maxWidth = GALLERY_THUMBNAIL_WIDTH): Promise<Thumbnail> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, maxWidth / bitmap.width);
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw images.');
    context.drawImage(bitmap, 0, 0, width, height);
    const webp = await encode(canvas, 'image/webp', 0.8);
    const blob = webp?.type === 'image/webp' ? webp : await encode(canvas, 'image/jpeg', 0.85);
    if (!blob) throw new Error('This browser could not make a thumbnail.');
    return { blob, width, height };
  } finally {
    bitmap.close();
  }
}
