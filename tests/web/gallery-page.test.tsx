import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { RouterAt } from './support/router-at';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryImage, GalleryImageList } from '../../common/gallery/gallery';

const { default: GalleryPage } = await import('../../web/src/features/gallery/gallery-page');

// jsdom has no modal dialogs: just enough of one for the viewer (open, close, the close event).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

// 03:00 UTC on March 15 is still March 14 in Chicago: the date shown is the club's.
const CREATED = Date.UTC(2025, 2, 15, 3, 0);

function image(n: number, fields: Partial<GalleryImage> = {}): GalleryImage {
  return {
    id: `img-${n}`,
    s3Url: `/media/gallery/img-${n}.webp`,
    title: `Photo ${n}`,
    fileName: `IMG_${n}.webp`,
    description: `Caption ${n}`,
    tags: [],
    createdAt: CREATED,
    width: 1600,
    height: 1067,
    thumbnail: { url: `/media/gallery/img-${n}-thumb.webp`, width: 480, height: 320 },
    ...fields,
  };
}

function block(offset: number, count: number, total: number, limit = 50): GalleryImageList {
  return {
    images: Array.from({ length: count }, (_, i) => image(offset + i)),
    pagination: { total, limit, offset, hasMore: offset + count < total },
  };
}

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
/** The addresses requested and not abandoned at once (StrictMode's first mount aborts its request). */
let requestedUrls: string[] = [];
const requested = () => requestedUrls;

/** The answers to give, in order, to the requests that are not aborted. */
let answers: (() => Promise<Response>)[] = [];
const serve = (...next: (() => Promise<Response>)[]) => answers.push(...next);

beforeEach(() => {
  answers = [];
  requestedUrls = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    // StrictMode aborts its first mount's request synchronously; that request takes no answer.
    await Promise.resolve();
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    requestedUrls.push(String(url));
    return answers.shift()?.() ?? new Promise<Response>(() => {});
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return render(
    // As the app renders it (web/src/main.tsx): effects run, are undone and run again in development.
    <StrictMode>
      <RouterAt path="/gallery">
        <GalleryPage />
      </RouterAt>
    </StrictMode>,
  );
}

const tileTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the Gallery page', () => {
  it('shows the page title and a loading state while the first 50 load', async () => {
    // Nothing queued: the request never ends.
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'OUR PHOTO GALLERY' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading gallery images...');
    await waitFor(() => expect(requested()).toEqual(['/public/api/gallery?limit=50&offset=0']));
  });

  it('shows each tile with its title, description, tags, club-zone date and a link to the full image', async () => {
    serve(() =>
      answer({
        images: [
          image(1, { tags: ['scrum', 'match day', 'first XV', 'forwards', 'action'] }),
          image(2, { title: null, description: null, tags: ['pitch'] }),
          image(3, { title: null, fileName: null }),
        ],
        pagination: { total: 3, limit: 50, offset: 0, hasMore: false },
      }),
    );
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Photo 1' })).toBeInTheDocument();
    expect(tileTitles()).toEqual(['Photo 1', 'IMG_2.webp', 'Gallery Image']);
    expect(screen.getByText('Caption 1')).toBeInTheDocument();
    expect(screen.getByText('Community Image')).toBeInTheDocument();
    const firstTags = screen.getAllByRole('list', { name: 'Tags' })[0] as HTMLElement;
    expect(
      within(firstTags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['scrum', 'match day', 'first XV', '+2 more']);
    expect(screen.getAllByText('March 14, 2025')).toHaveLength(3);

    const link = screen.getByRole('link', { name: 'View full image: Photo 1 (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/media/gallery/img-1.webp');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByText('Showing 3 of 3 images')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Images' })).not.toBeInTheDocument();
  });

  it('shows thumbnails with their size set, lazily below the first rows', async () => {
    serve(() => answer(block(0, 10, 10)));
    renderPage();

    const thumbs = (await screen.findAllByRole('img')).filter((img) => img.getAttribute('src')?.endsWith('-thumb.webp'));
    expect(thumbs).toHaveLength(10);
    for (const thumb of thumbs) {
      expect(thumb).toHaveAttribute('width', '480');
      expect(thumb).toHaveAttribute('height', '320');
    }
    expect(thumbs[0]).not.toHaveAttribute('loading');
    expect(thumbs[9]).toHaveAttribute('loading', 'lazy');
  });

  it('loads the next block at the previous offset plus the limit and adds it below', async () => {
    serve(
      () => answer(block(0, 50, 120)),
      () => answer(block(50, 50, 120)),
    );
    renderPage();

    expect(await screen.findByText('Showing 50 of 120 images')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load More Images' }));

    expect(await screen.findByText('Showing 100 of 120 images')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(requested()[1]).toBe('/public/api/gallery?limit=50&offset=50');
    expect(tileTitles()).toHaveLength(100);
    expect(tileTitles()[0]).toBe('Photo 0');
    expect(tileTitles()[99]).toBe('Photo 99');
  });

  it('hides Load More once every image is shown', async () => {
    serve(
      () => answer(block(0, 50, 60)),
      () => answer(block(50, 10, 60)),
    );
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Load More Images' }));

    expect(await screen.findByText('Showing 60 of 60 images')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Images' })).not.toBeInTheDocument();
  });

  it('keeps the images shown when the next block fails, and says so', async () => {
    serve(
      () => answer(block(0, 50, 60)),
      () => answer({ error: 'boom' }, 500),
    );
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Load More Images' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load gallery images');
    expect(screen.getByText('Showing 50 of 60 images')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load More Images' })).toBeEnabled();
  });

  it('says the gallery is empty and refreshes it on request', async () => {
    serve(
      () => answer({ images: [], pagination: { total: 0, limit: 50, offset: 0, hasMore: false } }),
      () => answer(block(0, 1, 1)),
    );
    renderPage();

    expect(await screen.findByText('No images found in the gallery.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Gallery' }));

    expect(await screen.findByRole('heading', { name: 'Photo 0' })).toBeInTheDocument();
    expect(requested()).toEqual(['/public/api/gallery?limit=50&offset=0', '/public/api/gallery?limit=50&offset=0']);
  });

  it.each([
    ['a server error', () => answer({ error: 'Internal error' }, 500)],
    ['an answer without images', () => answer({ pagination: { total: 0 } })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('on %s shows the three built-in pictures, and Try Again reloads the first 50', async (_, failure) => {
    serve(failure, () => answer(block(0, 2, 2)));
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load gallery images' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Showing fallback images');
    const pictures = within(alert).getAllByRole('img');
    expect(pictures).toHaveLength(3);
    for (const picture of pictures) expect(picture.getAttribute('src')).toMatch(/^\/img\/gallery\/placeholder-.+\.svg$/);

    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Showing 2 of 2 images')).toBeInTheDocument();
    expect(requested()).toEqual(['/public/api/gallery?limit=50&offset=0', '/public/api/gallery?limit=50&offset=0']);
  });

  it('replaces a thumbnail that fails to load with a built-in picture, and only that one', async () => {
    serve(() => answer(block(0, 3, 3)));
    renderPage();

    const [first, second] = await screen.findAllByRole('img', { name: /Caption/ });
    fireEvent.error(second as HTMLElement);

    const after = screen.getAllByRole('img', { name: /Caption/ });
    expect(after[1]?.getAttribute('src')).toMatch(/^\/img\/gallery\/placeholder-.+\.svg$/);
    expect(after[0]).toBe(first);
    expect(after[0]).toHaveAttribute('src', '/media/gallery/img-0-thumb.webp');
    expect(after[2]).toHaveAttribute('src', '/media/gallery/img-2-thumb.webp');
  });

  it('opens the full image in a dialog from the keyboard, and gives focus back when it closes', async () => {
    serve(() => answer(block(0, 3, 3)));
    renderPage();
    const user = userEvent.setup();

    const opener = await screen.findByRole('button', { name: 'Enlarge Photo 1' });
    opener.focus();
    await user.keyboard('{Enter}');

    const dialog = screen.getByRole('dialog', { name: 'Photo 1' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/gallery/img-1.webp');
    expect(within(dialog).getByRole('img')).toHaveAttribute('width', '1600');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes the viewer on Escape (the dialog cancel)', async () => {
    serve(() => answer(block(0, 1, 1)));
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Enlarge Photo 0' }));
    const dialog = screen.getByRole('dialog');
    // The browser turns Escape in a modal dialog into its close; jsdom does not, so close as it would.
    act(() => (dialog as HTMLDialogElement).close());

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Enlarge Photo 0' })).toHaveFocus();
  });
});
