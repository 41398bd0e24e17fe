import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CORPORATION_NEWS_CATEGORY } from '../../common/news/news';
import CorpNewsPage from '../../web/src/features/corporation/corp-news-page';
import { jsonResponse, listAnswer, mockFetch, post, renderRoute } from './support/news-fixtures';

function renderCorpNews(path = '/corp-news') {
  return renderRoute(path, '/corp-news', <CorpNewsPage />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Corporate News page', () => {
  it("asks for the corporation's category only", async () => {
    const { urls } = mockFetch(() => jsonResponse(listAnswer([])));
    renderCorpNews();

    await screen.findByRole('heading', { name: 'No News Yet' });
    expect(Object.fromEntries(urls()[0]?.searchParams ?? [])).toEqual({ limit: '6', offset: '0', category: CORPORATION_NEWS_CATEGORY });
  });

  it('keeps its banner, and shows a spinner while loading', () => {
    mockFetch(() => new Promise<Response>(() => {}));
    renderCorpNews();

    expect(screen.getByRole('heading', { level: 1, name: 'CORPORATE NEWS' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading news posts...');
  });

  it("says 'No News Yet' when the corporation has published nothing", async () => {
    mockFetch(() => jsonResponse(listAnswer([])));
    renderCorpNews();

    expect(await screen.findByRole('heading', { name: 'No News Yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it("lists the corporation's posts, each linked to its own page", async () => {
    mockFetch(() => jsonResponse(listAnswer([post(1, { category: CORPORATION_NEWS_CATEGORY, title: 'Annual Meeting' })])));
    renderCorpNews();

    const article = await screen.findByRole('article');
    expect(within(article).getByRole('link', { name: 'Annual Meeting' })).toHaveAttribute('href', '/news/post-1');
    expect(article).toHaveTextContent(CORPORATION_NEWS_CATEGORY);
    expect(screen.queryByText('No News Yet')).toBeNull();
  });

  it('shows the error with Try Again', async () => {
    let fail = true;
    mockFetch(() => (fail ? jsonResponse({ error: 'x' }, 500, 'Internal Server Error') : jsonResponse(listAnswer([]))));
    renderCorpNews();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading News');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'No News Yet' })).toBeInTheDocument();
  });
});
