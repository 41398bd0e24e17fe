import { useState, type FormEvent } from 'react';
import { Link } from '../../lib/router';
import { formatPrice } from '../../../../common/store/price';
import { parseQuantity } from '../../../../common/store/quantity';
import { PageBanner } from '../../components/layout/page-banner';
import { DemoNotice } from './demo-notice';
import { ProductGallery } from './product-gallery';
import { ProductOptions } from './product-options';
import { ProductReviews } from './product-reviews';
import { Tabs } from '../../components/ui/tabs';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { demoHat, orderingNote } from './shop-data';
import { TextField } from '../../components/forms/field';
import './demo-shop.css';

export default function ShopSinglePage() {
  const [size, setSize] = useState<string>(demoHat.sizes[0]);
  const [colour, setColour] = useState<string>(demoHat.colours[0]);
  const [quantityText, setQuantityText] = useState('1');
  const [discountCode, setDiscountCode] = useState('');
  const [discountNote, setDiscountNote] = useState('');
  const [cartNote, setCartNote] = useState('');

  function addToCart() {
    const quantity = parseQuantity(quantityText);
    setQuantityText(String(quantity));
    setCartNote(
      `${orderingNote} Nothing was added to a cart. Your choice: ${quantity} × ${demoHat.name} ` +
        `(${size}, ${colour}), ${formatPrice(quantity * demoHat.price)}.`,
    );
  }

  function applyDiscount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDiscountNote(discountCode.trim() ? 'Discount codes can be used once online ordering opens.' : 'Please enter a discount code.');
  }

  return (
    <>
      <PageBanner title="PRODUCT DETAILS" crumb="Shop" />
      <div className="section">
        <div className="container">
          <DemoNotice title="Shop preview">{orderingNote}</DemoNotice>
          <div className="product">
            <ProductGallery images={demoHat.images} productName={demoHat.name} />
            <div className="product__info">
              <h2 className="product__name">{demoHat.name}</h2>
              <p className="product__price">{formatPrice(demoHat.price)}</p>
              <p>{demoHat.summary}</p>
              <ProductOptions legend="Size" name="size" options={demoHat.sizes} value={size} onChange={setSize} />
              <ProductOptions legend="Colour" name="colour" options={demoHat.colours} value={colour} onChange={setColour} />
              <div className="product__buy">
                <QuantityStepper text={quantityText} onTextChange={setQuantityText} />
                <button type="button" className="btn btn--primary product__add" onClick={addToCart}>
                  Add to Cart
                </button>
              </div>
              <p className="product__note" role="status">
                {cartNote}
              </p>
              <form className="product__discount" onSubmit={applyDiscount}>
                <TextField
                  id="discount-code"
                  label="Discount code"
                  className="form-field product__discount-field"
                  name="discountCode"
                  autoComplete="off"
                  value={discountCode}
                  onChange={(event) => {
                    setDiscountCode(event.target.value);
                    setDiscountNote('');
                  }}
                />
                <button type="submit" className="btn btn--outline">
                  Apply
                </button>
                <p className="product__discount-note" role="status">
                  {discountNote}
                </p>
              </form>
              <p className="product__back">
                <Link to="/shop">‹ Back to the shop</Link>
              </p>
            </div>
          </div>

          <Tabs
            block="product-tabs"
            label={`About the ${demoHat.name}`}
            tabs={[
              {
                id: 'description',
                label: 'Description',
                content: (
                  <>
                    <h3 className="visually-hidden">Description</h3>
                    {demoHat.description.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                    <ul className="product__details">
                      {demoHat.details.map((detail) => (
                        <li key={detail}>{detail}</li>
                      ))}
                    </ul>
                  </>
                ),
              },
              {
                id: 'reviews',
                label: `Reviews (${demoHat.reviews.length})`,
                content: <ProductReviews reviews={demoHat.reviews} />,
              },
            ]}
          />
        </div>
      </div>
    </>
  );
}
