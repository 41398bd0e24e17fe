import { type FormEvent, useState } from 'react';
import { INBOX_PAGE_SIZE } from '../../../../common/inbox';
import type { PageInfo } from '../../../../common/pagination';

/** The inbox lists' search box; `onSearch` gets the trimmed words when the officer presses Search. */
export function InboxSearch({ label, onSearch }: { readonly label: string; readonly onSearch: (words: string) => void }) {
  const [search, setSearch] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(search.trim());
  }
  return (
    <form className="inbox__search" role="search" onSubmit={submit}>
      <label>
        {label}
        <input type="search" value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} />
      </label>
      <button type="submit" className="btn btn--primary btn--small">
        Search
      </button>
    </form>
  );
}

/** Which of the view's entries the page shows, or `empty` when there are none. */
export function InboxPageNote({
  pagination,
  shown,
  empty,
}: {
  readonly pagination: PageInfo;
  readonly shown: number;
  readonly empty: string;
}) {
  return (
    <p className="officers-note">
      {pagination.total === 0 ? empty : `${pagination.offset + 1}–${pagination.offset + shown} of ${pagination.total}, newest first.`}
    </p>
  );
}

/** Newer and Older, a page of INBOX_PAGE_SIZE at a time. */
export function InboxPager({
  offset,
  hasMore,
  onOffset,
}: {
  readonly offset: number;
  readonly hasMore: boolean;
  readonly onOffset: (offset: number) => void;
}) {
  return (
    <div className="form-actions">
      <button
        type="button"
        className="btn btn--outline btn--small"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - INBOX_PAGE_SIZE))}
      >
        Newer
      </button>
      <button type="button" className="btn btn--outline btn--small" disabled={!hasMore} onClick={() => onOffset(offset + INBOX_PAGE_SIZE)}>
        Older
      </button>
    </div>
  );
}
