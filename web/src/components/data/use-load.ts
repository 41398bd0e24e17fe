// Loading through a function of its own rather than a public address (useApi): a signed-in row,
// say. The same loading, error and success states as useApi, and a reload.

import { useCallback, useEffect, useState } from 'react';
import type { ApiState } from './use-api';

/** Loads `load` on mount and whenever `key` changes or reload() is called; an unmount or a newer load aborts it. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [state, setState] = useState<ApiState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads; a new attempt number loads again.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => setState({ status: 'success', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error), error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, reload };
}
