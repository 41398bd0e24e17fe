import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../common/store/price';

describe('formatPrice', () => {
  it('shows a whole dollar amount with cents', () => {
    expect(formatPrice(20)).toBe('$20.00');
  });

  it('rounds to cents', () => {
    expect(formatPrice(19.999)).toBe('$20.00');
    expect(formatPrice(0.5)).toBe('$0.50');
  });

  it('writes large amounts the way the club does, without a thousands separator', () => {
    expect(formatPrice(2940)).toBe('$2940.00');
  });

  it('accepts numeric text', () => {
    expect(formatPrice('100')).toBe('$100.00');
    expect(formatPrice(' 12.5 ')).toBe('$12.50');
  });

  it('shows $0.00 for zero, including negative zero', () => {
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(-0)).toBe('$0.00');
  });

  it('shows $0.00 for a negative price', () => {
    expect(formatPrice(-5)).toBe('$0.00');
    expect(formatPrice('-5')).toBe('$0.00');
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['undefined', undefined],
    ['null', null],
    ['non-numeric text', 'twenty'],
    ['empty text', ''],
    ['an object', { price: 20 }],
    ['a boolean', true],
  ])('shows $0.00 for %s', (_label, value) => {
    expect(formatPrice(value)).toBe('$0.00');
  });

  it('writes every price as Intl writes dollars without grouping, to the cent', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    });
    const prices = fc.oneof(
      fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
      fc.double({ min: 0, max: 100_000, noNaN: true }),
      fc.integer({ min: 0, max: 100_000_000 }).map((tenths) => tenths / 1000),
    );
    fc.assert(
      fc.property(prices, (price) => formatPrice(price) === intl.format(price + 0)),
      { numRuns: 2_000 },
    );
  });
});
