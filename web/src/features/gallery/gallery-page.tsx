import { useCallback, useEffect, useRef, useState } from 'react';
import type { GalleryImage, GalleryImageList } from '../../../../common/gallery/gallery';
import { EmptyState, ErrorState, LoadingState } from '../../components/data/data-states';
import { fetchJson, useApi } from '../../components/data/use-api';
import { PageBanner } from '../../components/layout/page-banner';
import { galleryUrl, parseGalleryList } from '../../lib/api/gallery-api';
import { fallbackImages } from './gallery-placeholders';
import { GalleryTile } from './gallery-tile';
import { GalleryViewer } from './gallery-viewer';
import './gallery.css';
import { HydrateWhen } from '../../components/hydration/hydrate-when';

/**
 * Tiles a phone's first screen shows (one column) load at once, the first before anything else the
 * page asks for: it is the page's largest picture. The rest load as they near the screen; on a wide
 * screen those of the first row are near at once, so they follow as soon as the page is laid out
 * instead of sharing a phone's slow connection with the one the visitor sees first.
 */
const EAGER_TILES = 2;

function GalleryGrid({ images, onOpen }: { readonly images: readonly GalleryImage[]; readonly onOpen?: GalleryTileOpen }) {
  return (
    <ul className="gallery-grid">
      {images.map((image, index) => (
        <GalleryTile key={image.id} image={image} eager={index < EAGER_TILES} first={index === 0} onOpen={onOpen} />
      ))}
    </ul>
  );
}

type GalleryTileOpen = (image: GalleryImage, opener: HTMLElement) => void;

/** The loaded gallery: its blocks so far, Load More for the next, and the viewer. */
function LoadedGallery({ first }: { readonly first: GalleryImageList }) {
  const [images, setImages] = useState<readonly GalleryImage[]>(first.images);
  const [pagination, setPagination] = useState(first.pagination);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [viewing, setViewing] = useState<GalleryImage | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Set on every mount, not only the first: React may mount, unmount and mount again (StrictMode).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const next = await fetchJson(galleryUrl(pagination.offset + pagination.limit, pagination.limit), parseGalleryList);
      if (!mounted.current) return;
      setImages((shown) => [...shown, ...next.images.filter((image) => !shown.some((old) => old.id === image.id))]);
      setPagination(next.pagination);
    } catch {
      if (mounted.current) setMoreFailed(true);
    } finally {
      if (mounted.current) setLoadingMore(false);
    }
  }, [pagination]);

  const open = useCallback<GalleryTileOpen>((image, from) => {
    opener.current = from;
    setViewing(image);
  }, []);
  const close = useCallback(() => {
    setViewing(null);
    opener.current?.focus();
  }, []);

  const pageCount = Math.max(1, Math.ceil(pagination.total / pagination.limit));
  const page = Math.min(pageCount, Math.floor(pagination.offset / pagination.limit) + 1);

  return (
    <>
      <div className="gallery-summary">
        <p>
          Showing {images.length} of {pagination.total} images
        </p>
        <p>
          Page {page} of {pageCount}
        </p>
      </div>
      <GalleryGrid images={images} onOpen={open} />
      {moreFailed && (
        <p className="gallery-more-error" role="alert">
          Failed to load gallery images
        </p>
      )}
      {pagination.hasMore && (
        <div className="gallery-more">
          <button type="button" className="btn btn--primary" onClick={loadMore} disabled={loadingMore} aria-busy={loadingMore}>
            Load More Images
          </button>
        </div>
      )}
      {viewing && <GalleryViewer image={viewing} onClose={close} />}
    </>
  );
}

export default function GalleryPage() {
  const { state, retry } = useApi(galleryUrl(0), parseGalleryList);

  return (
    <>
      <PageBanner title="OUR PHOTO GALLERY" crumb="Gallery" />
      <HydrateWhen on="view" as="section" className="section gallery" aria-label="Photo gallery">
        <div className="container">
          {state.status === 'loading' && <LoadingState text="Loading gallery images..." />}
          {state.status === 'error' && (
            <ErrorState title="Failed to load gallery images" message="Showing fallback images" onRetry={retry}>
              <GalleryGrid images={fallbackImages} />
            </ErrorState>
          )}
          {state.status === 'success' &&
            (state.data.images.length === 0 ? (
              <EmptyState title="No images found in the gallery.">
                <button type="button" className="btn btn--primary" onClick={retry}>
                  Refresh Gallery
                </button>
              </EmptyState>
            ) : (
              <LoadedGallery first={state.data} />
            ))}
        </div>
      </HydrateWhen>
    </>
  );
}
