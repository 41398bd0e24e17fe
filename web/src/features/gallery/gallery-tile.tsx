import { useState } from 'react';
import { formatDate } from '../../../../common/club-time';
import { GALLERY_TAGS_SHOWN, type GalleryImage } from '../../../../common/gallery/gallery';
import { displayDescription, displayTitle } from '../../lib/gallery-image-text';
import { GALLERY_TILE_SIZES, gallerySrcSet } from './gallery-sizes';
import { failedBeforeHydration } from '../../components/media/failed-before-hydration';
import { placeholderFor } from './gallery-placeholders';

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

export interface GalleryTileProps {
  readonly image: GalleryImage;
  /** Tiles near the top load at once; the rest when scrolled near (loading="lazy"). */
  readonly eager: boolean;
  /** The grid's first tile, fetched with high priority. */
  readonly first?: boolean;
  /** Opens the full-size viewer; absent for the built-in placeholders. */
  readonly onOpen?: (image: GalleryImage, opener: HTMLElement) => void;
}

export function GalleryTile({ image, eager, first = false, onOpen }: GalleryTileProps) {
  const [broken, setBroken] = useState(false);
  const title = displayTitle(image);
  const description = displayDescription(image);
  const shownTags = image.tags.slice(0, GALLERY_TAGS_SHOWN);
  const moreTags = image.tags.length - shownTags.length;
  const { width, height } = image.thumbnail;
  const picture = (
    <img
      className="gallery-tile__image"
      src={broken ? placeholderFor(image.id) : image.thumbnail.url}
      srcSet={broken ? undefined : gallerySrcSet(image)}
      sizes={broken ? undefined : GALLERY_TILE_SIZES}
      // The thumbnail's own size reserves its box before it arrives: nothing below it moves.
      width={width || undefined}
      height={height || undefined}
      alt={image.description ?? title}
      loading={eager ? undefined : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
      ref={failedBeforeHydration(() => setBroken(true))}
      onError={() => setBroken(true)}
    />
  );

  return (
    <li className="gallery-tile">
      {onOpen && !broken ? (
        <button
          type="button"
          className="gallery-tile__open"
          aria-label={`Enlarge ${title}`}
          onClick={(event) => onOpen(image, event.currentTarget)}
        >
          {picture}
        </button>
      ) : (
        <div className="gallery-tile__open">{picture}</div>
      )}
      <div className="gallery-tile__body">
        <h2 className="gallery-tile__title">{title}</h2>
        <p className="gallery-tile__description">{description}</p>
        {image.tags.length > 0 && (
          <ul className="gallery-tile__tags" aria-label="Tags">
            {shownTags.map((tag) => (
              <li key={tag} className="gallery-tile__tag">
                {tag}
              </li>
            ))}
            {moreTags > 0 && <li className="gallery-tile__tag gallery-tile__tag--more">+{moreTags} more</li>}
          </ul>
        )}
        <div className="gallery-tile__footer">
          {Number.isFinite(image.createdAt) ? (
            <time className="gallery-tile__date" dateTime={new Date(image.createdAt).toISOString()}>
              {formatDate(image.createdAt)}
            </time>
          ) : (
            <span />
          )}
          <a
            className="gallery-tile__view"
            href={image.s3Url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View full image: ${title} (opens in a new tab)`}
          >
            <EyeIcon />
          </a>
        </div>
      </div>
    </li>
  );
}
