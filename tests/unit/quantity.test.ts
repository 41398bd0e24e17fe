import { describe, expect, it } from 'vitest';
import { parseQuantity } from '../../common/store/quantity';

describe('parseQuantity', () => {
  it('keeps a whole number of at least 1', () => {
    expect(parseQuantity('1')).toBe(1);
    expect(parseQuantity('7')).toBe(7);
    expect(parseQuantity(' 3 ')).toBe(3);
  });

  it('raises zero and negative numbers to 1', () => {
    expect(parseQuantity('0')).toBe(1);
    expect(parseQuantity('-4')).toBe(1);
  });

  it('rounds a fraction down, but never below 1', () => {
    expect(parseQuantity('2.9')).toBe(2);
    expect(parseQuantity('0.5')).toBe(1);
  });

  it.each(['', '   ', 'abc', '2abc', 'NaN', 'Infinity', '1e400'])('turns the non-numeric entry %j into 1', (text) => {
    expect(parseQuantity(text)).toBe(1);
  });
});
