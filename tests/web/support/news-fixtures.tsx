// Posts and fetch answers for the news component tests, and a router that shows where the page went.

import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterAt } from './router-at';
import { Route, Routes, useLocation } from '../../../web/src/lib/router';
import { vi } from 'vitest';
import type { BlogPost, BlogPostList } from '../../../common/news/news';

export const AT = Date.UTC(2025, 2, 14, 23, 30); // March 14, 2025 at 6:30 PM in Chicago

export function post(n: number, extra: Partial<BlogPost> = {}): BlogPost {
  return {
    id: `post-${n}`,
    title: `Post number ${n}`,
    content: `<p>Short post ${n}.</p>`,
    publishedAt: AT - n * 86_400_000,
    createdAt: AT - n * 86_400_000 - 3_600_000,
    authorName: 'Club Secretary',
    User: null,
    category: null,
    ...extra,
  };
}

export function listAnswer(posts: BlogPost[], total = posts.length, offset = 0, limit = 6): BlogPostList {
  return { posts, pagination: { total, limit, offset, hasMore: offset + posts.length < total } };
}

export function jsonResponse(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

/** Replaces fetch with a mock answering each call with `answer(url)`. */
export function mockFetch(answer: (url: URL) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => answer(new URL(String(input), 'http://localhost')));
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** The URL of every call so far. */
    urls: () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')),
  };
}

function ShowLocation() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export function renderRoute(path: string, pattern: string, element: ReactElement, state?: unknown) {
  return render(
    <RouterAt path={path} state={state}>
      <Routes>
        <Route
          path={pattern}
          element={
            <>
              {element}
              <ShowLocation />
            </>
          }
        />
        <Route path="*" element={<ShowLocation />} />
      </Routes>
    </RouterAt>,
  );
}
