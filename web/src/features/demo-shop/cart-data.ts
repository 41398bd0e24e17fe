// The sample cart's rows and its fixed totals (the old site's $2940.00 order total, Free Shipping; demo values).
// The rows are chosen so that they add up to the fixed total.

import { BLAZE_HAT } from '../../config/merch';

export interface CartRow {
  readonly id: string;
  readonly name: string;
  readonly detail: string;
  readonly imgUrl: string;
  readonly imgSize: number;
  readonly price: number;
  readonly quantity: number;
}

export const cartRows: readonly CartRow[] = [
  {
    id: 'hat',
    name: BLAZE_HAT.name,
    detail: 'Charcoal, L/XL',
    imgUrl: BLAZE_HAT.images[0].src,
    imgSize: 600,
    price: BLAZE_HAT.price,
    quantity: 12,
  },
  { id: 'jersey', name: 'Blaze Home Jersey', detail: 'Red, size L', imgUrl: '/img/crest.svg', imgSize: 512, price: 90, quantity: 20 },
  { id: 'hoodie', name: 'Blaze Club Hoodie', detail: 'Charcoal, size M', imgUrl: '/img/crest.svg', imgSize: 512, price: 60, quantity: 15 },
];

export const cartTotals = {
  subtotal: 2940,
  shipping: 'Free Shipping',
  orderTotal: 2940,
} as const;

export const shippingCountries = ['United States', 'Canada'] as const;
export const shippingStates = ['Illinois', 'Indiana', 'Michigan', 'Wisconsin'] as const;
