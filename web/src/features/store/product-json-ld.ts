import type { Product as ProductLd, WithContext } from 'schema-dts';
import { cardPrice, galleryImages, type Product, productInStock } from '../../../../common/store/store';

/** schema.org Product with one Offer: the lowest price, in US dollars, available by the old site's stock rule. */
export function productJsonLd(product: Product, origin: string, pageUrl: string): WithContext<ProductLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || undefined,
    image: galleryImages(product).map((url) => new URL(url, origin).href),
    sku: product.sku ?? undefined,
    category: product.category ?? undefined,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: (cardPrice(product) ?? 0).toFixed(2),
      priceCurrency: 'USD',
      availability: productInStock(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
