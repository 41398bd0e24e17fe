import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from '../../lib/router';
import { clubWallClock, formatDate } from '../../../../common/club-time';
import { FORM_LIMITS } from '../../../../common/requests/form-protocol';
import {
  addOnPricingLabels,
  addOnsFor,
  lengthWords,
  offeredSpaces,
  percentText,
  RENTAL_MODEL_PATH,
  type RentalAddOn,
  type RentalSpace,
} from '../../../../common/rental/rental-model';
import { formatCents } from '../../../../common/rental/rental-quote';
import { RENTAL_MAX_ATTENDEES, RENTAL_REQUESTS_PATH, rentalMessages } from '../../../../common/rental/rental-rules';
import { RENTAL_SERIES_LIMITS, seriesFrequencyLabels } from '../../../../common/rental/rental-series';
import { RENTAL_TERMS_PAGE, termsAcceptanceText } from '../../../../common/rental/rental-terms';
import { useApi } from '../../components/data/use-api';
import { PostHtml } from '../../components/news/post-html';
import { SelectField, TextAreaField, TextField } from '../../components/forms/field';
import type { SubmitResult } from '../../components/forms/submit-form';
import type { TextKey } from '../../components/forms/use-field-values';
import { useVisitorForm } from '../../components/forms/use-visitor-form';
import { VisitorFormEnd } from '../../components/forms/visitor-form-end';
import { parseRentalModelAnswer } from '../../lib/api/rental-model-api';
import {
  chosenAddOnIds,
  chosenSpaceId,
  emptyRentalForm,
  failureDetail,
  formDates,
  formQuote,
  prefillFromAddress,
  type RentalFormFields,
  rentalFormProblem,
  rentalRequestBody,
} from './rental-form-fields';
import { RentalQuotePanel } from './rental-quote-panel';

const CALENDAR_PATH = '/rental-calendar';
const requiredFields: ReadonlySet<keyof RentalFormFields> = new Set(['name', 'email', 'phone', 'eventTitle', 'start', 'end']);

function describe(result: SubmitResult): { ok: boolean; message: string } {
  if (result.kind === 'ok') return { ok: true, message: rentalMessages.success };
  return { ok: false, message: rentalMessages.failure(failureDetail(result)) };
}

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'maxLength' | 'min' | 'max' | 'step' | 'inputMode'>;

/** "Up to 120 people · $100.00 an hour or $800.00 a day · 2 hours to 7 days". */
function spaceFacts(space: RentalSpace): string {
  return `Up to ${space.capacity} people · ${formatCents(space.hourlyCents)} an hour or ${formatCents(space.dailyCents)} a day · ${lengthWords(space.minHours)} to ${lengthWords(space.maxHours)}`;
}

/** "$40.00 per hour", "15% off". */
function addOnPrice(addOn: RentalAddOn): string {
  return addOn.pricing === 'percent-off'
    ? `${percentText(addOn.amount)} off`
    : `${formatCents(addOn.amount)} ${addOnPricingLabels[addOn.pricing]}`;
}

/** The /rental-request form: its sections, the quote, the hire terms' tick box, and the result under the button. */
export function RentalRequestForm() {
  const [search] = useSearchParams();
  const form = useVisitorForm<RentalFormFields>({
    empty: emptyRentalForm,
    initial: () => ({ ...emptyRentalForm, ...prefillFromAddress(search) }),
    path: RENTAL_REQUESTS_PATH,
    describe,
  });
  const { values: fields, setValues: setFields, status, prefix: id } = form;
  const { state: modelState, retry: reloadModel } = useApi(RENTAL_MODEL_PATH, parseRentalModelAnswer);
  const model = modelState.status === 'success' ? modelState.data.model : undefined;
  const terms = modelState.status === 'success' ? modelState.data.terms : null;
  const [blankShown, setBlankShown] = useState(false);
  const alertId = `${id}-result`;
  const earliest = clubWallClock(Date.now()).slice(0, 16);
  const spaceId = model ? chosenSpaceId(fields, model) : '';
  const space = model?.spaces.find((candidate) => candidate.id === spaceId);
  const addOns = model ? addOnsFor(model, spaceId) : [];
  const ticked = model ? chosenAddOnIds(fields, model) : [];
  const dates = formDates(fields);

  function update<K extends keyof RentalFormFields>(name: K, value: RentalFormFields[K]) {
    setFields((previous) => {
      const next = { ...previous, [name]: value };
      // Most rentals end on the day they start: an empty end follows the start's day.
      if (name === 'start' && !previous.end && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) next.end = value;
      return next;
    });
  }

  const onSubmit = form.submitWith(() => {
    const problem = rentalFormProblem(fields, model, terms, Date.now());
    setBlankShown(problem === rentalMessages.required);
    if (problem) return { problem };
    return {
      body: rentalRequestBody(fields, model, terms),
      describe: (result: SubmitResult) => {
        // New terms were published while the form was open: load them, and ask for the tick again.
        if (result.kind === 'refused' && result.error === rentalMessages.termsChanged) {
          update('acceptTerms', false);
          reloadModel();
        }
        return describe(result);
      },
    };
  });

  const field = (name: TextKey<RentalFormFields>, label: string, input: InputProps = {}, hint?: ReactNode) => {
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

  const textArea = (name: TextKey<RentalFormFields>, label: string, maxLength: number) => (
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

  const toggleAddOn = (addOnId: string, on: boolean) =>
    update(
      'addOnIds',
      on ? [...fields.addOnIds.filter((other) => other !== addOnId), addOnId] : fields.addOnIds.filter((other) => other !== addOnId),
    );

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

      {model ? (
        <fieldset className="rental-request-form__section">
          <legend>Space and Extras</legend>
          <SelectField
            id={`${id}-spaceId`}
            name="spaceId"
            label="Space"
            hint={space ? `${spaceFacts(space)}${space.description ? `. ${space.description}` : ''}` : undefined}
            value={spaceId}
            onChange={(event) => update('spaceId', event.target.value)}
          >
            {offeredSpaces(model).map((offered) => (
              <option key={offered.id} value={offered.id}>
                {offered.name}
              </option>
            ))}
          </SelectField>
          {addOns.length > 0 ? (
            <fieldset className="rental-request-form__addons">
              <legend className="rental-request-form__legend">Add-ons</legend>
              {addOns.map((addOn) => (
                <label key={addOn.id} className="rental-request-form__addon">
                  <input
                    type="checkbox"
                    name="addOnIds"
                    value={addOn.id}
                    checked={ticked.includes(addOn.id)}
                    onChange={(event) => toggleAddOn(addOn.id, event.target.checked)}
                  />
                  <span>
                    <span className="rental-request-form__addon-name">{addOn.name}</span>{' '}
                    <span className="rental-request-form__addon-price">{addOnPrice(addOn)}</span>
                    {addOn.description ? <span className="rental-request-form__addon-hint">{addOn.description}</span> : null}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
        </fieldset>
      ) : null}

      <fieldset className="rental-request-form__section">
        <legend>Date &amp; Time</legend>
        <p className="form-hint">
          Times are the club&apos;s (Central Time, Lemont, Illinois).{' '}
          <Link to={CALENDAR_PATH}>See which days are free on the calendar.</Link>
        </p>
        <div className="rental-request-form__grid">
          {field('start', 'Start Date & Time', { type: 'datetime-local', min: earliest })}
          {field('end', 'End Date & Time', { type: 'datetime-local', min: fields.start || earliest })}
        </div>
        {model ? (
          <div className="rental-request-form__grid">
            <SelectField
              id={`${id}-repeat`}
              name="repeat"
              label="Repeats"
              hint="For a team's weekly training or a monthly meeting: each date has the same times."
              value={fields.repeat}
              onChange={(event) => update('repeat', event.target.value as RentalFormFields['repeat'])}
            >
              <option value="">Does not repeat</option>
              <option value="weekly">{seriesFrequencyLabels.weekly}</option>
              <option value="monthly">{seriesFrequencyLabels.monthly}</option>
            </SelectField>
            {fields.repeat ? (
              <>
                {field(
                  'seriesCount',
                  'Number of dates',
                  { type: 'number', min: 2, max: RENTAL_SERIES_LIMITS[fields.repeat], step: 1, inputMode: 'numeric' },
                  `Up to ${RENTAL_SERIES_LIMITS[fields.repeat]}; or give the last day instead.`,
                )}
                {field('seriesUntil', 'Or the last day', { type: 'date', min: fields.start.slice(0, 10) || earliest.slice(0, 10) })}
              </>
            ) : null}
          </div>
        ) : null}
        {fields.repeat && dates.length > 1 ? (
          <p className="form-hint" data-testid="series-dates">
            {`${dates.length} dates, from ${formatDate(dates[0]?.start ?? 0)} to ${formatDate(dates[dates.length - 1]?.start ?? 0)}. Dates that are taken or on a home-match day are left out when the club approves.`}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="rental-request-form__section">
        <legend>Additional Information</legend>
        {field('expectedAttendees', 'Expected Attendance', {
          type: 'number',
          min: 1,
          max: space?.capacity ?? RENTAL_MAX_ATTENDEES,
          step: 1,
          inputMode: 'numeric',
        })}
        {textArea('equipmentNeeded', 'Equipment Needed', 2_000)}
        {textArea('specialRequirements', 'Special Requirements', 2_000)}
      </fieldset>

      <RentalQuotePanel
        quote={formQuote(fields, model)}
        model={model}
        state={modelState.status === 'success' ? 'ready' : modelState.status}
      />

      {terms ? (
        <div className="rental-request-form__terms">
          <input
            type="checkbox"
            id={`${id}-acceptTerms`}
            name="acceptTerms"
            checked={fields.acceptTerms}
            onChange={(event) => update('acceptTerms', event.target.checked)}
            aria-describedby={`${id}-terms-link`}
          />
          <label htmlFor={`${id}-acceptTerms`}>
            {termsAcceptanceText(terms.version, formatDate(terms.publishedAt))}
            <span className="form-required" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <p id={`${id}-terms-link`} className="form-hint">
            {/* A new tab, so what is typed here stays. */}
            <a href={RENTAL_TERMS_PAGE} target="_blank" rel="noopener">
              Read the hire terms (opens in a new tab)
            </a>
          </p>
          <details className="rental-request-form__terms-text">
            <summary>Or read them here</summary>
            <PostHtml html={terms.html} />
          </details>
        </div>
      ) : null}

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
