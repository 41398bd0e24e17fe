import { Link } from '../../lib/router';
import { formatPrice } from '../../../../common/store/price';
import { cardPrice, galleryImages, PRODUCT_CARD_DESCRIPTION_LENGTH, type Product, productPagePath } from '../../../../common/store/store';
import { cutText } from '../../../../common/text';
import { ProductImage } from './product-image';

export function ProductCard({ product, storeId, eager }: { readonly product: Product; readonly storeId: string; readonly eager: boolean }) {
  const href = productPagePath(storeId, product.id);
  return (
    <li className="store-card">
      <Link className="store-card__image-link" to={href} tabIndex={-1} aria-hidden="true">
        <ProductImage
          className="store-card__image"
          src={galleryImages(product)[0]}
          alt=""
          width={400}
          height={400}
          loading={eager ? undefined : 'lazy'}
        />
      </Link>
      <div className="store-card__body">
        <h2 className="store-card__title">
          <Link to={href}>{product.name}</Link>
        </h2>
        {product.category ? <p className="store-card__category">{product.category}</p> : null}
        <p className="store-card__description">{cutText(product.description, PRODUCT_CARD_DESCRIPTION_LENGTH)}</p>
        <p className="store-card__price">{formatPrice(cardPrice(product))}</p>
      </div>
    </li>
  );
}
