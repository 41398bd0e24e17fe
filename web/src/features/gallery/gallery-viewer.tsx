import { useEffect, useRef } from 'react';
import type { GalleryImage } from '../../../../common/gallery/gallery';
import { displayDescription, displayTitle } from '../../lib/gallery-image-text';
import { GALLERY_VIEWER_SIZES, gallerySrcSet } from './gallery-sizes';

export interface GalleryViewerProps {
  readonly image: GalleryImage;
  /** Called once the dialog has closed (Escape, the Close button or a click outside the picture). */
  readonly onClose: () => void;
}

/**
 * The full-size picture in a modal dialog: the browser keeps focus inside it and closes it on
 * Escape; the page puts focus back on the tile that opened it.
 */
export function GalleryViewer({ image, onClose }: GalleryViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const title = displayTitle(image);

  // No cleanup: closing would fire `close` and report a close nobody asked for; the dialog leaves
  // the page (and its modal state) with the component. Already open: React ran this twice (StrictMode).
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    // A click on the backdrop lands on the dialog itself; the keyboard closes it with Escape.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape (the dialog's cancel) and the Close button are the keyboard's ways out
    <dialog
      ref={dialog}
      className="gallery-viewer"
      aria-labelledby="gallery-viewer-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      <div className="gallery-viewer__frame">
        <img
          className="gallery-viewer__image"
          src={image.s3Url}
          srcSet={gallerySrcSet(image)}
          sizes={GALLERY_VIEWER_SIZES}
          width={image.width || undefined}
          height={image.height || undefined}
          alt={image.description ?? title}
          decoding="async"
        />
        <div className="gallery-viewer__caption">
          <h2 id="gallery-viewer-title" className="gallery-viewer__title">
            {title}
          </h2>
          <p>{displayDescription(image)}</p>
        </div>
        <button type="button" className="btn btn--primary gallery-viewer__close" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
