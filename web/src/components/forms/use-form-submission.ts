// A visitor form's sending state: idle, submitting (the button disabled), then success or error
// with the message to show. The idempotency key stays the same across retries of one filled-in
// form and is renewed after a success, so the next form is a new request. Each send spends a proof
// of work; one the server no longer takes (expired, or spent by a send whose answer was lost) is
// replaced by a fresh one and the form sent once more, so the visitor never sees that refusal.

import { useCallback, useRef, useState } from 'react';
import { PROOF_REFUSED_MESSAGE } from '../../../../common/requests/form-protocol';
import { newIdempotencyKey, submitForm, type SubmitResult } from './submit-form';
import { useProofOfWork } from './use-proof-of-work';

export type FormStatus =
  | { readonly state: 'idle' }
  | { readonly state: 'submitting' }
  | { readonly state: 'success'; readonly message: string }
  | { readonly state: 'error'; readonly message: string };

export interface FormSubmission {
  readonly status: FormStatus;
  readonly submitting: boolean;
  /** Starts paying the form's proof of work, ahead of the send. */
  readonly warmUp: () => void;
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

const proofRefused = (result: SubmitResult) => result.kind === 'refused' && result.status === 403 && result.error === PROOF_REFUSED_MESSAGE;

export function useFormSubmission(): FormSubmission {
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const key = useRef<string>(newIdempotencyKey());
  const proof = useProofOfWork();

  const fail = useCallback((message: string) => setStatus({ state: 'error', message }), []);
  const clear = useCallback(() => setStatus({ state: 'idle' }), []);
  const send = useCallback<FormSubmission['send']>(
    async (path, body, describe) => {
      setStatus({ state: 'submitting' });
      const attempt = async (): Promise<SubmitResult> => {
        try {
          return await submitForm(path, body, key.current, await proof.take());
        } catch (error) {
          // The challenge could not be fetched or solved: to the visitor, like any lost connection.
          return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
        }
      };
      let result = await attempt();
      if (proofRefused(result)) result = await attempt();
      const { ok, message } = describe(result);
      if (ok) key.current = newIdempotencyKey();
      setStatus({ state: ok ? 'success' : 'error', message });
      // The visitor may correct the form and send again: its proof is paid meanwhile.
      if (!ok) proof.warmUp();
      return result;
    },
    [proof],
  );

  return { status, submitting: status.state === 'submitting', warmUp: proof.warmUp, fail, clear, send };
}
