import type { ReactNode } from 'react';
import { useApi } from '../../../components/data/use-api';
import { LoadError } from './load-error';

interface ApiLoadedProps<T> {
  readonly url: string;
  readonly parse: (body: unknown) => T;
  /** What is loaded, as in "Could not load the games: …". */
  readonly what: string;
  /** The line while it loads; by default "Loading the {what}…". */
  readonly loading?: string;
  readonly children: (data: T) => ReactNode;
}

/** What a console edits, loaded from the API: a line while it loads, the reason and Try Again if it fails, then the console. */
export function ApiLoaded<T>({ url, parse, what, loading, children }: ApiLoadedProps<T>) {
  const { state, retry } = useApi(url, parse);
  if (state.status === 'loading') {
    return (
      <p className="officers-gate" role="status">
        {loading ?? `Loading the ${what}…`}
      </p>
    );
  }
  if (state.status === 'error') return <LoadError what={what} message={state.message} retry={retry} />;
  return children(state.data);
}
