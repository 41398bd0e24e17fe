import { type FormEvent, type ReactNode, useState } from 'react';
import { INBOX_PAGE_SIZE } from '../../../../common/inbox';
import type { PageInfo } from '../../../../common/pagination';
import type { ApiState } from '../../components/data/use-api';
import { FormAlert } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { failureText } from './failure-text';
import { LoadError } from './load-error';

interface InboxListProps<Row, Status extends string> {
  /** The section's name and its heading. */
  readonly label: string;
  readonly title: string;
  /** Saves the view's CSV. */
  readonly download: () => Promise<void>;
  /** The statuses the view can show, the one it shows, and a choice of another. */
  readonly statuses: readonly Status[];
  readonly statusLabel: (status: Status) => string;
  readonly status: Status;
  readonly onStatus: (status: Status) => void;
  readonly searchLabel: string;
  readonly onSearch: (words: string) => void;
  readonly state: ApiState<{ readonly items: readonly Row[]; readonly pagination: PageInfo }>;
  readonly reload: () => void;
  /** What the list holds, as in "Loading the requests…". */
  readonly what: string;
  readonly empty: string;
  readonly listLabel: string;
  /** One row's list item. */
  readonly row: (row: Row) => ReactNode;
  readonly offset: number;
  readonly onOffset: (offset: number) => void;
  /** Under the list (the request opened whole). */
  readonly children?: ReactNode;
}

/** One inbox view: its heading and CSV, a status choice and search, then a page of its rows. */
export function InboxList<Row, Status extends string>(props: InboxListProps<Row, Status>) {
  const { state } = props;
  const [csvStatus, setCsvStatus] = useState<FormStatus>({ state: 'idle' });

  async function download() {
    setCsvStatus({ state: 'idle' });
    try {
      await props.download();
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
          <select value={props.status} onChange={(event) => props.onStatus(event.target.value as Status)}>
            {props.statuses.map((status) => (
              <option key={status} value={status}>
                {props.statusLabel(status)}
              </option>
            ))}
          </select>
        </label>
        <InboxSearch label={props.searchLabel} onSearch={props.onSearch} />
      </div>
      {state.status === 'loading' ? <p role="status">Loading the {props.what}…</p> : null}
      {state.status === 'error' ? <LoadError small what={props.what} message={state.message} retry={props.reload} /> : null}
      {state.status === 'success' ? (
        <>
          <InboxPageNote pagination={state.data.pagination} shown={state.data.items.length} empty={props.empty} />
          <ul className="inbox-list" aria-label={props.listLabel}>
            {state.data.items.map(props.row)}
          </ul>
          <InboxPager offset={props.offset} hasMore={state.data.pagination.hasMore} onOffset={props.onOffset} />
        </>
      ) : null}
      {props.children}
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
