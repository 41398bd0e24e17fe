import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRODUCT_IMAGE } from '../../common/store/store';
import StorePage from '../../web/src/features/store/store-page';
import { jsonResponse, mockFetch, renderRoute } from './support/news-fixtures';
import { product, stores, variant } from './support/store-fixtures';

const longDescription = `${'Warm, soft and made for cold touchline evenings. '.repeat(4)}The end.`;
const clubProducts = [
  product('blaze-hat', {
    name: 'Blaze Hat',
    category: 'Hats',
    price: 25,
    ProductVariants: [variant('hat-red', { price: 22.5 }), variant('hat-black', { price: 20 })],
  }),
  product('home-jersey', { name: 'Home Jersey', category: 'Jerseys', price: 65, description: longDescription }),
  product('club-scarf', { name: 'Club Scarf', category: 'Accessories', price: -3, description: 'A scarf in club colours.' }),
];
const supporterProducts = [product('flag', { storeId: 'supporters-shop', name: 'Supporters Flag', category: 'Flags', price: 12 })];

function answer(url: URL): Response {
  if (url.pathname === '/api/stores') return jsonResponse(stores);
  if (url.pathname === '/api/stores/club-store/products') return jsonResponse(clubProducts);
  if (url.pathname === '/api/stores/supporters-shop/products') return jsonResponse(supporterProducts);
  return jsonResponse({ error: 'Not found' }, 404);
}

function renderStore(path = '/store') {
  return renderRoute(path, '/store', <StorePage />);
}

const location = () => screen.getByTestId('location').textContent ?? '';
const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the store page', () => {
  it('is the Blaze Store and shows loading while the stores load', () => {
    mockFetch(() => new Promise<Response>(() => {}));
    renderStore();

    expect(screen.getByRole('heading', { level: 1, name: 'Blaze Store' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading store...');
  });

  it('loads the stores, picks the first and lists its products as cards linking to their pages', async () => {
    const { urls } = mockFetch(answer);
    renderStore();

    await screen.findByRole('heading', { name: 'Blaze Hat' });
    expect(urls().map((url) => url.pathname)).toEqual(['/api/stores', '/api/stores/club-store/products']);
    expect(cardTitles()).toEqual(['Blaze Hat', 'Home Jersey', 'Club Scarf']);
    expect(screen.getByRole('link', { name: 'Blaze Hat' })).toHaveAttribute('href', '/product/club-store/blaze-hat');
    expect(screen.getByText('Showing 3 products')).toBeInTheDocument();
  });

  it('shows the lowest variant price, the product price without variants, and $0.00 for a negative price', async () => {
    mockFetch(answer);
    renderStore();

    const hat = (await screen.findByRole('heading', { name: 'Blaze Hat' })).closest('li') as HTMLElement;
    expect(within(hat).getByText('$20.00')).toBeInTheDocument();
    const jersey = screen.getByRole('heading', { name: 'Home Jersey' }).closest('li') as HTMLElement;
    expect(within(jersey).getByText('$65.00')).toBeInTheDocument();
    const scarf = screen.getByRole('heading', { name: 'Club Scarf' }).closest('li') as HTMLElement;
    expect(within(scarf).getByText('$0.00')).toBeInTheDocument();
  });

  it('cuts a card description at 100 characters', async () => {
    mockFetch(answer);
    renderStore();

    const jersey = (await screen.findByRole('heading', { name: 'Home Jersey' })).closest('li') as HTMLElement;
    const text = within(jersey).getByText(/^Warm, soft/).textContent ?? '';
    expect(text.endsWith('...')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(103);
    expect(text).not.toContain('The end.');
  });

  it('shows the default hat when a card image does not load', async () => {
    mockFetch(answer);
    renderStore();

    const hat = (await screen.findByRole('heading', { name: 'Blaze Hat' })).closest('li') as HTMLElement;
    const image = hat.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/media/store/blaze-hat.png');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(DEFAULT_PRODUCT_IMAGE);
  });

  it('offers the categories of the loaded products and filters by one, keeping it in the address', async () => {
    mockFetch(answer);
    renderStore();

    await screen.findByRole('heading', { name: 'Blaze Hat' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All categories', 'Accessories', 'Hats', 'Jerseys']);
    await userEvent.selectOptions(category, 'Jerseys');
    expect(cardTitles()).toEqual(['Home Jersey']);
    expect(screen.getByText('Showing 1 of 3 products')).toBeInTheDocument();
    expect(location()).toBe('/store?category=Jerseys');
  });

  it('searches names and descriptions in any case, keeping the search in the address', async () => {
    mockFetch(answer);
    renderStore();

    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), 'SCARF');
    expect(cardTitles()).toEqual(['Club Scarf']);
    expect(location()).toBe('/store?q=SCARF');
  });

  it('opens a shared address with its store, search and category chosen', async () => {
    const { urls } = mockFetch(answer);
    renderStore('/store?store=supporters-shop&q=flag&category=Flags');

    await screen.findByRole('heading', { name: 'Supporters Flag' });
    expect(urls().map((url) => url.pathname)).toContain('/api/stores/supporters-shop/products');
    expect(screen.getByRole('combobox', { name: 'Store' })).toHaveValue('supporters-shop');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('flag');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Flags');
    expect(screen.getByRole('link', { name: 'Supporters Flag' })).toHaveAttribute('href', '/product/supporters-shop/flag');
  });

  it('switches store from the selector, loading that store and dropping the old category', async () => {
    mockFetch(answer);
    renderStore('/store?category=Hats');

    await screen.findByRole('heading', { name: 'Blaze Hat' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Store' }), 'supporters-shop');
    await screen.findByRole('heading', { name: 'Supporters Flag' });
    expect(location()).toBe('/store?store=supporters-shop');
  });

  it('has no store selector with only one store', async () => {
    mockFetch((url) => (url.pathname === '/api/stores' ? jsonResponse([stores[0]]) : answer(url)));
    renderStore();

    await screen.findByRole('heading', { name: 'Blaze Hat' });
    expect(screen.queryByRole('combobox', { name: 'Store' })).not.toBeInTheDocument();
  });

  it('shows products as a list or a grid', async () => {
    mockFetch(answer);
    renderStore();

    await screen.findByRole('heading', { name: 'Blaze Hat' });
    const list = screen.getByRole('button', { name: 'List' });
    await userEvent.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelector('.store-products')).toHaveClass('store-products--list');
    await userEvent.click(screen.getByRole('button', { name: 'Grid' }));
    expect(document.querySelector('.store-products')).toHaveClass('store-products--grid');
  });

  it("says no products were found when filters match nothing, and 'Clear Filters' clears them", async () => {
    mockFetch(answer);
    renderStore('/store?q=nothing-like-this&category=Hats');

    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText(/Try adjusting your search or category filter/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(cardTitles()).toEqual(['Blaze Hat', 'Home Jersey', 'Club Scarf']);
    expect(location()).toBe('/store');
  });

  it('says when the chosen store has no products', async () => {
    mockFetch((url) => (url.pathname === '/api/stores/club-store/products' ? jsonResponse([]) : answer(url)));
    renderStore();

    expect(await screen.findByRole('heading', { name: 'No products are currently available in Club Store' })).toBeInTheDocument();
  });

  it('says when there are no stores', async () => {
    mockFetch(() => jsonResponse([]));
    renderStore();

    expect(await screen.findByRole('heading', { name: 'No stores available' })).toBeInTheDocument();
  });

  it("shows the server's error for the stores, and Try Again loads them again", async () => {
    let failing = true;
    mockFetch((url) =>
      url.pathname === '/api/stores' && failing ? jsonResponse({ error: 'Store service unavailable' }, 503) : answer(url),
    );
    renderStore();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Store' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Store service unavailable');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Blaze Hat' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch stores' when the server gives no error text", async () => {
    mockFetch(() => new Response('oops', { status: 500 }));
    renderStore();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch stores');
  });

  it("says 'Failed to fetch products' when the products fail without error text, and retries the products", async () => {
    let failing = true;
    mockFetch((url) => (url.pathname.endsWith('/products') && failing ? new Response(null, { status: 502 }) : answer(url)));
    renderStore();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Store' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to fetch products');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Blaze Hat' })).toBeInTheDocument();
  });

  it("says 'Network error: {message}' when the request does not reach the server", async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderStore();

    expect(await screen.findByRole('alert')).toHaveTextContent('Network error: Failed to fetch');
  });

  it('falls back to the first store when the address names one that does not exist', async () => {
    mockFetch(answer);
    renderStore('/store?store=closed-store');

    await waitFor(() => expect(cardTitles()).toEqual(['Blaze Hat', 'Home Jersey', 'Club Scarf']));
  });
});
