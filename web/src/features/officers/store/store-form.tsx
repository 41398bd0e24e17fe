import { type StoreForm as StoreBody, storeFormSchema } from '../../../../../common/store/store-edits';
import type { Store } from '../../../../../common/store/store';
import { TextField } from '../../../components/forms/field';
import { ConsoleForm, useConsoleForm } from '../console/console-form';

interface StoreFormProps {
  readonly mode: 'add' | 'edit';
  readonly initial: { readonly name: string; readonly sortOrder: string };
  readonly save: (body: StoreBody) => Promise<Store>;
  readonly onSaved: (store: Store) => void;
  readonly onCancel: () => void;
}

/** Adding a store or changing its name and place in the list: checked with the handlers' own schema, then sent. */
export function StoreForm({ mode, initial, save, onSaved, onCancel }: StoreFormProps) {
  const form = useConsoleForm({ initial, fields: ['name', 'sortOrder'], action: 'save the store', onSaved });
  const { text, bind, errors, submitWith } = form;
  // Number('') is 0: an empty place is refused, not saved as the first.
  const sortOrder = text.sortOrder.trim() === '' ? Number.NaN : Number(text.sortOrder);
  return (
    <ConsoleForm
      form={form}
      label={mode === 'add' ? 'Add store' : 'Edit store'}
      heading={mode === 'add' ? 'Add store' : `Edit store: ${initial.name}`}
      onSubmit={submitWith(() => storeFormSchema.safeParse({ name: text.name, sortOrder }), save)}
      save={mode === 'add' ? 'Add Store' : 'Save Store'}
      onCancel={onCancel}
    >
      <div className="form-grid">
        <TextField {...bind('name')} label="Store name" error={errors.name} autoComplete="off" />
        <TextField
          {...bind('sortOrder')}
          label="Position"
          hint="Lower comes first; the store page opens on the first store."
          error={errors.sortOrder}
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
    </ConsoleForm>
  );
}
