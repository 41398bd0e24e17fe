// The store's shared rules (common/store/store.ts): card price, stock, variant choice and the gallery.

import { describe, expect, it } from 'vitest';
import {
  cardPrice,
  choiceAvailable,
  galleryImages,
  matchingVariant,
  PRODUCT_GALLERY_MAX_IMAGES,
  type Product,
  type ProductImage,
  type ProductVariant,
  productInStock,
  variantInStock,
  variantOptions,
} from '../../../common/store/store';

const image = (url: string, sortOrder = 0): ProductImage => ({ url, sortOrder, mockupType: 'front' });

function variant(id: string, extra: Partial<ProductVariant> = {}): ProductVariant {
  return {
    id,
    name: id,
    size: null,
    color: null,
    price: null,
    sku: null,
    stockStatus: null,
    printfulStockStatus: null,
    ProductImages: [],
    ...extra,
  };
}

function product(extra: Partial<Product> = {}): Product {
  return {
    id: 'p',
    storeId: 's',
    name: 'P',
    description: '',
    category: null,
    brand: null,
    price: null,
    sku: null,
    stockStatus: null,
    images: [],
    ProductImages: [],
    ProductVariants: [],
    ...extra,
  };
}

// Deliberately malformed prices, as an API answer might carry them.
const notPrice = (value: unknown) => value as number;

describe('cardPrice', () => {
  it('is the lowest variant price, whatever the product says', () => {
    const p = product({
      price: 5,
      ProductVariants: [variant('a', { price: 27 }), variant('b', { price: 25 }), variant('c', { price: 30 })],
    });
    expect(cardPrice(p)).toBe(25);
  });

  it('counts a free variant (0) as a price', () => {
    expect(cardPrice(product({ price: 9, ProductVariants: [variant('a', { price: 0 }), variant('b', { price: 4 })] }))).toBe(0);
  });

  it('falls back to the product price without variants, or when no variant has a usable price', () => {
    expect(cardPrice(product({ price: 16 }))).toBe(16);
    expect(cardPrice(product({ price: 16, ProductVariants: [variant('a'), variant('b', { price: -3 })] }))).toBe(16);
  });

  it('skips variant prices that are not numbers, negative or not finite', () => {
    const ProductVariants = [
      variant('a', { price: notPrice('12') }),
      variant('b', { price: -1 }),
      variant('c', { price: Number.NaN }),
      variant('d', { price: Number.POSITIVE_INFINITY }),
      variant('e', { price: 40 }),
    ];
    expect(cardPrice(product({ price: 1, ProductVariants }))).toBe(40);
  });

  it('is null when nothing is a usable price (the page then shows $0.00)', () => {
    expect(cardPrice(product())).toBeNull();
    expect(cardPrice(product({ price: -5 }))).toBeNull();
    expect(cardPrice(product({ price: Number.POSITIVE_INFINITY }))).toBeNull();
    expect(cardPrice(product({ price: 8, ProductVariants: [variant('a', { price: Number.POSITIVE_INFINITY })] }))).toBe(8);
    expect(cardPrice(product({ price: notPrice('20') }))).toBeNull();
    expect(cardPrice(product({ price: notPrice(undefined), ProductVariants: [variant('a', { price: notPrice(null) })] }))).toBeNull();
  });
});

describe('variantInStock', () => {
  it('is in stock by either stock field', () => {
    expect(variantInStock(variant('a', { stockStatus: 'in_stock' }))).toBe(true);
    expect(variantInStock(variant('a', { printfulStockStatus: 'in_stock' }))).toBe(true);
    expect(variantInStock(variant('a', { stockStatus: 'out_of_stock', printfulStockStatus: 'in_stock' }))).toBe(true);
  });

  it('is out of stock otherwise', () => {
    expect(variantInStock(variant('a'))).toBe(false);
    expect(variantInStock(variant('a', { stockStatus: 'out_of_stock', printfulStockStatus: 'discontinued' }))).toBe(false);
    expect(variantInStock(variant('a', { stockStatus: 'IN_STOCK' }))).toBe(false);
  });
});

describe('productInStock', () => {
  const out = variant('out', { stockStatus: 'out_of_stock' });
  const inStock = variant('in', { stockStatus: 'in_stock' });

  it('is in stock when the chosen variant is', () => {
    expect(productInStock(product({ ProductVariants: [out] }), inStock)).toBe(true);
  });

  it('is in stock when any variant is, even when the chosen one is not', () => {
    expect(productInStock(product({ ProductVariants: [out, inStock] }), out)).toBe(true);
    expect(productInStock(product({ ProductVariants: [out, variant('p', { printfulStockStatus: 'in_stock' })] }), out)).toBe(true);
  });

  it('is in stock when the product itself is, variants or not', () => {
    expect(productInStock(product({ stockStatus: 'in_stock' }))).toBe(true);
    expect(productInStock(product({ stockStatus: 'in_stock', ProductVariants: [out] }), out)).toBe(true);
  });

  it('is out of stock when neither the chosen variant, any variant nor the product is', () => {
    expect(productInStock(product())).toBe(false);
    expect(productInStock(product({ stockStatus: 'out_of_stock', ProductVariants: [out] }), out)).toBe(false);
    expect(productInStock(product({ stockStatus: 'out_of_stock', ProductVariants: [out] }), null)).toBe(false);
  });
});

// Sizes S, M, L in Red; S and M only in Grey (no Grey L), listed in a shuffled order.
const shirt = product({
  ProductVariants: [
    variant('red-m', { size: 'M', color: 'Red' }),
    variant('red-s', { size: 'S', color: 'Red' }),
    variant('grey-s', { size: 'S', color: 'Grey' }),
    variant('red-l', { size: 'L', color: 'Red' }),
    variant('grey-m', { size: 'M', color: 'Grey' }),
    variant('red-m-again', { size: 'M', color: 'Red' }),
  ],
});

describe('variantOptions', () => {
  it('lists each size and colour once, in order of first appearance', () => {
    expect(variantOptions(shirt)).toEqual({ sizes: ['M', 'S', 'L'], colors: ['Red', 'Grey'] });
  });

  it('leaves out variants without a size or colour', () => {
    expect(variantOptions(product({ ProductVariants: [variant('a', { color: 'Red' }), variant('b')] }))).toEqual({
      sizes: [],
      colors: ['Red'],
    });
  });
});

describe('matchingVariant', () => {
  it('picks the first variant matching every chosen value', () => {
    expect(matchingVariant(shirt, { size: 'M', color: 'Red' })?.id).toBe('red-m');
    expect(matchingVariant(shirt, { size: 'S', color: 'Grey' })?.id).toBe('grey-s');
  });

  it('lets an unset value match anything', () => {
    expect(matchingVariant(shirt, { size: null, color: 'Grey' })?.id).toBe('grey-s');
    expect(matchingVariant(shirt, { size: 'L', color: null })?.id).toBe('red-l');
    expect(matchingVariant(shirt, { size: null, color: null })?.id).toBe('red-m');
  });

  it('is null for a combination that does not exist, rather than another variant', () => {
    expect(matchingVariant(shirt, { size: 'L', color: 'Grey' })).toBeNull();
    expect(matchingVariant(shirt, { size: 'XL', color: null })).toBeNull();
    expect(matchingVariant(product(), { size: null, color: null })).toBeNull();
  });
});

describe('choiceAvailable', () => {
  it('says whether a value, with the other value kept, leads to a variant', () => {
    expect(choiceAvailable(shirt, { size: 'L', color: 'Red' }, 'color', 'Grey')).toBe(false);
    expect(choiceAvailable(shirt, { size: 'M', color: 'Red' }, 'color', 'Grey')).toBe(true);
    expect(choiceAvailable(shirt, { size: 'S', color: 'Grey' }, 'size', 'L')).toBe(false);
    expect(choiceAvailable(shirt, { size: 'S', color: 'Red' }, 'size', 'L')).toBe(true);
    expect(choiceAvailable(shirt, { size: null, color: null }, 'size', 'L')).toBe(true);
    expect(choiceAvailable(shirt, { size: null, color: null }, 'color', 'Blue')).toBe(false);
  });
});

describe('galleryImages', () => {
  const variantsWithImages = [
    variant('v1', { ProductImages: [image('/v1-back', 1), image('/v1-front', 0)] }),
    variant('v2', { ProductImages: [image('/v2-front', 0)] }),
  ];

  it("orders the product's images by sortOrder, then its plain image addresses", () => {
    const p = product({ ProductImages: [image('/c', 2), image('/a', 0), image('/b', 1)], images: ['/d'] });
    expect(galleryImages(p)).toEqual(['/a', '/b', '/c', '/d']);
  });

  it('adds the variants’ images (each by sortOrder) when the product has fewer than three', () => {
    const p = product({ ProductImages: [image('/a')], images: ['/b'], ProductVariants: variantsWithImages });
    expect(galleryImages(p)).toEqual(['/a', '/b', '/v1-front', '/v1-back', '/v2-front']);
  });

  it('leaves the variants’ images out when the product has three or more', () => {
    const p = product({ ProductImages: [image('/a', 0), image('/b', 1)], images: ['/c'], ProductVariants: variantsWithImages });
    expect(galleryImages(p)).toEqual(['/a', '/b', '/c']);
  });

  it('counts distinct images: three copies of one are fewer than three', () => {
    const p = product({ ProductImages: [image('/a', 0), image('/a', 1)], images: ['/a'], ProductVariants: variantsWithImages });
    expect(galleryImages(p)).toEqual(['/a', '/v1-front', '/v1-back', '/v2-front']);
  });

  it('drops duplicates (keeping the first place) and empty addresses', () => {
    const p = product({
      ProductImages: [image('/a', 0), image('', 1)],
      images: ['/a'],
      ProductVariants: [variant('v', { ProductImages: [image('/a', 0), image('/v', 1)] })],
    });
    expect(galleryImages(p)).toEqual(['/a', '/v']);
  });

  it(`shows at most ${PRODUCT_GALLERY_MAX_IMAGES}`, () => {
    const many = Array.from({ length: 8 }, (_, i) => image(`/p${i}`, i));
    expect(galleryImages(product({ ProductImages: many }))).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4']);
    const fromVariants = product({
      ProductImages: [image('/a')],
      ProductVariants: Array.from({ length: 6 }, (_, i) => variant(`v${i}`, { ProductImages: [image(`/v${i}`)] })),
    });
    expect(galleryImages(fromVariants)).toHaveLength(PRODUCT_GALLERY_MAX_IMAGES);
    expect(galleryImages(fromVariants)[0]).toBe('/a');
  });

  it('is empty for a product without any image (the page shows the default)', () => {
    expect(galleryImages(product({ ProductVariants: [variant('v')] }))).toEqual([]);
  });

  it('does not reorder the product it is given', () => {
    const ProductImages = [image('/b', 1), image('/a', 0)];
    galleryImages(product({ ProductImages }));
    expect(ProductImages.map((i) => i.url)).toEqual(['/b', '/a']);
  });
});
