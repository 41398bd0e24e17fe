import { Link } from '../../lib/router';
import { formatPrice } from '../../../../common/store/price';
import { demoHat } from './shop-data';

/** One demo hat in the grid; the whole card opens the product page. */
export function ShopProductCard({ eager }: { eager: boolean }) {
  const [image] = demoHat.images;
  if (!image) return null;
  return (
    <article className="card shop-card">
      <img
        className="shop-card__image"
        src={image.src}
        alt=""
        width={600}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="shop-card__body">
        <h2 className="shop-card__name">
          <Link to="/shop-single" className="shop-card__link">
            {demoHat.name}
          </Link>
        </h2>
        <p className="shop-card__price">{formatPrice(demoHat.price)}</p>
        <p className="shop-card__summary">{demoHat.summary}</p>
      </div>
    </article>
  );
}
