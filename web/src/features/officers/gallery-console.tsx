import { useCallback, useEffect, useRef, useState } from 'react';
import { formatDate } from '../../../../common/club-time';
import type { GalleryImage } from '../../../../common/gallery';
import type { PageLimit } from '../../../../common/pagination';
import { fetchJson } from '../../components/data/use-api';
import { FormAlert } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { galleryUrl, parseGalleryList } from '../../lib/api/gallery-api';
import { displayDescription, displayTitle } from '../../lib/gallery-image-text';
import { deleteGalleryImage, updateGalleryImage } from './gallery-api';
import { ConfirmDelete } from './confirm-delete';
import { useConfirmedDelete } from './use-confirmed-delete';
import { GalleryImageForm } from './gallery-image-form';
import { GalleryUploadForm } from './gallery-upload-form';
import { LoadError } from './load-error';
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
  const [editing, setEditing] = useState<string>();
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const { confirming, setConfirming, deleting, remove: removeEntry } = useConfirmedDelete(setStatus);
  const listHeading = useRef<HTMLHeadingElement>(null);
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
    setStatus({ state: 'idle' });
  };

  const saved = (image: GalleryImage) => {
    setImages((current) => current.map((other) => (other.id === image.id ? image : other)));
    setEditing(undefined);
    setStatus({ state: 'success', message: `${displayTitle(image)} saved. The Gallery page shows it within a minute.` });
  };

  const remove = (image: GalleryImage) =>
    removeEntry({
      run: () => deleteGalleryImage(image.id),
      done: () => {
        deleted.current.add(image.id);
        setImages((current) => current.filter((other) => other.id !== image.id));
        setTotal((count) => Math.max(0, count - 1));
        listHeading.current?.focus();
      },
      message: `${displayTitle(image)} deleted. The Gallery page drops it within a minute.`,
      action: 'delete the image',
    });

  return (
    <div className="officers-fixtures gallery-console">
      <GalleryUploadForm onAdded={added} />
      <div className="officers-fixtures__bar">
        <h2 ref={listHeading} tabIndex={-1}>
          Images in the gallery
        </h2>
      </div>
      <p className="officers-note">
        {total === 1 ? '1 image' : `${total} images`}, newest first; showing {images.length}. Changes show on the Gallery page within a
        minute.
      </p>
      <FormAlert status={status} />
      {loading.state === 'ready' && images.length === 0 ? <p>No images in the gallery yet.</p> : null}
      <ul className="gallery-console__images" aria-label="Gallery images">
        {images.map((image) => {
          const title = displayTitle(image);
          return (
            <li key={image.id} className="gallery-console__image card">
              <div className="card__body">
                <img
                  className="gallery-console__thumb"
                  src={image.thumbnail.url}
                  alt=""
                  width={image.thumbnail.width || undefined}
                  height={image.thumbnail.height || undefined}
                  loading="lazy"
                />
                <h3 className="officers-game__title">{title}</h3>
                <p className="gallery-console__description">{displayDescription(image)}</p>
                <p className="officers-game__facts">
                  {Number.isFinite(image.createdAt) ? <span>{formatDate(image.createdAt)}</span> : null}
                  <span>
                    {image.width} × {image.height}
                  </span>
                  {image.tags.length > 0 ? <span>Tags: {image.tags.join(', ')}</span> : <span>No tags</span>}
                </p>
                <div className="form-actions">
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => {
                      setConfirming(undefined);
                      setStatus({ state: 'idle' });
                      setEditing(image.id);
                    }}
                    aria-label={`Edit ${title}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => {
                      setEditing(undefined);
                      setConfirming(image.id);
                    }}
                    aria-label={`Delete ${title}`}
                  >
                    Delete
                  </button>
                </div>
                {confirming === image.id ? (
                  <ConfirmDelete
                    label={title}
                    itemId={image.id}
                    busy={deleting}
                    onYes={() => void remove(image)}
                    onNo={() => setConfirming(undefined)}
                  >
                    Delete {title}? The image and its thumbnail leave the Gallery page and are deleted; this cannot be undone.
                  </ConfirmDelete>
                ) : null}
                {editing === image.id ? (
                  <GalleryImageForm
                    image={image}
                    save={(details) => updateGalleryImage(image.id, details)}
                    onSaved={saved}
                    onCancel={() => setEditing(undefined)}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
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
    </div>
  );
}
