import type { FormEvent } from 'react';
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
import { SelectField, TextAreaField, TextField } from '../../components/forms/field';
import type { SubmitResult } from '../../components/forms/submit-form';
import { useFieldValues } from '../../components/forms/use-field-values';
import { useFormSubmission } from '../../components/forms/use-form-submission';
import { VisitorFormEnd } from '../../components/forms/visitor-form-end';
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
  const { values: fields, setValues: setFields, update, bind, prefix: id } = useFieldValues<Fields>(empty);
  const { status, submitting, fail, send } = useFormSubmission();

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

  return (
    <form className="sponsor-form" onSubmit={onSubmit} noValidate aria-describedby={`${id}-note`}>
      <p id={`${id}-note`} className="form-hint">
        Fields marked * are required.
      </p>
      <div className="form-grid">
        <TextField {...bind('companyName')} label="Company Name" marked autoComplete="organization" />
        <TextField {...bind('contactName')} label="Contact Name" marked autoComplete="name" />
        <TextField {...bind('email')} label="Email" marked type="email" autoComplete="email" />
        <TextField {...bind('phone')} label="Phone" type="tel" autoComplete="tel" />
        <SelectField {...bind('sponsorshipType')} label="Sponsorship Type" marked>
          {sponsorshipTypes.map((type) => (
            <option key={type} value={type}>
              {sponsorshipTypeLabels[type]}
            </option>
          ))}
        </SelectField>
        <TextField {...bind('amount')} label="Proposed Amount ($)" type="number" inputMode="decimal" min={0} step={0.01} />
        <TextAreaField
          {...bind('message')}
          label="Message"
          className="form-field form-grid__wide"
          rows={5}
          placeholder="Tell us about your business and what you have in mind."
        />
      </div>
      <VisitorFormEnd
        website={fields.website}
        onWebsite={(value) => update('website', value)}
        submitting={submitting}
        status={status}
        busy="Submitting..."
        idle="Submit Sponsorship Request"
        inActions
      />
    </form>
  );
}
