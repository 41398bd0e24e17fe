import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { TextField } from '../../components/forms/field';
import { FormAlert, SubmitButton } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { Link } from '../../lib/router';
import type { AuthenticatorSetup } from '../../lib/auth/auth-client';
import { OFFICER_TWO_STEP_MESSAGE } from '../../lib/auth/officer-two-step';
import { accountSecurityMessages, authenticatorError, isAuthenticatorUnsupported } from './account-security-errors';
import { loadSecurity, refreshTokens } from './load-security';

type Step =
  | { readonly kind: 'checking' }
  | { readonly kind: 'off'; readonly starting: boolean; readonly error?: string }
  | { readonly kind: 'pairing'; readonly setup: AuthenticatorSetup }
  | { readonly kind: 'on'; readonly justNow: boolean }
  | { readonly kind: 'unavailable' };

const CODE = /^\d{6}$/;

/** Groups the key in fours, as authenticator apps print it, so it can be typed without losing place. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function PairingForm({ setup, onDone }: { readonly setup: AuthenticatorSetup; readonly onDone: () => void }) {
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const prefix = useId();
  const submitting = status.state === 'submitting';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const typed = code.replace(/\s/g, '');
    if (!CODE.test(typed)) {
      setStatus({ state: 'error', message: accountSecurityMessages.codeFormat });
      return;
    }
    setStatus({ state: 'submitting' });
    try {
      await (await loadSecurity()).finishAuthenticatorSetup(typed);
      await refreshTokens();
      onDone();
    } catch (error) {
      setStatus({ state: 'error', message: authenticatorError(error) });
    }
  }

  return (
    <form className="my-account__form" noValidate onSubmit={submit} aria-label="Confirm your authenticator app">
      <ol className="my-account__steps">
        <li>
          On your phone, open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …) and add an account. On this
          phone you can use the link: <a href={setup.uri}>Add to authenticator app</a>
        </li>
        <li>
          Or type this key into the app: <code className="my-account__secret">{grouped(setup.secret)}</code>
          <span className="my-account__uri">
            Setup address: <code>{setup.uri}</code>
          </span>
        </li>
        <li>Type the six-digit code the app now shows for Blaze Rugby Club.</li>
      </ol>
      <TextField
        id={`${prefix}-code`}
        label="Code from the app"
        invalid={status.state === 'error'}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="form-actions">
        <SubmitButton className="btn btn--primary" submitting={submitting} busy="Checking…" idle="Turn On Two-Step Sign-In" />
      </div>
      <FormAlert status={status} />
    </form>
  );
}

/**
 * Two-step sign-in with an authenticator app (TOTP), which the user pool offers to every member and
 * officers need before their console opens.
 */
export function TwoStepSection({ email, isOfficer = false }: { readonly email: string; readonly isOfficer?: boolean }) {
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const prefix = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const mustSetUp = isOfficer && step.kind === 'off';

  // An officer is sent here from the console: the section they came for is at the foot of the page,
  // so it is brought into view and given the focus (a screen reader reads the reason next).
  useEffect(() => {
    if (!mustSetUp) return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [mustSetUp]);

  useEffect(() => {
    let active = true;
    void (async () => {
      try {
        const enabled = await (await loadSecurity()).authenticatorEnabled();
        if (active) setStep(enabled ? { kind: 'on', justNow: false } : { kind: 'off', starting: false });
      } catch (error) {
        // Not knowing whether it is on must not hide the offer: setting it up again only replaces the key.
        if (active) setStep(isAuthenticatorUnsupported(error) ? { kind: 'unavailable' } : { kind: 'off', starting: false });
      }
    })();
    return () => {
      active = false;
    };
  }, []);

  async function start() {
    setStep({ kind: 'off', starting: true });
    try {
      setStep({ kind: 'pairing', setup: await (await loadSecurity()).startAuthenticatorSetup(email) });
    } catch (error) {
      setStep(
        isAuthenticatorUnsupported(error) ? { kind: 'unavailable' } : { kind: 'off', starting: false, error: authenticatorError(error) },
      );
    }
  }

  return (
    <section className="card my-account__card" aria-labelledby={`${prefix}-title`}>
      <div className="card__body">
        <h2 id={`${prefix}-title`} ref={heading} tabIndex={-1}>
          Two-step sign-in
        </h2>
        {step.kind === 'checking' ? <p>Checking your sign-in settings…</p> : null}
        {step.kind === 'off' ? (
          <>
            {isOfficer ? (
              <p role="status" className="my-account__notice">
                {OFFICER_TWO_STEP_MESSAGE}
              </p>
            ) : null}
            <p>
              Add a code from an authenticator app on your phone to your password, so that a stolen password alone cannot open your account.
              Club officers should turn this on.
            </p>
            <button type="button" className="btn btn--primary" onClick={start} disabled={step.starting}>
              {step.starting ? 'Starting…' : 'Set Up Authenticator App'}
            </button>
            <FormAlert status={step.error ? { state: 'error', message: step.error } : { state: 'idle' }} />
          </>
        ) : null}
        {step.kind === 'pairing' ? <PairingForm setup={step.setup} onDone={() => setStep({ kind: 'on', justNow: true })} /> : null}
        {step.kind === 'on' ? (
          <p role={step.justNow ? 'status' : undefined} className={step.justNow ? 'form-alert form-alert--success' : undefined}>
            {accountSecurityMessages.authenticatorOn}
          </p>
        ) : null}
        {step.kind === 'on' && step.justNow && isOfficer ? (
          <p>
            <Link to="/officers">Open the officers' console</Link>
          </p>
        ) : null}
        {step.kind === 'unavailable' ? (
          <p role="status" className="my-account__notice">
            {accountSecurityMessages.authenticatorUnavailable}
          </p>
        ) : null}
      </div>
    </section>
  );
}
