import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRODUCT_IMAGE, type Product } from '../../common/store/store';
import { CLUB } from '../../common/club/club';
import ProductPage from '../../web/src/features/store/product-page';
import { jsonResponse, mockFetch, renderRoute } from './support/news-fixtures';
import { product, variant } from './support/store-fixtures';

const image = (url: string, sortOrder: number) => ({ url, sortOrder, mockupType: 'front' });

// Sizes S, M, L and colours Red, Black; M only in Black, L Red out of stock.
const jersey = product('home-jersey', {
  name: 'Home Jersey',
  description: 'The jersey the Blaze wear at home.',
  category: 'Jerseys',
  brand: 'Blaze Kit Co.',
  price: 70,
  sku: 'JER-HOME',
  stockStatus: null,
  ProductImages: [image('/media/store/jersey-back.png', 2), image('/media/store/jersey-front.png', 1)],
  ProductVariants: [
    variant('s-red', { size: 'S', color: 'Red', price: 60, sku: 'JER-S-RED' }),
    variant('s-black', { size: 'S', color: 'Black', price: 60, sku: 'JER-S-BLK' }),
    variant('m-black', {
      size: 'M',
      color: 'Black',
      price: 62,
      sku: 'JER-M-BLK',
      ProductImages: [image('/media/store/jersey-black.png', 0)],
    }),
    variant('l-red', { size: 'L', color: 'Red', price: 65, sku: 'JER-L-RED', stockStatus: 'out_of_stock' }),
  ],
});

const soldOut = product('old-scarf', {
  name: 'Old Scarf',
  stockStatus: 'out_of_stock',
  ProductVariants: [variant('scarf', { stockStatus: 'out_of_stock', printfulStockStatus: 'discontinued' })],
});

function renderProduct(body: Product | null, status = 200, path = '/product/club-store/home-jersey') {
  const mocked = mockFetch(() => (status === 200 ? jsonResponse(body) : jsonResponse({ error: 'Product not found' }, status)));
  renderRoute(path, '/product/:storeId/:productId', <ProductPage />);
  return mocked;
}

const pressed = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}\\b`) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a product page', () => {
  it('shows loading, then asks for the product of the store in the address', async () => {
    const { urls } = renderProduct(jersey);

    expect(screen.getByRole('status')).toHaveTextContent('Loading product...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home Jersey' })).toBeInTheDocument();
    expect(urls().map((url) => url.pathname)).toEqual(['/api/stores/club-store/products/home-jersey']);
  });

  it("shows the first variant's price, the description, SKU, category and brand", async () => {
    renderProduct(jersey);

    await screen.findByRole('heading', { level: 1, name: 'Home Jersey' });
    expect(screen.getByText('$60.00')).toBeInTheDocument();
    expect(screen.getByText('The jersey the Blaze wear at home.')).toBeInTheDocument();
    const facts = screen.getByText('SKU').closest('dl') as HTMLElement;
    expect(facts).toHaveTextContent('SKUJER-S-RED');
    expect(facts).toHaveTextContent('CategoryJerseys');
    expect(facts).toHaveTextContent('BrandBlaze Kit Co.');
  });

  it('shows the gallery in sort order and changes the main picture from a thumbnail, by keyboard too', async () => {
    renderProduct(jersey);

    const gallery = await screen.findByRole('region', { name: 'Photos of Home Jersey' });
    const main = within(gallery).getByRole('img', { name: /photo 1 of/ });
    expect(main).toHaveAttribute('src', '/media/store/jersey-front.png');
    const second = within(gallery).getByRole('button', { name: 'Show photo 2 of 3' });
    second.focus();
    await userEvent.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(within(gallery).getByRole('img', { name: /photo 2 of 3/ })).toHaveAttribute('src', '/media/store/jersey-back.png');
  });

  it("shows the chosen variant's picture when the gallery has it", async () => {
    renderProduct(jersey);

    const gallery = await screen.findByRole('region', { name: 'Photos of Home Jersey' });
    await userEvent.click(pressed('Black'));
    await userEvent.click(pressed('M'));
    expect(within(gallery).getByRole('img', { name: /photo 3 of 3/ })).toHaveAttribute('src', '/media/store/jersey-black.png');
  });

  it('shows the default hat when the main picture does not load', async () => {
    renderProduct(jersey);

    const gallery = await screen.findByRole('region', { name: 'Photos of Home Jersey' });
    const main = within(gallery).getByRole('img', { name: /photo 1 of/ });
    fireEvent.error(main);
    expect(main).toHaveAttribute('src', DEFAULT_PRODUCT_IMAGE);
  });

  it('selects the first variant, and choosing a size or colour picks the matching variant', async () => {
    renderProduct(jersey);

    await screen.findByRole('heading', { level: 1, name: 'Home Jersey' });
    expect(pressed('S')).toHaveAttribute('aria-pressed', 'true');
    expect(pressed('Red')).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(pressed('Black'));
    expect(screen.getByText('JER-S-BLK')).toBeInTheDocument();
    await userEvent.click(pressed('M'));
    expect(pressed('M')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('$62.00')).toBeInTheDocument();
    expect(screen.getByText('JER-M-BLK')).toBeInTheDocument();
  });

  it('marks combinations that do not exist as unavailable and does not jump to another variant', async () => {
    renderProduct(jersey);

    await screen.findByRole('heading', { level: 1, name: 'Home Jersey' });
    // Red is chosen: there is no M in Red.
    const medium = pressed('M');
    expect(medium).toHaveAttribute('aria-disabled', 'true');
    expect(medium).toHaveAccessibleName('M (not available in Red)');
    await userEvent.click(medium);
    expect(medium).toHaveAttribute('aria-pressed', 'false');
    expect(pressed('S')).toHaveAttribute('aria-pressed', 'true');
    expect(pressed('Red')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('JER-S-RED')).toBeInTheDocument();
    expect(pressed('L')).not.toHaveAttribute('aria-disabled');
  });

  it('keeps the quantity at least 1 and turns a non-number into 1', async () => {
    renderProduct(jersey);

    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(quantity).toHaveValue('1');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue('2');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, 'many');
    await userEvent.tab();
    expect(quantity).toHaveValue('1');
  });

  it('says plainly, as a status message, that online ordering is not open and how to buy', async () => {
    renderProduct(jersey);

    await screen.findByRole('heading', { level: 1, name: 'Home Jersey' });
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const status = screen.getAllByRole('status').find((element) => element.textContent?.includes('Online ordering')) as HTMLElement;
    expect(status).toHaveTextContent('Online ordering is not open yet');
    expect(status).toHaveTextContent('2 × Home Jersey (S, Red)');
    expect(status).toHaveTextContent(CLUB.address.street);
    expect(status).toHaveTextContent(CLUB.email);
    expect(within(status).getByRole('link', { name: 'Email the club' })).toHaveAttribute(
      'href',
      expect.stringContaining(`mailto:${CLUB.email}`),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is in stock while any variant is, even when the chosen one is not', async () => {
    renderProduct(jersey);

    await screen.findByRole('heading', { level: 1, name: 'Home Jersey' });
    await userEvent.click(pressed('L'));
    expect(screen.getByText('JER-L-RED')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('shows out of stock and disables add-to-cart when nothing is in stock', async () => {
    renderProduct(soldOut, 200, '/product/club-store/old-scarf');

    await screen.findByRole('heading', { level: 1, name: 'Old Scarf' });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('counts a variant in stock by its print-on-demand stock field alone', async () => {
    const printful = product('tee', {
      stockStatus: null,
      ProductVariants: [variant('tee-m', { stockStatus: null, printfulStockStatus: 'in_stock' })],
    });
    renderProduct(printful, 200, '/product/club-store/tee');

    await screen.findByRole('heading', { level: 1, name: 'Product tee' });
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('carries Product JSON-LD with an Offer in US dollars and its availability', async () => {
    renderProduct(jersey);

    await screen.findByRole('heading', { level: 1, name: 'Home Jersey' });
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Home Jersey',
      sku: 'JER-HOME',
      brand: { '@type': 'Brand', name: 'Blaze Kit Co.' },
      image: ['jersey-front', 'jersey-back', 'jersey-black'].map((name) => `${window.location.origin}/media/store/${name}.png`),
      offers: { '@type': 'Offer', price: '60.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
  });

  it('says OutOfStock in the JSON-LD when nothing is in stock', async () => {
    renderProduct(soldOut, 200, '/product/club-store/old-scarf');

    await screen.findByRole('heading', { level: 1, name: 'Old Scarf' });
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it.each([
    ['a 404', 404],
    ['a server failure', 500],
  ])('shows Product Not Found with a way back to the store for %s', async (_label, status) => {
    renderProduct(null, status, '/product/club-store/nothing');

    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested product could not be found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Store' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/store');
  });

  it('shows Product Not Found when the request does not reach the server', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderRoute('/product/club-store/home-jersey', '/product/:storeId/:productId', <ProductPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeInTheDocument();
  });
});
