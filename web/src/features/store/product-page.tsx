// One product of the live store (/product/:storeId/:productId): gallery, price, size and colour
// choice, quantity, stock, and an add-to-cart that says how to buy while online ordering is closed.

import { useId, useState } from 'react';
import { Link, useLocation, useParams } from '../../lib/router';
import { formatPrice } from '../../../../common/store/price';
import {
  cardPrice,
  choiceAvailable,
  galleryImages,
  productDescription,
  matchingVariant,
  type Product,
  type ProductVariant,
  productInStock,
  storeProductUrl,
  type VariantChoice,
  variantOptions,
} from '../../../../common/store/store';
import { EmptyState, LoadingState } from '../../components/data/data-states';
import { useApi } from '../../components/data/use-api';
import { PageBanner } from '../../components/layout/page-banner';
import { JsonLd } from '../../components/seo/json-ld';
import { useSiteOrigin } from '../../components/seo/rendered-head';
import { useMetaDescription } from '../../components/seo/use-meta-description';
import { CLUB, formatAddress } from '../../../../common/club/club';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { ProductGallery } from './product-gallery';
import { productJsonLd } from './product-json-ld';
import { parseProduct } from '../../lib/api/store-api';
import { parseQuantity } from '../../../../common/store/quantity';
import './store.css';

function OptionButtons({
  legend,
  option,
  values,
  product,
  choice,
  onChoose,
}: {
  readonly legend: string;
  readonly option: 'size' | 'color';
  readonly values: readonly string[];
  readonly product: Product;
  readonly choice: VariantChoice;
  readonly onChoose: (option: 'size' | 'color', value: string) => void;
}) {
  const other = option === 'size' ? choice.color : choice.size;
  return (
    <fieldset className="store-choice">
      <legend className="store-choice__legend">
        {legend}: <span className="store-choice__chosen">{choice[option] ?? 'not chosen'}</span>
      </legend>
      <div className="store-choice__list">
        {values.map((value) => {
          const available = choiceAvailable(product, choice, option, value);
          return (
            <button
              key={value}
              type="button"
              className="store-choice__button"
              aria-pressed={choice[option] === value}
              aria-disabled={available ? undefined : true}
              aria-label={available ? undefined : `${value} (not available${other ? ` in ${other}` : ''})`}
              onClick={() => available && onChoose(option, value)}
            >
              {value}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The chosen variant's first picture, shown in the gallery when the gallery has it. */
function chosenPicture(variant: ProductVariant | null): string | undefined {
  return variant ? [...variant.ProductImages].sort((a, b) => a.sortOrder - b.sortOrder)[0]?.url : undefined;
}

function ProductDetail({ product }: { readonly product: Product }) {
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const first: ProductVariant | null = product.ProductVariants[0] ?? null;
  const [choice, setChoice] = useState<VariantChoice>({ size: first?.size ?? null, color: first?.color ?? null });
  const [quantityText, setQuantityText] = useState('1');
  const [notice, setNotice] = useState('');
  const noticeId = useId();
  useMetaDescription(productDescription(product));

  const chosen = matchingVariant(product, choice);
  const inStock = productInStock(product, chosen);
  const { sizes, colors } = variantOptions(product);
  const price = chosen?.price ?? cardPrice(product);
  const sku = chosen?.sku ?? product.sku;

  const choose = (option: 'size' | 'color', value: string) => {
    setChoice((current) => ({ ...current, [option]: value }));
    setNotice('');
  };
  const addToCart = () => {
    const quantity = parseQuantity(quantityText);
    const item = [chosen?.size, chosen?.color].filter(Boolean).join(', ');
    setNotice(
      `Online ordering is not open yet, so ${quantity} × ${product.name}${item ? ` (${item})` : ''} was not added to a cart. ` +
        `You can buy it at the clubhouse, ${formatAddress()}, or order by email to ${CLUB.email} or by mail to the club at the same address.`,
    );
  };

  return (
    <>
      <PageBanner title={product.name} crumb="Store" />
      <section className="section">
        <div className="container store-product">
          <Link className="store-product__back" to="/store">
            ← Back to Store
          </Link>
          <div className="store-product__layout">
            <ProductGallery images={galleryImages(product)} productName={product.name} preferred={chosenPicture(chosen)} />
            <div className="store-product__details">
              <p className="store-product__price">{formatPrice(price)}</p>
              <p className={`store-product__stock store-product__stock--${inStock ? 'in' : 'out'}`}>
                {inStock ? 'In stock' : 'Out of stock'}
              </p>
              {product.description ? <p className="store-product__description">{product.description}</p> : null}
              {sizes.length > 0 ? (
                <OptionButtons legend="Size" option="size" values={sizes} product={product} choice={choice} onChoose={choose} />
              ) : null}
              {colors.length > 0 ? (
                <OptionButtons legend="Colour" option="color" values={colors} product={product} choice={choice} onChoose={choose} />
              ) : null}
              <QuantityStepper text={quantityText} onTextChange={setQuantityText} />
              <button
                type="button"
                className="btn btn--primary btn--large store-product__add"
                disabled={!inStock}
                aria-describedby={notice ? noticeId : undefined}
                onClick={addToCart}
              >
                {inStock ? 'Add to Cart' : 'Out of Stock'}
              </button>
              <p id={noticeId} className={notice ? 'store-product__notice' : 'visually-hidden'} role="status">
                {notice}
                {notice ? (
                  <>
                    {' '}
                    <a href={`mailto:${CLUB.email}?subject=${encodeURIComponent(`Order: ${product.name}`)}`}>Email the club</a>
                  </>
                ) : null}
              </p>
              <dl className="store-product__facts">
                {sku ? (
                  <div>
                    <dt>SKU</dt>
                    <dd>{sku}</dd>
                  </div>
                ) : null}
                {product.category ? (
                  <div>
                    <dt>Category</dt>
                    <dd>{product.category}</dd>
                  </div>
                ) : null}
                {product.brand ? (
                  <div>
                    <dt>Brand</dt>
                    <dd>{product.brand}</dd>
                  </div>
                ) : null}
              </dl>
            </div>
          </div>
          <JsonLd data={productJsonLd(product, origin, `${origin}${pathname}`)} />
        </div>
      </section>
    </>
  );
}

function NotFound() {
  return (
    <>
      <PageBanner title="Product Not Found" crumb="Store" />
      <section className="section">
        <div className="container">
          <EmptyState title="Product Not Found">
            <p>The requested product could not be found.</p>
            <Link className="btn btn--primary" to="/store">
              Back to Store
            </Link>
          </EmptyState>
        </div>
      </section>
    </>
  );
}

export default function ProductPage() {
  const { storeId = '', productId = '' } = useParams();
  const { state } = useApi(storeProductUrl(storeId, productId), parseProduct);

  // The old site shows one screen for an absent product and for any failure to load it.
  if (state.status === 'error') return <NotFound />;
  if (state.status === 'success') return <ProductDetail key={state.data.id} product={state.data} />;
  return (
    <>
      <PageBanner title="Blaze Store" crumb="Store" />
      <section className="section">
        <div className="container">
          <LoadingState text="Loading product..." />
        </div>
      </section>
    </>
  );
}
