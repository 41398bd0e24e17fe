import { formatPrice } from '../../../../common/store/price';
import { PageBanner } from '../../components/layout/page-banner';
import { cartRows, cartTotals, shippingCountries, shippingStates } from './cart-data';
import { DemoNotice } from './demo-notice';
import { SelectField, TextField } from '../../components/forms/field';
import './demo-shop.css';

const disabledReason = 'cart-disabled-reason';

// A preview of the cart layout. No cart exists yet, so every control is disabled and says why.
export default function CartPage() {
  return (
    <>
      <PageBanner title="CART" crumb="Cart" />
      <div className="section">
        <div className="container cart">
          <DemoNotice title="Sample cart — online ordering is coming soon">
            <span id={disabledReason}>
              This page shows how the cart will look: the items and figures below are examples, and its buttons are switched off until
              online ordering opens.
            </span>{' '}
            Until then, the Blaze Hat is sold at the clubhouse bar.
          </DemoNotice>

          <table className="cart-table">
            <caption className="visually-hidden">Sample cart contents</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Price</th>
                <th scope="col">Quantity</th>
                <th scope="col">Total</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {cartRows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="cart-table__product">
                    <img src={row.imgUrl} alt="" width={row.imgSize} height={row.imgSize} decoding="async" />
                    <span>
                      <span className="cart-table__name">{row.name}</span>
                      <span className="cart-table__detail">{row.detail}</span>
                    </span>
                  </th>
                  <td data-label="Price">{formatPrice(row.price)}</td>
                  <td data-label="Quantity">{row.quantity}</td>
                  <td data-label="Total">{formatPrice(row.price * row.quantity)}</td>
                  <td className="cart-table__remove">
                    <button type="button" className="cart-table__remove-button" disabled aria-describedby={disabledReason}>
                      <span aria-hidden="true">×</span>
                      <span className="visually-hidden">Remove {row.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>

          <div className="cart-actions">
            <form className="cart-coupon" aria-label="Coupon" onSubmit={(event) => event.preventDefault()}>
              <TextField
                id="cart-coupon"
                label="Coupon code"
                className="form-field cart-coupon__field"
                describedBy={disabledReason}
                name="coupon"
                disabled
              />
              <button type="submit" className="btn btn--outline" disabled aria-describedby={disabledReason}>
                Apply Coupon
              </button>
            </form>
            <button type="button" className="btn btn--outline" disabled aria-describedby={disabledReason}>
              Update Cart
            </button>
          </div>

          <div className="cart-bottom">
            <section className="cart-box" aria-labelledby="cart-shipping-title">
              <h2 id="cart-shipping-title" className="cart-box__title">
                Calculate Shipping
              </h2>
              <form onSubmit={(event) => event.preventDefault()}>
                <SelectField id="cart-country" label="Country" describedBy={disabledReason} name="country" disabled>
                  {shippingCountries.map((country) => (
                    <option key={country}>{country}</option>
                  ))}
                </SelectField>
                <div className="cart-box__row">
                  <SelectField id="cart-state" label="State" describedBy={disabledReason} name="state" disabled>
                    {shippingStates.map((state) => (
                      <option key={state}>{state}</option>
                    ))}
                  </SelectField>
                  <TextField id="cart-postcode" label="Postcode / ZIP" describedBy={disabledReason} name="postcode" disabled />
                </div>
                <button type="submit" className="btn btn--outline" disabled aria-describedby={disabledReason}>
                  Update Totals
                </button>
              </form>
            </section>

            <section className="cart-box" aria-labelledby="cart-totals-title">
              <h2 id="cart-totals-title" className="cart-box__title">
                Cart Totals
              </h2>
              <dl className="cart-totals">
                <div className="cart-totals__row">
                  <dt>Subtotal</dt>
                  <dd>{formatPrice(cartTotals.subtotal)}</dd>
                </div>
                <div className="cart-totals__row">
                  <dt>Shipping</dt>
                  <dd>{cartTotals.shipping}</dd>
                </div>
                <div className="cart-totals__row cart-totals__row--total">
                  <dt>Order Total</dt>
                  <dd>{formatPrice(cartTotals.orderTotal)}</dd>
                </div>
              </dl>
              <button type="button" className="btn btn--primary cart-box__checkout" disabled aria-describedby={disabledReason}>
                Proceed to Checkout
              </button>
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
