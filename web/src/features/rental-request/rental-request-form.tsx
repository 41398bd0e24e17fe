import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from '../../app/router';
import { clubWallClock } from '../../../../common/club-time';
import { RENTAL_MAX_ATTENDEES, RENTAL_REQUESTS_PATH, rentalMessages } from '../../../../common/rental-rules';
import { FORM_LIMITS } from '../../../../common/form-protocol';
import { TextAreaField, TextField } from '../../components/forms/field';
import type { SubmitResult } from '../../components/forms/submit-form';
import { useVisitorForm } from '../../components/forms/use-visitor-form';
import { VisitorFormEnd } from '../../components/forms/visitor-form-end';
import { hasPage } from '../../../../common/pages/pages';
import {
  emptyRentalForm,
  failureDetail,
  formTimes,
  prefillFromAddress,
  type RentalFormFields,
  rentalFormProblem,
  rentalRequestBody,
} from './rental-form-fields';
import { RentalEstimate } from './rental-estimate';
import { useRentalPricing } from './use-rental-pricing';

const CALENDAR_PATH = '/rental-calendar';
const requiredFields: ReadonlySet<keyof RentalFormFields> = new Set(['name', 'email', 'phone', 'eventTitle', 'start', 'end']);

function describe(result: SubmitResult): { ok: boolean; message: string } {
  if (result.kind === 'ok') return { ok: true, message: rentalMessages.success };
  return { ok: false, message: rentalMessages.failure(failureDetail(result)) };
}

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'maxLength' | 'min' | 'max' | 'step' | 'inputMode'>;

/** The /rental-request form: four sections, the Estimated Total, and the result under the button. */
export function RentalRequestForm() {
  const [search] = useSearchParams();
  const form = useVisitorForm<RentalFormFields>({
    empty: emptyRentalForm,
    initial: () => ({ ...emptyRentalForm, ...prefillFromAddress(search) }),
    path: RENTAL_REQUESTS_PATH,
    describe,
  });
  const { values: fields, setValues: setFields, status, prefix: id } = form;
  const { pricing, loaded } = useRentalPricing();
  const [blankShown, setBlankShown] = useState(false);
  const alertId = `${id}-result`;
  const { start, end } = formTimes(fields);
  const earliest = clubWallClock(Date.now()).slice(0, 16);

  function update(name: keyof RentalFormFields, value: string) {
    setFields((previous) => {
      const next = { ...previous, [name]: value };
      // Most rentals end on the day they start: an empty end follows the start's day.
      if (name === 'start' && !previous.end && /^\d{4}-\d{2}-\d{2}T/.test(value)) next.end = value;
      return next;
    });
  }

  const onSubmit = form.submitWith(() => {
    const problem = rentalFormProblem(fields, pricing, Date.now());
    setBlankShown(problem === rentalMessages.required);
    return problem ? { problem } : { body: rentalRequestBody(fields) };
  });

  const field = (name: keyof RentalFormFields, label: string, input: InputProps = {}, hint?: ReactNode) => {
    const required = requiredFields.has(name);
    const invalid = blankShown && required && status.state === 'error' && fields[name].trim() === '';
    return (
      <TextField
        id={`${id}-${name}`}
        name={name}
        label={label}
        marked={required}
        hint={hint}
        invalid={invalid}
        describedBy={invalid ? alertId : undefined}
        {...input}
        required={required}
        value={fields[name]}
        onChange={(event) => update(name, event.target.value)}
      />
    );
  };

  const textArea = (name: keyof RentalFormFields, label: string, maxLength: number) => (
    <TextAreaField
      id={`${id}-${name}`}
      name={name}
      label={label}
      rows={3}
      maxLength={maxLength}
      value={fields[name]}
      onChange={(event) => update(name, event.target.value)}
    />
  );

  const lengthRule = `At least ${pricing.minimum_rental_hours} hours, at most ${pricing.maximum_rental_days} days.`;

  return (
    <form
      className="rental-request-form"
      noValidate
      onSubmit={onSubmit}
      onFocus={form.onFocus}
      aria-label="Rental request"
      aria-busy={form.submitting}
    >
      <p className="form-hint">
        Fields marked <span className="form-required">*</span> are required.
      </p>

      <fieldset className="rental-request-form__section">
        <legend>Contact Information</legend>
        <div className="rental-request-form__grid">
          {field('name', 'Full Name', { autoComplete: 'name', maxLength: FORM_LIMITS.name })}
          {field('email', 'Email Address', { type: 'email', autoComplete: 'email', maxLength: FORM_LIMITS.email })}
          {field('phone', 'Phone Number', { type: 'tel', autoComplete: 'tel', maxLength: FORM_LIMITS.phone })}
          {field('organizationName', 'Organization/Company', { autoComplete: 'organization', maxLength: FORM_LIMITS.shortText })}
        </div>
      </fieldset>

      <fieldset className="rental-request-form__section">
        <legend>Event Details</legend>
        {field('eventTitle', 'Event Title', { maxLength: FORM_LIMITS.shortText })}
        {textArea('eventDescription', 'Event Description', 2_000)}
      </fieldset>

      <fieldset className="rental-request-form__section">
        <legend>Date &amp; Time</legend>
        <p className="form-hint">
          Times are the club&apos;s (Central Time, Lemont, Illinois). {lengthRule}{' '}
          {hasPage(CALENDAR_PATH) ? <Link to={CALENDAR_PATH}>See which days are free on the calendar.</Link> : null}
        </p>
        <div className="rental-request-form__grid">
          {field('start', 'Start Date & Time', { type: 'datetime-local', min: earliest })}
          {field('end', 'End Date & Time', { type: 'datetime-local', min: fields.start || earliest })}
        </div>
      </fieldset>

      <fieldset className="rental-request-form__section">
        <legend>Additional Information</legend>
        {field('expectedAttendees', 'Expected Attendance', {
          type: 'number',
          min: 1,
          max: RENTAL_MAX_ATTENDEES,
          step: 1,
          inputMode: 'numeric',
        })}
        {textArea('equipmentNeeded', 'Equipment Needed', 2_000)}
        {textArea('specialRequirements', 'Special Requirements', 2_000)}
      </fieldset>

      <RentalEstimate start={start} end={end} pricing={pricing} loaded={loaded} />

      <VisitorFormEnd
        form={form}
        busy="Submitting Request..."
        idle="Submit Rental Request"
        buttonClassName="btn btn--primary rental-request-form__submit"
        alertId={alertId}
      />
    </form>
  );
}
