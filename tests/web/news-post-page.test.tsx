import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../common/club-time';
import NewsPostPage from '../../web/src/features/news/news-post-page';
import { AT, jsonResponse, mockFetch, post, renderRoute } from './support/news-fixtures';

const SITE_DESCRIPTION = 'The club site.';
const story = post(4, {
  id: 'demo-season-kickoff',
  title: 'New Season Kicks Off </script><b>',
  content:
    '<p>The <strong>new season</strong> opens this Saturday.</p><ul><li>Bring a chair</li></ul><p><a href="https://example.com/map" target="_blank" rel="noopener noreferrer">Map</a></p>',
  category: 'Club News',
  authorName: 'Maggie Kowalski',
});

function renderPost(slug: string, state?: unknown) {
  return renderRoute(`/news/${slug}`, '/news/:slug', <NewsPostPage />, state);
}

beforeEach(() => {
  document.head.innerHTML = `<meta name="description" content="${SITE_DESCRIPTION}">`;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('a post on its own page', () => {
  it('shows a spinner with text while the post loads', () => {
    mockFetch(() => new Promise<Response>(() => {}));
    renderPost('demo-season-kickoff');

    expect(screen.getByRole('status')).toHaveTextContent('Loading news post...');
  });

  it('asks for the post by its slug', async () => {
    const { urls } = mockFetch(() => jsonResponse(story));
    renderPost('demo-season-kickoff');

    await screen.findByRole('heading', { level: 1, name: story.title });
    expect(urls().map((url) => url.pathname)).toEqual(['/public/api/blog-posts/demo-season-kickoff']);
  });

  it('shows the whole post as stored (sanitized on save), with its date, author and category', async () => {
    mockFetch(() => jsonResponse(story));
    const { container } = renderPost('demo-season-kickoff');

    const article = await screen.findByRole('article');
    expect(screen.getByRole('heading', { level: 1, name: story.title })).toBeInTheDocument();
    expect(article).toHaveTextContent(formatDateTime(AT - 4 * 86_400_000));
    expect(article).toHaveTextContent('By Maggie Kowalski');
    expect(article).toHaveTextContent('Club News');
    expect(within(article).getByText('Bring a chair').tagName).toBe('LI');
    expect(within(article).getByRole('link', { name: 'Map' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
  });

  it('has its own document title and description, and gives the site description back when left', async () => {
    mockFetch(() => jsonResponse(story));
    const { unmount } = renderPost('demo-season-kickoff');

    await screen.findByRole('article');
    await waitFor(() => expect(document.title).toBe(`${story.title} | Blaze Rugby Club`));
    expect(description()).toBe('The new season opens this Saturday. Bring a chair Map');

    unmount();
    expect(description()).toBe(SITE_DESCRIPTION);
  });

  it('carries NewsArticle structured data with headline, dates, author and the club as publisher', async () => {
    mockFetch(() => jsonResponse(story));
    const { container } = renderPost('demo-season-kickoff');

    await screen.findByRole('article');
    const block = container.querySelector('script[type="application/ld+json"]');
    expect(block?.textContent).not.toContain('</script>');
    const data = JSON.parse(block?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: story.title,
      datePublished: new Date(story.publishedAt ?? 0).toISOString(),
      author: { '@type': 'Person', name: 'Maggie Kowalski' },
      publisher: { '@type': 'SportsOrganization', name: 'Blaze Rugby Club & Corporation' },
      mainEntityOfPage: `${window.location.origin}/news/demo-season-kickoff`,
      articleSection: 'Club News',
    });
  });

  it('links back to the list page it came from', async () => {
    mockFetch(() => jsonResponse(story));
    renderPost('demo-season-kickoff', { backTo: '/blog-2?page=3' });

    const back = await screen.findAllByRole('link', { name: /Back to News/ });
    expect(back[0]).toHaveAttribute('href', '/blog-2?page=3');
    await userEvent.click(back[0] as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent('/blog-2?page=3');
  });

  it('links back to Corporate News when it came from there, and to the News page otherwise', async () => {
    mockFetch(() => jsonResponse(story));
    const { unmount } = renderPost('demo-season-kickoff', { backTo: '/corp-news?page=2' });
    expect((await screen.findAllByRole('link', { name: /Back to Corporate News/ }))[0]).toHaveAttribute('href', '/corp-news?page=2');
    unmount();

    renderPost('demo-season-kickoff', { backTo: 'https://evil.example/' });
    expect((await screen.findAllByRole('link', { name: /Back to News/ }))[0]).toHaveAttribute('href', '/blog-2');
  });

  it('says the post does not exist when the API answers 404', async () => {
    mockFetch(() => jsonResponse({ error: 'News post not found.' }, 404, 'Not Found'));
    renderPost('no-such-post');

    expect(await screen.findByRole('heading', { level: 1, name: 'News Post Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This news post does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to News' })).toHaveAttribute('href', '/blog-2');
  });

  it('says the post does not exist for an address that cannot be a slug, without asking the API', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse(story));
    renderPost('Not%20A%20Slug');

    expect(await screen.findByRole('heading', { level: 1, name: 'News Post Not Found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an error with Try Again when loading fails, and loads again', async () => {
    let fail = true;
    const { fetchMock } = mockFetch(() => (fail ? jsonResponse({ error: 'x' }, 500, 'Internal Server Error') : jsonResponse(story)));
    renderPost('demo-season-kickoff');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading News');
    expect(alert).toHaveTextContent('Failed to fetch news posts: 500 Internal Server Error');

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
