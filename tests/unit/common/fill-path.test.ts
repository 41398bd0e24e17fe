// Filling a route row's path: every parameter encoded as one segment, and a missing one refused.

import { describe, expect, it } from 'vitest';
import { fillPath } from '../../../common/fill-path';
import { OFFICER_PRODUCT_PATH } from '../../../common/store/store-edits';

describe('fillPath', () => {
  it('fills each parameter, encoding it so it stays one path segment', () => {
    expect(fillPath(OFFICER_PRODUCT_PATH, { storeId: 'club store', productId: 'tee/../x?y#z' })).toBe(
      '/api/officer/stores/club%20store/products/tee%2F..%2Fx%3Fy%23z',
    );
  });

  it('throws on a parameter left out or empty', () => {
    const partial = { storeId: 'club' } as { storeId: string; productId: string };
    expect(() => fillPath(OFFICER_PRODUCT_PATH, partial)).toThrow('needs a value for {productId}');
    expect(() => fillPath(OFFICER_PRODUCT_PATH, { storeId: '', productId: 'tee' })).toThrow('needs a value for {storeId}');
  });
});
