import { type FormEvent, useState } from 'react';
import { type ChangePasswordForm, changePasswordSchema, passwordPolicyHint } from '../../../../common/club/password-policy';
import { TextField } from '../../components/forms/field';
import { fieldErrors } from '../../components/forms/field-errors';
import { FormAlert, SubmitButton } from '../../components/forms/form-alert';
import { useFieldValues } from '../../components/forms/use-field-values';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { accountSecurityMessages, passwordChangeError } from './account-security-errors';
import { loadSecurity } from './load-security';

type Field = keyof ChangePasswordForm;

const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

const fields: readonly { readonly name: Field; readonly label: string; readonly autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

/** The member's password: the pool's policy checked here first (common/club/password-policy), then Cognito's ChangePassword. */
export function ChangePasswordSection() {
  const { values, setValues, bind, prefix } = useFieldValues(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const submitting = status.state === 'submitting';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = changePasswordSchema.safeParse(values);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues, (path) => path[0] as Field));
      setStatus({ state: 'error', message: 'Please correct the highlighted fields; your password is unchanged.' });
      return;
    }
    setErrors({});
    setStatus({ state: 'submitting' });
    try {
      await (await loadSecurity()).changePassword(checked.data.currentPassword, checked.data.newPassword);
      setValues(empty);
      setStatus({ state: 'success', message: accountSecurityMessages.passwordChanged });
    } catch (error) {
      setStatus({ state: 'error', message: passwordChangeError(error) });
    }
  }

  return (
    <section className="card my-account__card" aria-labelledby={`${prefix}-title`}>
      <div className="card__body">
        <h2 id={`${prefix}-title`}>Change password</h2>
        <form className="my-account__form" noValidate onSubmit={submit} aria-labelledby={`${prefix}-title`}>
          {fields.map(({ name, label, autoComplete }) => (
            <TextField
              key={name}
              {...bind(name)}
              label={label}
              hint={name === 'newPassword' ? passwordPolicyHint : undefined}
              error={errors[name]}
              type="password"
              autoComplete={autoComplete}
            />
          ))}
          <div className="form-actions">
            <SubmitButton className="btn btn--primary" submitting={submitting} busy="Changing…" idle="Change Password" />
          </div>
          <FormAlert status={status} />
        </form>
      </div>
    </section>
  );
}
