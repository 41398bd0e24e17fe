import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product, Store } from '../../common/store/store';
import { storeMessages } from '../../common/store/store-edits';
import { postUpload, requestUploadForms } from '../../web/src/components/uploads/upload-files';
import OfficersStorePage from '../../web/src/features/officers/store/officers-store-page';
import { renderPages, resetAuth, settle, signInOfficer, stubApi } from './support/officer-console';
import { jsonResponse } from './support/stub-fetch';

// The boundaries: everything Amplify does sits behind loadAuthClient; the upload to S3 behind the upload client.
vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn() }));
vi.mock('../../web/src/components/uploads/upload-files', () => ({ requestUploadForms: vi.fn(), postUpload: vi.fn() }));

const stores: Store[] = [
  { id: 'blaze-club-store', name: 'Blaze Club Store', sortOrder: 1 },
  { id: 'fossils', name: 'Fossils Store', sortOrder: 2 },
];

const tee: Product = {
  id: 'club-tee',
  storeId: 'blaze-club-store',
  name: 'Club Tee',
  description: 'Soft tee.',
  category: 'Apparel',
  brand: 'Blaze',
  price: 25,
  sku: 'TEE',
  stockStatus: 'in_stock',
  images: ['/media/store/club-tee-front.webp'],
  ProductImages: [
    { url: '/media/store/club-tee-front.webp', sortOrder: 0, mockupType: 'front' },
    { url: '/media/store/club-tee-back.webp', sortOrder: 1, mockupType: 'back' },
  ],
  ProductVariants: [
    {
      id: 'tee-m',
      name: 'Club Tee, M',
      size: 'M',
      color: 'Red',
      price: 24.99,
      sku: null,
      stockStatus: 'in_stock',
      printfulStockStatus: null,
      ProductImages: [],
    },
  ],
};

const renderConsole = () => renderPages('/officers/store', { '/officers/store': <OfficersStorePage /> });

async function openTee() {
  renderConsole();
  await screen.findByRole('heading', { name: 'Products of Blaze Club Store' }, { timeout: 3000 });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Club Tee' }));
  return screen.getByRole('form', { name: 'Edit product' });
}

const publicReads = {
  'GET /api/stores': () => jsonResponse(stores),
  'GET /api/stores/blaze-club-store/products': () => jsonResponse([tee]),
  'GET /api/stores/fossils/products': () => jsonResponse([]),
};

beforeEach(() => {
  resetAuth();
  vi.mocked(requestUploadForms).mockReset();
  vi.mocked(postUpload).mockReset();
  signInOfficer();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('the store console', () => {
  it("lists the stores and the first store's products with their price and stock", async () => {
    stubApi(publicReads);
    renderConsole();
    const section = await screen.findByRole('region', { name: 'Products of Blaze Club Store' }, { timeout: 3000 });
    expect(screen.getByRole('heading', { name: 'Fossils Store' })).toBeVisible();
    const item = (await within(section).findByRole('heading', { name: 'Club Tee' })).closest('li');
    expect(item).toHaveTextContent('$24.99');
    expect(item).toHaveTextContent('In stock');
    expect(within(section).getByRole('link', { name: 'Public page' })).toHaveAttribute('href', '/product/blaze-club-store/club-tee');

    await userEvent.click(screen.getByRole('button', { name: 'Products of Fossils Store' }));
    expect(await screen.findByText('No products are currently available in Fossils Store.')).toBeVisible();
  });

  it('refuses a negative price in the browser, naming the field, and sends nothing', async () => {
    const calls = stubApi(publicReads);
    const form = await openTee();
    const price = within(form).getByLabelText('Price (US dollars)');
    await userEvent.clear(price);
    await userEvent.type(price, '-4');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Product' }));

    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText(storeMessages.price('Price'))).toBeVisible();
    expect(price).toHaveFocus();
    expect(calls.filter((call) => call.key.startsWith('PUT'))).toEqual([]);
  });

  it("saves a new price and a variant's stock, keeping the pictures and the variant's id", async () => {
    // The server's answer is what the list shows (here without variants, so the card shows the product's own price).
    const saved = { ...tee, price: 19.5, ProductVariants: [] };
    const calls = stubApi({ ...publicReads, 'PUT /api/officer/stores/blaze-club-store/products/club-tee': () => jsonResponse(saved) });
    const form = await openTee();
    const price = within(form).getByLabelText('Price (US dollars)');
    await userEvent.clear(price);
    await userEvent.type(price, '19.50');
    const variant = within(form).getByRole('group', { name: 'Variant 1: Club Tee, M' });
    await userEvent.selectOptions(within(variant).getByLabelText('Variant stock'), 'out_of_stock');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Product' }));
    await settle();

    const put = calls.find((call) => call.key.startsWith('PUT'));
    expect(put?.authorization).toBe('Bearer officer-access-token');
    expect(put?.body).toMatchObject({
      price: 19.5,
      images: [
        { url: '/media/store/club-tee-front.webp', mockupType: 'front' },
        { url: '/media/store/club-tee-back.webp', mockupType: 'back' },
      ],
      variants: [{ id: 'tee-m', size: 'M', color: 'Red', price: 24.99, stockStatus: 'out_of_stock' }],
    });
    expect(screen.getByText(/Club Tee saved\. The public store pages show it within a minute\./)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Club Tee' }).closest('li')).toHaveTextContent('$19.50');
  });

  it("says, under the product's price, that its variants' own prices are the ones the store shows", async () => {
    stubApi(publicReads);
    const form = await openTee();
    const price = within(form).getByLabelText('Price (US dollars)');
    expect(price).toHaveAccessibleDescription(/variants below have their own prices, which the store shows/);

    const variant = within(form).getByRole('group', { name: 'Variant 1: Club Tee, M' });
    await userEvent.clear(within(variant).getByLabelText('Variant price (US dollars)'));
    expect(within(form).getByLabelText('Price (US dollars)')).not.toHaveAccessibleDescription(/own prices/);
  });

  it('reorders and removes pictures before saving', async () => {
    const calls = stubApi({ ...publicReads, 'PUT /api/officer/stores/blaze-club-store/products/club-tee': () => jsonResponse(tee) });
    const form = await openTee();
    await userEvent.click(within(form).getByRole('button', { name: 'Move Picture 2 earlier' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Remove Picture 2' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Product' }));
    await settle();

    expect(calls.find((call) => call.key.startsWith('PUT'))?.body).toMatchObject({
      images: [{ url: '/media/store/club-tee-back.webp', mockupType: 'back' }],
    });
  });

  it('uploads new pictures with a progress bar each and sends their upload ids', async () => {
    const calls = stubApi({
      ...publicReads,
      'POST /api/officer/stores/blaze-club-store/products': ({ body }) =>
        jsonResponse({ ...tee, id: 'club-cap', name: (body as Product).name }, 201),
    });
    let finish: (() => void) | undefined;
    vi.mocked(requestUploadForms).mockResolvedValue([
      { uploadId: '11111111-1111-4111-8111-111111111111', url: 'http://s3.test/uploads', fields: {} },
      { uploadId: '22222222-2222-4222-8222-222222222222', url: 'http://s3.test/uploads', fields: {} },
    ]);
    vi.mocked(postUpload).mockImplementation(async (_form, _file, onProgress) => {
      onProgress(0.5);
      await new Promise<void>((resolve) => {
        const previous = finish;
        finish = () => {
          previous?.();
          resolve();
        };
      });
    });
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Product' }, { timeout: 3000 }));
    const form = screen.getByRole('form', { name: 'Add product' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Club Cap');
    const files = [new File(['a'], 'front.png', { type: 'image/png' }), new File(['b'], 'back.jpg', { type: 'image/jpeg' })];
    await userEvent.upload(within(form).getByLabelText('Add pictures (JPEG, PNG or WebP)'), files);

    const bars = await within(form).findAllByRole('progressbar');
    expect(bars).toHaveLength(2);
    expect(within(form).getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    await act(async () => finish?.());
    await settle();
    expect(within(form).queryAllByRole('progressbar')).toHaveLength(0);
    expect(within(form).getByRole('img', { name: 'Picture 1 (front.png, new)' })).toBeVisible();

    await userEvent.click(within(form).getByRole('button', { name: 'Add Product' }));
    await settle();
    expect(vi.mocked(requestUploadForms).mock.calls[0]?.[0]).toEqual([
      { kind: 'image', file: files[0] },
      { kind: 'image', file: files[1] },
    ]);
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toMatchObject({
      name: 'Club Cap',
      images: [{ uploadId: '11111111-1111-4111-8111-111111111111' }, { uploadId: '22222222-2222-4222-8222-222222222222' }],
    });
  });

  it('refuses a file that is not a JPEG, PNG or WebP without asking for an upload form', async () => {
    stubApi(publicReads);
    const form = await openTee();
    await userEvent.upload(
      within(form).getByLabelText('Add pictures (JPEG, PNG or WebP)'),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      {
        applyAccept: false,
      },
    );

    expect(within(form).getByRole('alert')).toHaveTextContent('logo.svg: The file must be a JPEG, PNG or WebP image.');
    expect(requestUploadForms).not.toHaveBeenCalled();
  });

  it("shows the server's refusal when a store with products is deleted, and keeps it listed", async () => {
    stubApi({
      ...publicReads,
      'DELETE /api/officer/stores/blaze-club-store': () => jsonResponse({ error: storeMessages.storeHasProducts(1) }, 409),
    });
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Blaze Club Store' }, { timeout: 3000 }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Confirm deleting Blaze Club Store' })).getByRole('button', { name: 'Yes, Delete' }),
    );
    await settle();

    expect(
      screen
        .getAllByRole('alert')
        .map((alert) => alert.textContent)
        .join(' '),
    ).toContain('Could not delete the store: The store still has a product. Delete it first, then the store.');
    expect(screen.getByRole('heading', { name: 'Blaze Club Store' })).toBeVisible();
  });

  it('adds a store and opens its (empty) products', async () => {
    const calls = stubApi({
      ...publicReads,
      'POST /api/officer/stores': () => jsonResponse({ id: 'away-kit', name: 'Away Kit', sortOrder: 3 }, 201),
      'GET /api/stores/away-kit/products': () => jsonResponse([]),
    });
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Store' }, { timeout: 3000 }));
    const form = screen.getByRole('form', { name: 'Add store' });
    expect(within(form).getByLabelText('Position')).toHaveValue('3');
    await userEvent.type(within(form).getByLabelText('Store name'), 'Away Kit');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Store' }));
    await settle();

    expect(calls.find((call) => call.key === 'POST /api/officer/stores')?.body).toEqual({ name: 'Away Kit', sortOrder: 3 });
    expect(await screen.findByRole('heading', { name: 'Products of Away Kit' })).toBeVisible();
  });
});
