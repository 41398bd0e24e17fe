import { useState } from 'react';
import { DEFAULT_PRODUCT_IMAGE } from '../../../../common/store/store';
import { ProductImage } from './product-image';

/** The product's pictures: one large view and a thumbnail button for each (the default hat when there are none). */
export function ProductGallery({
  images,
  productName,
  preferred,
}: {
  readonly images: readonly string[];
  readonly productName: string;
  /** A picture to show when it changes (the chosen variant's), if the gallery has it. */
  readonly preferred?: string;
}) {
  const shownImages = images.length > 0 ? images : [DEFAULT_PRODUCT_IMAGE];
  const [current, setCurrent] = useState(0);
  const [lastPreferred, setLastPreferred] = useState(preferred);
  if (preferred !== lastPreferred) {
    // Adjusting state while rendering, as React advises for state that follows a prop.
    setLastPreferred(preferred);
    const position = preferred ? shownImages.indexOf(preferred) : -1;
    if (position >= 0) setCurrent(position);
  }
  const index = current < shownImages.length ? current : 0;

  return (
    <section className="store-gallery" aria-label={`Photos of ${productName}`}>
      <ProductImage
        className="store-gallery__image"
        src={shownImages[index]}
        alt={`${productName}, photo ${index + 1} of ${shownImages.length}`}
        width={600}
        height={600}
      />
      {shownImages.length > 1 ? (
        <ul className="store-gallery__thumbs">
          {shownImages.map((url, position) => (
            <li key={url}>
              <button
                type="button"
                className="store-gallery__thumb"
                aria-pressed={position === index}
                aria-label={`Show photo ${position + 1} of ${shownImages.length}`}
                onClick={() => setCurrent(position)}
              >
                <ProductImage src={url} alt="" width={120} height={120} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
