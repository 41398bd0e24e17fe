import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type StoreForm as StoreBody, storeFormSchema } from '../../../../common/store-edits';
import type { Store } from '../../../../common/store';
import { FormAlert } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { fieldErrors } from './field-errors';
import { failureText } from './failure-text';
import { SaveButton } from './save-button';

type StoreField = 'name' | 'sortOrder';

interface StoreFormProps {
  readonly mode: 'add' | 'edit';
  readonly initial: { readonly name: string; readonly sortOrder: string };
  readonly save: (body: StoreBody) => Promise<Store>;
  readonly onSaved: (store: Store) => void;
  readonly onCancel: () => void;
}

/** Adding a store or changing its name and place in the list: checked with the handlers' own schema, then sent. */
export function StoreForm({ mode, initial, save, onSaved, onCancel }: StoreFormProps) {
  const [text, setText] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<StoreField, string>>>({});
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = useId();
  const submitting = status.state === 'submitting';

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    // Number('') is 0: an empty place is refused, not saved as the first.
    const sortOrder = text.sortOrder.trim() === '' ? Number.NaN : Number(text.sortOrder);
    const checked = storeFormSchema.safeParse({ name: text.name, sortOrder });
    if (!checked.success) {
      const found = fieldErrors(checked.error.issues, (path) => (path[0] === 'name' || path[0] === 'sortOrder' ? path[0] : undefined));
      setErrors(found);
      formRef.current?.querySelector<HTMLElement>(`[name="${found.name ? 'name' : 'sortOrder'}"]`)?.focus();
      setStatus({ state: 'error', message: 'Please correct the highlighted fields; nothing was saved.' });
      return;
    }
    setErrors({});
    setStatus({ state: 'submitting' });
    try {
      onSaved(await save(checked.data));
    } catch (error) {
      setStatus({ state: 'error', message: failureText('save the store', error) });
    }
  }

  const field = (name: StoreField, label: string, hint?: string) => {
    const error = errors[name];
    const fieldId = `${prefix}-${name}`;
    return (
      <div className="form-field">
        <label htmlFor={fieldId}>{label}</label>
        <input
          id={fieldId}
          name={name}
          type="text"
          inputMode={name === 'sortOrder' ? 'numeric' : undefined}
          autoComplete="off"
          value={text[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => setText((current) => ({ ...current, [name]: event.target.value }))}
        />
        {hint ? <span className="officers-hint">{hint}</span> : null}
        {error ? (
          <span id={`${fieldId}-error`} className="field-error">
            {error}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      className="officers-form card"
      noValidate
      onSubmit={submit}
      aria-label={mode === 'add' ? 'Add store' : 'Edit store'}
    >
      <div className="card__body">
        <h3>{mode === 'add' ? 'Add store' : `Edit store: ${initial.name}`}</h3>
        <div className="form-grid">
          {field('name', 'Store name')}
          {field('sortOrder', 'Position', 'Lower comes first; the store page opens on the first store.')}
        </div>
        <div className="form-actions">
          <SaveButton submitting={submitting} idle={mode === 'add' ? 'Add Store' : 'Save Store'} />
          <button type="button" className="btn btn--outline" onClick={onCancel} disabled={submitting}>
            Cancel
          </button>
        </div>
        <FormAlert status={status} />
      </div>
    </form>
  );
}
