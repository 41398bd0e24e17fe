import {
  amountFromInput,
  SPONSORSHIP_REQUESTS_PATH,
  sponsorshipMessages,
  sponsorshipTypeLabels,
  sponsorshipTypes,
  type SponsorshipType,
} from '../../../../common/requests/sponsorship';
import { isBlank } from '../../../../common/requests/form-protocol';
import { RequiredNote, SelectField, TextAreaField, TextField } from '../../components/forms/field';
import type { SubmitResult } from '../../components/forms/submit-form';
import { useVisitorForm } from '../../components/forms/use-visitor-form';
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

/** The old site's outcome: success only when the server says so; otherwise its error, else the failure's message. */
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
  const form = useVisitorForm<Fields>({ empty, path: SPONSORSHIP_REQUESTS_PATH, describe });
  const { values: fields, bind, prefix: id } = form;
  const onSubmit = form.submitWith(async () => {
    if ([fields.companyName, fields.contactName, fields.email, fields.sponsorshipType].some(isBlank)) {
      return { problem: sponsorshipMessages.required };
    }
    const body = { ...fields, amount: amountFromInput(fields.amount) };
    // The server's own rules, loaded when the form is sent: the page itself needs no zod. If they
    // cannot be fetched, the server checks the request anyway.
    const schemas = await import('../../../../common/requests/sponsorship-schemas').catch(() => undefined);
    const checked = schemas?.sponsorshipRequestSchema.safeParse(body);
    if (!checked || checked.success) return { body };
    return { problem: checked.error.issues[0]?.message ?? sponsorshipMessages.unknownError };
  });

  return (
    <form className="sponsor-form" onSubmit={onSubmit} onFocus={form.onFocus} noValidate aria-describedby={`${id}-note`}>
      <RequiredNote id={`${id}-note`} />
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
      <VisitorFormEnd form={form} busy="Submitting..." idle="Submit Sponsorship Request" inActions />
    </form>
  );
}
