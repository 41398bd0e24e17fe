// What every console form shares: the typed text, the errors by field, the sending state and the
// focus rules (useConsoleForm), and the card it stands in with its Save and Cancel (ConsoleForm).
// Each form is checked in the browser with the handlers' own schema before anything is sent.

import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import type * as z from 'zod';
import { FormAlert } from '../../../components/forms/form-alert';
import { savingWithPicture, type usePictureChoice } from '../../../components/uploads/picture-field';
import '../../../components/forms/form-grid.css';
import { useFieldValues } from '../../../components/forms/use-field-values';
import type { FormStatus } from '../../../components/forms/use-form-submission';
import { failureText } from '../../../lib/failure-text';
import { fieldErrors } from '../../../components/forms/field-errors';
import { SaveButton } from './save-button';

const CORRECT_FIELDS = 'Please correct the highlighted fields; nothing was saved.';

type Issues = readonly z.core.$ZodIssue[];
type PictureChoiceState = ReturnType<typeof usePictureChoice>;

export interface ConsoleFormOptions<Text extends object, Saved> {
  readonly initial: Text | (() => Text);
  /** The fields in the order the form shows them: the first with an error takes the focus. */
  readonly fields: readonly string[];
  /** The field an issue's path points at; by default its first step, when that is one of `fields`. */
  readonly fieldOf?: (path: readonly PropertyKey[]) => string | undefined;
  /** The failure's action, as in "Could not save the game: …". */
  readonly action: string;
  readonly onSaved: (saved: Saved) => void;
  /** Whether the first control takes the focus on opening: yes for a form opened by a button, not for a page's own. */
  readonly autoFocus?: boolean;
}

export function useConsoleForm<Text extends object, Saved>({
  initial,
  fields,
  fieldOf,
  action,
  onSaved,
  autoFocus = true,
}: ConsoleFormOptions<Text, Saved>) {
  const values = useFieldValues<Text>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = status.state === 'submitting';

  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening only.
  useEffect(() => {
    if (autoFocus) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);

  // The first field shown with an error, in the form's order (then any other, like a variant's).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const field of new Set([...fields, ...Object.keys(errors)])) {
      const control = errors[field] ? form.querySelector<HTMLElement>(`[name="${field}"], [data-field="${field}"]`) : null;
      if (control) {
        control.focus();
        return;
      }
    }
  }, [errors, fields]);

  const byField = fieldOf ?? ((path) => (typeof path[0] === 'string' && fields.includes(path[0]) ? path[0] : undefined));

  /**
   * Shows the issues by field and sends nothing. The messages of fields the form does not show
   * (`shown`: scoring a game whose other details are bad) join the alert's `message`.
   */
  function refuse(issues: Issues, { shown = fields, message = CORRECT_FIELDS }: { shown?: readonly string[]; message?: string } = {}) {
    const found = fieldErrors(issues, byField);
    setErrors(found);
    const hidden = fields.filter((field) => !shown.includes(field) && found[field]).map((field) => found[field] ?? '');
    setStatus({ state: 'error', message: [message, ...hidden].join(' ') });
    return found;
  }

  /**
   * Sends: the Save button waits, then onSaved has the answer, or the alert says what failed
   * (`failure`, by default "Could not {action}: …"). Answers whether it was saved.
   */
  async function send(save: () => Promise<Saved>, failure = (error: unknown) => failureText(action, error)): Promise<boolean> {
    setErrors({});
    setStatus({ state: 'submitting' });
    try {
      onSaved(await save());
      return true;
    } catch (error) {
      setStatus({ state: 'error', message: failure(error) });
      return false;
    }
  }

  /** The usual submit: the text checked with the schema (`check`), then the checked body saved. */
  const submitWith =
    <Body,>(check: () => z.ZodSafeParseResult<Body>, save: (body: Body) => Promise<Saved>) =>
    async (event: FormEvent) => {
      event.preventDefault();
      if (submitting) return;
      const checked = check();
      if (!checked.success) {
        refuse(checked.error.issues);
        return;
      }
      await send(() => save(checked.data));
    };

  /**
   * The submit of a form with a picture: the text's problems and the chosen file's shown together
   * (the file's beside its input), then the file uploaded and the checked body saved naming the
   * upload, a failure saying which step failed (savingWithPicture).
   */
  const submitWithPicture =
    <Body,>(
      picture: PictureChoiceState,
      check: () => z.ZodSafeParseResult<Body>,
      save: (body: Body, uploadId: string | undefined) => Promise<Saved>,
      what: { readonly record: string; readonly picture: string },
    ) =>
    async (event: FormEvent) => {
      event.preventDefault();
      if (submitting) return;
      const checked = check();
      const pictureProblem = picture.problem();
      if (!checked.success || pictureProblem) {
        refuse(checked.success ? [] : checked.error.issues);
        return;
      }
      await send(...savingWithPicture(picture, (uploadId) => save(checked.data, uploadId), what));
    };

  return {
    ...values,
    text: values.values,
    setText: values.setValues,
    errors,
    status,
    setStatus,
    submitting,
    formRef,
    refuse,
    send,
    submitWith,
    submitWithPicture,
  };
}

interface ConsoleFormProps {
  readonly form: { readonly formRef: RefObject<HTMLFormElement | null>; readonly status: FormStatus; readonly submitting: boolean };
  /** The form's name for assistive technology ("Add game"). */
  readonly label: string;
  readonly heading: ReactNode;
  /** 2 for a form that is the page's content, 3 for one inside a list. */
  readonly level?: 2 | 3;
  readonly className?: string;
  readonly onSubmit: (event: FormEvent) => void;
  /** The Save button's words: idle, and while sending. */
  readonly save: string;
  readonly busy?: string;
  /** The Save button waits without a spinner (files still uploading, nothing chosen). */
  readonly waiting?: boolean;
  readonly onCancel?: () => void;
  /** More buttons, between Save and Cancel. */
  readonly actions?: ReactNode;
  /** Under the alert. */
  readonly after?: ReactNode;
  readonly children: ReactNode;
}

/** A console form's card: heading, fields, Save (and Cancel), and the alert. */
export function ConsoleForm({
  form,
  label,
  heading,
  level = 3,
  className,
  onSubmit,
  save,
  busy,
  waiting,
  onCancel,
  actions,
  after,
  children,
}: ConsoleFormProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <form
      ref={form.formRef}
      className={className ? `officers-form card ${className}` : 'officers-form card'}
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
    >
      <div className="card__body">
        <Heading>{heading}</Heading>
        {children}
        <div className="form-actions">
          <SaveButton submitting={form.submitting} waiting={waiting} busy={busy} idle={save} />
          {actions}
          {onCancel ? (
            <button type="button" className="btn btn--outline" onClick={onCancel} disabled={form.submitting}>
              Cancel
            </button>
          ) : null}
        </div>
        <FormAlert status={form.status} />
        {after}
      </div>
    </form>
  );
}
