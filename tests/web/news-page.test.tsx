import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../common/club-time';
import { NEWS_EXCERPT_LENGTH, stripTags } from '../../common/news/news';
import NewsPage from '../../web/src/features/news/news-page';
import { AT, jsonResponse, listAnswer, mockFetch, post, renderRoute } from './support/news-fixtures';

const LONG = `<p>${'The <strong>Blaze</strong> won again. '.repeat(12)}</p><ul><li>Tries: Novak</li></ul>`;

function renderNews(path = '/blog-2') {
  return renderRoute(path, '/blog-2', <NewsPage />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the News page', () => {
  it('has the old site’s title and crumb', async () => {
    mockFetch(() => jsonResponse(listAnswer([])));
    renderNews();

    expect(screen.getByRole('heading', { level: 1, name: 'Chicago Blaze News' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('News');
    await screen.findByText('No News Posts Available');
  });

  it('shows a spinner with text while the posts load', () => {
    mockFetch(() => new Promise<Response>(() => {}));
    renderNews();

    expect(screen.getByRole('status')).toHaveTextContent('Loading news posts...');
  });

  it('asks for six posts from the start of the first page', async () => {
    const { urls } = mockFetch(() => jsonResponse(listAnswer([])));
    renderNews();

    await screen.findByText('No News Posts Available');
    const [url] = urls();
    expect(url?.pathname).toBe('/public/api/blog-posts');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ limit: '6', offset: '0' });
  });

  it('shows the empty state when there is no post', async () => {
    mockFetch(() => jsonResponse(listAnswer([])));
    renderNews();

    expect(await screen.findByRole('heading', { name: 'No News Posts Available' })).toBeInTheDocument();
    expect(screen.getByText('Check back later for the latest Chicago Blaze news!')).toBeInTheDocument();
  });

  it('shows the status for an answer that is not ok, and Try Again reloads the first page', async () => {
    let fail = true;
    const { urls } = mockFetch(() =>
      fail ? jsonResponse({ error: 'boom' }, 503, 'Service Unavailable') : jsonResponse(listAnswer([post(1)], 1)),
    );
    renderNews('/blog-2?page=3');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading News' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Unable to load news posts.');
    expect(alert).toHaveTextContent('Failed to fetch news posts: 503 Service Unavailable');
    expect(urls()[0]?.searchParams.get('offset')).toBe('12');

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('link', { name: 'Post number 1' })).toBeInTheDocument();
    expect(urls().at(-1)?.searchParams.get('offset')).toBe('0');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/blog-2$/);
  });

  it('Try Again on the first page loads it again', async () => {
    let fail = true;
    const { fetchMock } = mockFetch(() =>
      fail ? Promise.reject(new TypeError('Failed to fetch')) : jsonResponse(listAnswer([post(1)], 1)),
    );
    renderNews();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load news posts.');
    expect(alert).toHaveTextContent('Network error: Failed to fetch');

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('link', { name: 'Post number 1' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows an answer of the wrong shape as an error', async () => {
    mockFetch(() => jsonResponse({ posts: 'nope' }));
    renderNews();

    expect(await screen.findByRole('alert')).toHaveTextContent('the answer is not a list of news posts');
  });

  it('shows each post with its title linked to its own page, date, author and category', async () => {
    const posts = [
      post(1, { category: 'Match Report' }),
      post(2, { publishedAt: null, authorName: '', User: { firstName: 'Ada', lastName: 'Okafor' } }),
      post(3, { authorName: '', User: null }),
    ];
    mockFetch(() => jsonResponse(listAnswer(posts)));
    renderNews('/blog-2');

    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(3);
    const [first, second, third] = articles as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(first).getByRole('link', { name: 'Post number 1' })).toHaveAttribute('href', '/news/post-1');
    expect(first).toHaveTextContent(formatDateTime(AT - 86_400_000));
    expect(formatDateTime(AT)).toBe('March 14, 2025 at 6:30 PM');
    expect(first).toHaveTextContent('By Club Secretary');
    expect(first).toHaveTextContent('Match Report');

    // No publish date: the creation date.
    expect(second).toHaveTextContent(formatDateTime(AT - 2 * 86_400_000 - 3_600_000));
    expect(second).toHaveTextContent('By Ada Okafor');
    expect(second).not.toHaveTextContent('Match Report');

    expect(third).not.toHaveTextContent('By ');
  });

  it(`shows a ${NEWS_EXCERPT_LENGTH}-character excerpt, and Read More only when the text is longer`, async () => {
    mockFetch(() => jsonResponse(listAnswer([post(1, { content: LONG }), post(2)])));
    renderNews();

    const [long, short] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(within(long).getByText(`${stripTags(LONG).slice(0, NEWS_EXCERPT_LENGTH)}...`)).toBeInTheDocument();
    expect(within(long).getByRole('button', { name: 'Read More' })).toHaveAttribute('aria-expanded', 'false');
    expect(short).toHaveTextContent('Short post 2.');
    expect(within(short).queryByRole('button')).toBeNull();
  });

  it('expands a post to its whole HTML and back, each post on its own', async () => {
    mockFetch(() => jsonResponse(listAnswer([post(1, { content: LONG }), post(2, { content: LONG })])));
    renderNews();

    const [first, second] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    await userEvent.click(within(first).getByRole('button', { name: 'Read More' }));

    expect(within(first).getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(first).getByText('Tries: Novak').tagName).toBe('LI');
    expect(first.querySelector('strong')).not.toBeNull();
    expect(within(second).getByRole('button', { name: 'Read More' })).toBeInTheDocument();
    expect(second.querySelector('li')).toBeNull();

    await userEvent.click(within(first).getByRole('button', { name: 'Read Less' }));
    expect(within(first).queryByText('Tries: Novak')).toBeNull();
  });

  it('says there is no content for a post without any', async () => {
    mockFetch(() => jsonResponse(listAnswer([post(1, { content: '' })])));
    renderNews();

    expect(await screen.findByText('No content available for this post.')).toBeInTheDocument();
  });

  it('pages with Previous, numbered pages and Next, disabled at the ends, the page in the address', async () => {
    const { urls } = mockFetch((url) => {
      const offset = Number(url.searchParams.get('offset'));
      const posts = Array.from({ length: Math.min(6, 20 - offset) }, (_, i) => post(offset + i + 1));
      return jsonResponse(listAnswer(posts, 20, offset));
    });
    renderNews();

    const nav = await screen.findByRole('navigation', { name: 'News pages' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(4);
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Post number 7' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/blog-2?page=2');
    expect(urls().at(-1)?.searchParams.get('offset')).toBe('6');

    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(await screen.findByRole('link', { name: 'Post number 19' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/blog-2?page=4');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Post number 19' })).toHaveAttribute('href', '/news/post-19');

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Post number 13' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/blog-2?page=3');
  });

  it('opens at the page the address names', async () => {
    const { urls } = mockFetch((url) => jsonResponse(listAnswer([post(7)], 20, Number(url.searchParams.get('offset')))));
    renderNews('/blog-2?page=2');

    expect(await screen.findByRole('link', { name: 'Post number 7' })).toBeInTheDocument();
    expect(urls()[0]?.searchParams.get('offset')).toBe('6');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the last page for a page past the end', async () => {
    mockFetch((url) => {
      const offset = Number(url.searchParams.get('offset'));
      return jsonResponse(listAnswer(offset >= 8 ? [] : [post(7), post(8)], 8, offset));
    });
    renderNews('/blog-2?page=9');

    expect(await screen.findByRole('link', { name: 'Post number 8' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/blog-2?page=2');
  });
});
