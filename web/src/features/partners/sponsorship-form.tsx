import { useId, useState, type FormEvent } from 'react';
import {
  amountFromInput,
  SPONSORSHIP_REQUESTS_PATH,
  sponsorshipMessages,
  sponsorshipRequestSchema,
  sponsorshipTypeLabels,
  sponsorshipTypes,
  type SponsorshipType,
} from '../../../../common/sponsorship';
import { isBlank } from '../../../../common/visitor-forms';
import { FormAlert, SubmitButton } from '../../components/forms/form-alert';
import { HoneypotField } from '../../components/forms/honeypot-field';
import type { SubmitResult } from '../../components/forms/submit-form';
import { useFormSubmission } from '../../components/forms/use-form-submission';
import '../../components/forms/form-grid.css';

interface Fields {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  sponsorshipType: SponsorshipType;
  amount: string;
  message: string;
  website: string;
}

const empty: Fields = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  sponsorshipType: 'other',
  amount: '',
  message: '',
  website: '',
};

/** The spec's outcome: success only when the server says so; otherwise its error, else the failure's message. */
function describe(result: SubmitResult): { ok: boolean; message: string } {
  if (result.kind === 'ok') {
    const body = result.body as { success?: unknown; error?: unknown } | null;
    if (body?.success !== false) return { ok: true, message: sponsorshipMessages.success };
    return {
      ok: false,
      message: sponsorshipMessages.failure(typeof body.error === 'string' ? body.error : sponsorshipMessages.unknownError),
    };
  }
  const detail = result.kind === 'refused' ? result.error : result.message;
  return { ok: false, message: sponsorshipMessages.failure(detail || sponsorshipMessages.unknownError) };
}

/** 'Become a Sponsor': checked here with the server's own rules, then sent; cleared on success. */
export function SponsorshipForm() {
  const [fields, setFields] = useState<Fields>(empty);
  const { status, submitting, fail, send } = useFormSubmission();
  const id = useId();

  function update<K extends keyof Fields>(name: K, value: Fields[K]) {
    setFields((previous) => ({ ...previous, [name]: value }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if ([fields.companyName, fields.contactName, fields.email, fields.sponsorshipType].some(isBlank)) {
      fail(sponsorshipMessages.required);
      return;
    }
    const body = { ...fields, amount: amountFromInput(fields.amount) };
    const checked = sponsorshipRequestSchema.safeParse(body);
    if (!checked.success) {
      fail(checked.error.issues[0]?.message ?? sponsorshipMessages.unknownError);
      return;
    }
    const result = await send(SPONSORSHIP_REQUESTS_PATH, body, describe);
    if (describe(result).ok) setFields(empty);
  }

  const field = (name: keyof Fields) => `${id}-${name}`;
  const required = (
    <span className="form-required" aria-hidden="true">
      {' '}
      *
    </span>
  );

  return (
    <form className="sponsor-form" onSubmit={onSubmit} noValidate aria-describedby={`${id}-note`}>
      <p id={`${id}-note`} className="form-hint">
        Fields marked * are required.
      </p>
      <div className="form-grid">
        <div className="form-field">
          <label htmlFor={field('companyName')}>Company Name{required}</label>
          <input
            id={field('companyName')}
            name="companyName"
            type="text"
            autoComplete="organization"
            aria-required="true"
            value={fields.companyName}
            onChange={(event) => update('companyName', event.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor={field('contactName')}>Contact Name{required}</label>
          <input
            id={field('contactName')}
            name="contactName"
            type="text"
            autoComplete="name"
            aria-required="true"
            value={fields.contactName}
            onChange={(event) => update('contactName', event.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor={field('email')}>Email{required}</label>
          <input
            id={field('email')}
            name="email"
            type="email"
            autoComplete="email"
            aria-required="true"
            value={fields.email}
            onChange={(event) => update('email', event.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor={field('phone')}>Phone</label>
          <input
            id={field('phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={fields.phone}
            onChange={(event) => update('phone', event.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor={field('sponsorshipType')}>Sponsorship Type{required}</label>
          <select
            id={field('sponsorshipType')}
            name="sponsorshipType"
            aria-required="true"
            value={fields.sponsorshipType}
            onChange={(event) => update('sponsorshipType', event.target.value as SponsorshipType)}
          >
            {sponsorshipTypes.map((type) => (
              <option key={type} value={type}>
                {sponsorshipTypeLabels[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor={field('amount')}>Proposed Amount ($)</label>
          <input
            id={field('amount')}
            name="amount"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={fields.amount}
            onChange={(event) => update('amount', event.target.value)}
          />
        </div>
        <div className="form-field form-grid__wide">
          <label htmlFor={field('message')}>Message</label>
          <textarea
            id={field('message')}
            name="message"
            rows={5}
            placeholder="Tell us about your business and what you have in mind."
            value={fields.message}
            onChange={(event) => update('message', event.target.value)}
          />
        </div>
      </div>
      <HoneypotField value={fields.website} onChange={(value) => update('website', value)} />
      <div className="form-actions">
        <SubmitButton className="btn btn--primary" submitting={submitting} busy="Submitting..." idle="Submit Sponsorship Request" />
      </div>
      <FormAlert status={status} />
    </form>
  );
}
