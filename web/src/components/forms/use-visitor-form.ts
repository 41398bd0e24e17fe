// A visitor form: its values (the honeypot's `website` among them) bound to its fields, and their
// sending: checked in the browser first, sent with the form's idempotency key and proof of work, and
// emptied once the result shown is a success. The proof is paid from the moment the visitor starts
// on the form: its `onFocus` (a field focused), or the values changing from what the form started
// with (text typed before React took the page over, or filled in by the browser).

import { type FormEvent, useEffect, useRef } from 'react';
import type { SubmitResult } from './submit-form';
import { useFieldValues } from './use-field-values';
import { useFormSubmission } from './use-form-submission';

/** What to show for a result. */
export type Outcome = { readonly ok: boolean; readonly message: string };

/** What a submit sends (and, for this one, how its result reads), or the problem found in the browser. */
export type Checked = { readonly problem: string } | { readonly body: unknown; readonly describe?: (result: SubmitResult) => Outcome };

interface VisitorFormOptions<Values> {
  /** What the form goes back to once sent. */
  readonly empty: Values;
  /** What it starts with (a link's prefill); `empty` by default. */
  readonly initial?: Values | (() => Values);
  readonly path: string;
  /** How a result reads, unless the submit's check says (a message that names what was sent). */
  readonly describe?: (result: SubmitResult) => Outcome;
}

export function useVisitorForm<Values extends { readonly website: string }>({
  empty,
  initial = empty,
  path,
  describe,
}: VisitorFormOptions<Values>) {
  const fields = useFieldValues<Values>(initial);
  const submission = useFormSubmission();
  const started = useRef(fields.values);
  const { warmUp } = submission;
  useEffect(() => {
    if (fields.values !== started.current) warmUp();
  }, [fields.values, warmUp]);
  /**
   * The form's onSubmit: `check` finds a problem to show instead of sending, or the body to send. It
   * may answer later, so a form can load its schema only when it is sent.
   */
  const submitWith = (check: () => Checked | Promise<Checked>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.submitting) return;
    const checked = await check();
    if ('problem' in checked) {
      submission.fail(checked.problem);
      return;
    }
    const outcome = checked.describe ?? describe;
    if (!outcome) throw new Error(`useVisitorForm: nothing reads the result of ${path}`);
    const result = await submission.send(path, checked.body, outcome);
    if (outcome(result).ok) fields.setValues(empty);
  };
  return { ...fields, ...submission, submitWith, onFocus: warmUp };
}
