import { useState } from 'react';
import type { ProductImage } from '../../config/merch';

/** The product photos: one large view with previous/next buttons and a thumbnail per view. */
export function ProductGallery({ images, productName }: { images: readonly ProductImage[]; productName: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  if (!shown) return null;

  const step = (delta: number) => setCurrent((index) => (index + delta + images.length) % images.length);

  return (
    <section className="product-gallery" aria-roledescription="carousel" aria-label={`Photos of the ${productName}`}>
      <div className="product-gallery__stage">
        <img className="product-gallery__image" src={shown.src} alt={shown.alt} width={600} height={600} decoding="async" />
        <button
          type="button"
          className="product-gallery__arrow product-gallery__arrow--prev"
          aria-label="Previous photo"
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="product-gallery__arrow product-gallery__arrow--next"
          aria-label="Next photo"
          onClick={() => step(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        Photo {current + 1} of {images.length}: {shown.label} view
      </p>
      <ul className="product-gallery__thumbs">
        {images.map((image, index) => (
          <li key={image.src}>
            <button type="button" className="product-gallery__thumb" aria-pressed={index === current} onClick={() => setCurrent(index)}>
              <img src={image.src} alt="" width={600} height={600} decoding="async" />
              <span className="visually-hidden">Show {image.label.toLowerCase()} view</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
