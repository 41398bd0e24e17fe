import { useCallback, useEffect, useRef, useState } from 'react';
import { formatDate } from '../../../../../common/club-time';
import type { GalleryImage } from '../../../../../common/gallery/gallery';
import type { PageLimit } from '../../../../../common/pagination';
import { fetchJson } from '../../../components/data/use-api';
import { galleryUrl, parseGalleryList } from '../../../lib/api/gallery-api';
import { displayDescription, displayTitle } from '../../../lib/gallery-image-text';
import { deleteGalleryImage, updateGalleryImage } from './gallery-writes';
import { GalleryImageForm } from './gallery-image-form';
import { GalleryUploadForm } from './gallery-upload-form';
import { LoadError } from '../console/load-error';
import { RecordConsole, withoutRecord } from '../console/record-console';
import './gallery-console.css';

/** Images listed at a time: each has its own buttons and, when open, its own form. */
export const CONSOLE_GALLERY_PAGE: PageLimit = 24;

type Loading = { readonly state: 'loading' } | { readonly state: 'error'; readonly message: string } | { readonly state: 'ready' };

/** Adding images, then every image in the gallery, newest first, with edit and delete. */
export default function GalleryConsole() {
  const [images, setImages] = useState<readonly GalleryImage[]>([]);
  const [total, setTotal] = useState(0);
  const [nextOffset, setNextOffset] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  // The public list is cached for up to a minute: an image deleted here may still come back in a later page.
  const deleted = useRef(new Set<string>());

  const load = useCallback(async (offset: number) => {
    setLoading({ state: 'loading' });
    try {
      const page = await fetchJson(galleryUrl(offset, CONSOLE_GALLERY_PAGE), parseGalleryList);
      setImages((current) => {
        const shown = new Set(current.map((image) => image.id));
        return [...current, ...page.images.filter((image) => !shown.has(image.id) && !deleted.current.has(image.id))];
      });
      setTotal(page.pagination.total);
      setNextOffset(offset + page.images.length);
      setHasMore(page.pagination.hasMore);
      setLoading({ state: 'ready' });
    } catch (error) {
      setLoading({ state: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  useEffect(() => {
    void load(0);
  }, [load]);

  const added = (fresh: readonly GalleryImage[]) => {
    setImages((current) => [...fresh, ...current.filter((image) => !fresh.some((other) => other.id === image.id))]);
    setTotal((count) => count + fresh.length);
  };

  return (
    <RecordConsole
      className="gallery-console"
      top={({ clear }) => (
        <GalleryUploadForm
          onAdded={(fresh) => {
            added(fresh);
            clear();
          }}
        />
      )}
      heading="Images in the gallery"
      note={`${total === 1 ? '1 image' : `${total} images`}, newest first; showing ${images.length}. Changes show on the Gallery page within a minute.`}
      records={images}
      empty={loading.state === 'ready' ? 'No images in the gallery yet.' : null}
      listLabel="Gallery images"
      listClassName="gallery-console__images"
      itemClassName={() => 'gallery-console__image card'}
      title={displayTitle}
      media={(image) => (
        <img
          className="gallery-console__thumb"
          src={image.thumbnail.url}
          alt=""
          width={image.thumbnail.width || undefined}
          height={image.thumbnail.height || undefined}
          loading="lazy"
        />
      )}
      summary={(image) => <p className="gallery-console__description">{displayDescription(image)}</p>}
      facts={(image) => (
        <>
          {Number.isFinite(image.createdAt) ? <span>{formatDate(image.createdAt)}</span> : null}
          <span>
            {image.width} × {image.height}
          </span>
          {image.tags.length > 0 ? <span>Tags: {image.tags.join(', ')}</span> : <span>No tags</span>}
        </>
      )}
      modes={[{ mode: 'edit', label: 'Edit' }]}
      form={(editing, done) =>
        'record' in editing ? (
          <GalleryImageForm image={editing.record} save={(details) => updateGalleryImage(editing.record.id, details)} {...done} />
        ) : null
      }
      onSaved={(image) => setImages((current) => current.map((other) => (other.id === image.id ? image : other)))}
      savedMessage={(image) => `${displayTitle(image)} saved. The Gallery page shows it within a minute.`}
      remove={{
        run: (image) => deleteGalleryImage(image.id),
        done: (image) => {
          deleted.current.add(image.id);
          setImages((current) => withoutRecord(current, image));
          setTotal((count) => Math.max(0, count - 1));
        },
        message: (image) => `${displayTitle(image)} deleted. The Gallery page drops it within a minute.`,
        action: 'delete the image',
        question: (_image, title) =>
          `Delete ${title}? The image and its thumbnail leave the Gallery page and are deleted; this cannot be undone.`,
      }}
      bottom={
        <>
          {loading.state === 'loading' ? (
            <p className="officers-gate" role="status">
              Loading the gallery…
            </p>
          ) : null}
          {loading.state === 'error' ? <LoadError what="gallery" message={loading.message} retry={() => void load(nextOffset)} /> : null}
          {loading.state === 'ready' && hasMore ? (
            <button type="button" className="btn btn--outline" onClick={() => void load(nextOffset)}>
              Show More Images
            </button>
          ) : null}
        </>
      }
    />
  );
}
