// The member's own requests and newsletter entry, loaded with their ID token; the answer is
// checked against the schema the handler builds it with.

import { useCallback, useEffect, useState } from 'react';
import { MY_REQUESTS_PATH, type MyRequestsAnswer, myRequestsAnswerSchema } from '../../../../common/my-requests';
import type { ApiState } from '../../components/data/use-api';
import { signedInFetchJson } from '../auth/signed-in-fetch';

export function fetchMyRequests(signal?: AbortSignal): Promise<MyRequestsAnswer> {
  return signedInFetchJson(MY_REQUESTS_PATH, (body) => myRequestsAnswerSchema.parse(body), { signal });
}

/** Loads the answer (the page mounts this only for a signed-in member), with a retry. */
export function useMyRequests(): { readonly state: ApiState<MyRequestsAnswer>; readonly retry: () => void } {
  const [state, setState] = useState<ApiState<MyRequestsAnswer>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    // A new attempt number starts a new load (Try Again).
    void attempt;
    fetchMyRequests(controller.signal).then(
      (data) => setState({ status: 'success', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error), error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
