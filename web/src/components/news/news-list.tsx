// A paged list of published news posts (all, or one category), with the shared loading, error and
// empty views: the News page and the Corporate News page differ only in category and empty state.

import { type ReactNode, useEffect, useRef } from 'react';
import { ErrorState, LoadingState } from '../data/data-states';
import { useApi } from '../data/use-api';
import { blogPostsUrl, newsFailureMessage, parseBlogPostList } from '../../lib/api/news-api';
import { NewsPagination } from './news-pagination';
import { NewsPostSummary } from './news-post-summary';
import { listPageHref, usePageParam } from './use-page-param';
import './news.css';

export const NEWS_LOADING_TEXT = 'Loading news posts...';

export interface NewsListProps {
  /** The page's own path, e.g. `/blog-2`: the post pages link back to it. */
  readonly listPath: string;
  readonly category?: string;
  /** Shown when there is no post at all. */
  readonly empty: ReactNode;
}

export function NewsList({ listPath, category, empty }: NewsListProps) {
  const [page, setPage] = usePageParam();
  const { state, retry } = useApi(blogPostsUrl(page, category), parseBlogPostList);
  const top = useRef<HTMLDivElement>(null);
  const total = state.status === 'success' ? state.data.pagination.total : 0;
  const pageCount = Math.max(1, Math.ceil(total / (state.status === 'success' ? state.data.pagination.limit : 1)));

  // A page past the end (an old link, posts since removed): show the last page instead.
  const pastEnd = state.status === 'success' && state.data.posts.length === 0 && total > 0 && page > pageCount;
  useEffect(() => {
    if (pastEnd) setPage(pageCount);
  }, [pastEnd, pageCount, setPage]);

  const goTo = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView?.({ block: 'start' });
  };
  const retryFirstPage = () => {
    if (page === 1) retry();
    else setPage(1);
  };

  let body: ReactNode;
  if (state.status === 'loading' || pastEnd) body = <LoadingState text={NEWS_LOADING_TEXT} />;
  else if (state.status === 'error') {
    body = (
      <ErrorState
        title="Error Loading News"
        message={
          <>
            <p>Unable to load news posts.</p>
            <p>{newsFailureMessage(state.error, state.message)}</p>
          </>
        }
        onRetry={retryFirstPage}
      />
    );
  } else if (state.data.posts.length === 0) body = empty;
  else {
    body = (
      <>
        <div className="news-list">
          {state.data.posts.map((post) => (
            <NewsPostSummary key={post.id} post={post} backTo={listPageHref(listPath, page)} />
          ))}
        </div>
        {pageCount > 1 && <NewsPagination page={page} pageCount={pageCount} onPage={goTo} />}
      </>
    );
  }
  return (
    <div ref={top} className="news-list-area">
      {body}
    </div>
  );
}
