import { type FormEvent, type ReactNode, useState } from 'react';
import { INBOX_PAGE_SIZE } from '../../../../../common/requests/inbox';
import type { PageInfo } from '../../../../../common/pagination';
import { useLoad } from '../../../components/data/use-load';
import { FormAlert } from '../../../components/forms/form-alert';
import type { FormStatus } from '../../../components/forms/use-form-submission';
import { failureText } from '../../../lib/failure-text';
import { LoadError } from '../console/load-error';

/** What an inbox view shows: one status, the words searched for. */
interface View {
  readonly status: string;
  readonly q: string;
}

interface InboxListProps<V extends View, Row> {
  /** The section's name and its heading. */
  readonly label: string;
  readonly title: string;
  readonly initialView: V;
  /** The address of a page of the view, from `offset`. */
  readonly urlOf: (view: V, offset: number, limit: number) => string;
  readonly fetchPage: (url: string, signal: AbortSignal) => Promise<{ readonly items: readonly Row[]; readonly pagination: PageInfo }>;
  /** Saves the view's CSV. */
  readonly download: (view: V) => Promise<void>;
  /** The statuses the view can show. */
  readonly statuses: readonly V['status'][];
  readonly statusLabel: (status: V['status']) => string;
  readonly searchLabel: string;
  /** After the view changes (a request opened from the old one closes). */
  readonly onMove?: () => void;
  /** What the list holds, as in "Loading the requests…". */
  readonly what: string;
  readonly empty: string;
  readonly listLabel: string;
  /** One row's list item. */
  readonly row: (row: Row) => ReactNode;
  /** Under the list (the request opened whole), with the list's reload. */
  readonly children?: (reload: () => void) => ReactNode;
}

/** One inbox view: its heading and CSV, a status choice and search, then a page of its rows, newer and older. */
export function InboxList<V extends View, Row>(props: InboxListProps<V, Row>) {
  const [view, setView] = useState(props.initialView);
  const [offset, setOffset] = useState(0);
  const [csvStatus, setCsvStatus] = useState<FormStatus>({ state: 'idle' });
  const url = props.urlOf(view, offset, INBOX_PAGE_SIZE);
  const { state, reload } = useLoad((signal) => props.fetchPage(url, signal), url);

  const change = (next: Partial<View>) => {
    setView((current) => ({ ...current, ...next }));
    setOffset(0);
    props.onMove?.();
  };

  async function download() {
    setCsvStatus({ state: 'idle' });
    try {
      await props.download(view);
    } catch (error) {
      setCsvStatus({ state: 'error', message: failureText('download the CSV', error) });
    }
  }

  return (
    <section aria-label={props.label}>
      <div className="inbox__bar">
        <h3>{props.title}</h3>
        <button type="button" className="btn btn--outline btn--small" onClick={() => void download()}>
          Download CSV
        </button>
      </div>
      <FormAlert status={csvStatus} />
      <div className="inbox__filters">
        <label>
          Status
          <select value={view.status} onChange={(event) => change({ status: event.target.value })}>
            {props.statuses.map((status) => (
              <option key={status} value={status}>
                {props.statusLabel(status)}
              </option>
            ))}
          </select>
        </label>
        <InboxSearch label={props.searchLabel} onSearch={(q) => change({ q })} />
      </div>
      {state.status === 'loading' ? <p role="status">Loading the {props.what}…</p> : null}
      {state.status === 'error' ? <LoadError small what={props.what} message={state.message} retry={reload} /> : null}
      {state.status === 'success' ? (
        <>
          <InboxPageNote pagination={state.data.pagination} shown={state.data.items.length} empty={props.empty} />
          <ul className="inbox-list" aria-label={props.listLabel}>
            {state.data.items.map(props.row)}
          </ul>
          <InboxPager offset={offset} hasMore={state.data.pagination.hasMore} onOffset={setOffset} />
        </>
      ) : null}
      {props.children?.(reload)}
    </section>
  );
}

/** The inbox lists' search box; `onSearch` gets the trimmed words when the officer presses Search. */
function InboxSearch({ label, onSearch }: { readonly label: string; readonly onSearch: (words: string) => void }) {
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
function InboxPageNote({ pagination, shown, empty }: { readonly pagination: PageInfo; readonly shown: number; readonly empty: string }) {
  return (
    <p className="officers-note">
      {pagination.total === 0 ? empty : `${pagination.offset + 1}–${pagination.offset + shown} of ${pagination.total}, newest first.`}
    </p>
  );
}

/** Newer and Older, a page of INBOX_PAGE_SIZE at a time. */
function InboxPager({
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
