// A visitor form's sending state: idle, submitting (the button disabled), then success or error
// with the message to show. The idempotency key stays the same across retries of one filled-in
// form and is renewed after a success, so the next form is a new request.

import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey, submitForm, type SubmitResult } from './submit-form';

export type FormStatus =
  | { readonly state: 'idle' }
  | { readonly state: 'submitting' }
  | { readonly state: 'success'; readonly message: string }
  | { readonly state: 'error'; readonly message: string };

export interface FormSubmission {
  readonly status: FormStatus;
  readonly submitting: boolean;
  /** Shows a message without sending (a check in the browser failed). */
  readonly fail: (message: string) => void;
  readonly clear: () => void;
  /**
   * Sends `body` to `path`; `describe` turns the result into what to show (undefined keeps the
   * form idle). Returns the result, so the caller can clear the form on success.
   */
  readonly send: (
    path: string,
    body: unknown,
    describe: (result: SubmitResult) => { readonly ok: boolean; readonly message: string },
  ) => Promise<SubmitResult>;
}

export function useFormSubmission(): FormSubmission {
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const key = useRef<string>(newIdempotencyKey());

  const fail = useCallback((message: string) => setStatus({ state: 'error', message }), []);
  const clear = useCallback(() => setStatus({ state: 'idle' }), []);
  const send = useCallback<FormSubmission['send']>(async (path, body, describe) => {
    setStatus({ state: 'submitting' });
    const result = await submitForm(path, body, key.current);
    const { ok, message } = describe(result);
    if (ok) key.current = newIdempotencyKey();
    setStatus({ state: ok ? 'success' : 'error', message });
    return result;
  }, []);

  return { status, submitting: status.state === 'submitting', fail, clear, send };
}
