import { FormAlert, SubmitButton } from './form-alert';
import { HoneypotField } from './honeypot-field';
import type { FormStatus } from './use-form-submission';

interface VisitorFormEndProps {
  /** The form's state (useVisitorForm): its honeypot value, whether it is sending, its result. */
  readonly form: {
    readonly values: { readonly website: string };
    readonly update: (name: 'website', value: string) => void;
    readonly submitting: boolean;
    readonly status: FormStatus;
  };
  /** The submit button's words, idle and while sending. */
  readonly idle: string;
  readonly busy: string;
  readonly buttonClassName?: string;
  /** The button in a `form-actions` row. */
  readonly inActions?: boolean;
  /** An id for the result, for fields that point at it (aria-describedby). */
  readonly alertId?: string;
}

/** The end of every visitor form: the field only bots fill in, the submit button, and the result. */
export function VisitorFormEnd({
  form: { values, update, submitting, status },
  idle,
  busy,
  buttonClassName = 'btn btn--primary',
  inActions = false,
  alertId,
}: VisitorFormEndProps) {
  const button = <SubmitButton className={buttonClassName} submitting={submitting} busy={busy} idle={idle} />;
  return (
    <>
      <HoneypotField value={values.website} onChange={(value) => update('website', value)} />
      {inActions ? <div className="form-actions">{button}</div> : button}
      {alertId ? (
        <div id={alertId}>
          <FormAlert status={status} />
        </div>
      ) : (
        <FormAlert status={status} />
      )}
    </>
  );
}
