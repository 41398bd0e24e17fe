// The store page's search box and category choice over the loaded products.

import type { Product } from '../../../../common/store/store';

/** The products whose name or description holds `search` (any case) and, when chosen, of `category`. */
export function filterProducts(products: readonly Product[], search: string, category: string): Product[] {
  const needle = search.trim().toLocaleLowerCase('en-US');
  return products.filter(
    (product) =>
      (category === '' || product.category === category) &&
      (needle === '' || `${product.name}\n${product.description}`.toLocaleLowerCase('en-US').includes(needle)),
  );
}

/** The categories of the loaded products, each once, in alphabetical order. */
export function productCategories(products: readonly Product[]): string[] {
  return [...new Set(products.map((product) => product.category).filter((category) => category !== null))].sort((a, b) =>
    a.localeCompare(b, 'en-US'),
  );
}
