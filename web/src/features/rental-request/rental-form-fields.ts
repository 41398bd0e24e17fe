// The rental request form's fields as typed, how the address prefills them, the checks run before
// sending and the body sent. Every message, limit and rule comes from common/ (the request's rules,
// the model's checks of what is asked, the series' bounds), so the form and POST
// /public/api/rental-requests never disagree.

import type { TimeSpan } from '../../../../common/rental/bookings';
import { HONEYPOT_FIELD } from '../../../../common/requests/form-protocol';
import { rentalAskProblem } from '../../../../common/rental/rental-ask';
import { addOnsFor, type RentalModel, spaceById, type TermsRef } from '../../../../common/rental/rental-model';
import { quoteRental, type RentalQuote } from '../../../../common/rental/rental-quote';
// Type only: the schema module (and zod) never reaches the page.
import type { RentalRequestInput } from '../../../../common/rental/rental-request';
import { combineNotes, parseClubDateTime, RENTAL_FACILITY_NAME, rentalMessages } from '../../../../common/rental/rental-rules';
import { type RentalSeries, type SeriesFrequency, seriesMessages, seriesSpans } from '../../../../common/rental/rental-series';

export interface RentalFormFields {
  name: string;
  email: string;
  phone: string;
  organizationName: string;
  eventTitle: string;
  eventDescription: string;
  /** The space's id; empty for the model's default space. */
  spaceId: string;
  /** The add-ons ticked (those not offered with the space chosen are left out when sending). */
  addOnIds: string[];
  /** `datetime-local` values (`YYYY-MM-DDTHH:mm`), read as the club's wall clock. */
  start: string;
  end: string;
  /** How the booking repeats: '' not at all. */
  repeat: '' | SeriesFrequency;
  /** A series' number of dates, or its last day (`YYYY-MM-DD`): one of the two. */
  seriesCount: string;
  seriesUntil: string;
  expectedAttendees: string;
  equipmentNeeded: string;
  specialRequirements: string;
  /** The hire terms' tick box. */
  acceptTerms: boolean;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
}

export const emptyRentalForm: RentalFormFields = {
  name: '',
  email: '',
  phone: '',
  organizationName: '',
  eventTitle: '',
  eventDescription: '',
  spaceId: '',
  addOnIds: [],
  start: '',
  end: '',
  repeat: '',
  seriesCount: '',
  seriesUntil: '',
  expectedAttendees: '',
  equipmentNeeded: '',
  specialRequirements: '',
  acceptTerms: false,
  website: '',
};

/** The times a day picked on the calendar starts with: an evening the visitor then adjusts. */
export const CALENDAR_DAY_TIMES = { start: '18:00', end: '22:00' } as const;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A `datetime-local` value from the address, or '' when it is not a real club date and time. */
function dateTimeParam(value: string | null): string {
  if (value === null || parseClubDateTime(value) === undefined) return '';
  return value.trim().slice(0, 16);
}

/**
 * What the address carries: `?start=YYYY-MM-DDTHH:mm&end=…` from the /rental page's Rent button, or
 * `?date=YYYY-MM-DD` from a free day on the calendar (that day, in the evening); `?space=` a space.
 */
export function prefillFromAddress(search: URLSearchParams): Pick<RentalFormFields, 'start' | 'end' | 'spaceId'> {
  const space = search.get('space')?.trim() ?? '';
  const spaceId = /^[a-z0-9][a-z0-9-]{0,39}$/.test(space) ? space : '';
  const start = dateTimeParam(search.get('start'));
  const end = dateTimeParam(search.get('end'));
  if (start || end) return { start, end, spaceId };
  const day = search.get('date')?.trim() ?? '';
  if (dayPattern.test(day) && parseClubDateTime(`${day}T${CALENDAR_DAY_TIMES.start}`) !== undefined) {
    return { start: `${day}T${CALENDAR_DAY_TIMES.start}`, end: `${day}T${CALENDAR_DAY_TIMES.end}`, spaceId };
  }
  return { start: '', end: '', spaceId };
}

/** The two moments the form's times mean, undefined where a value is missing or not a date. */
export function formTimes(fields: Pick<RentalFormFields, 'start' | 'end'>): { start?: number; end?: number } {
  return { start: parseClubDateTime(fields.start), end: parseClubDateTime(fields.end) };
}

/** The space the form asks for: the one chosen, else the model's default. */
export function chosenSpaceId(fields: Pick<RentalFormFields, 'spaceId'>, model: RentalModel): string {
  return fields.spaceId && spaceById(model, fields.spaceId) ? fields.spaceId : model.policy.defaultSpaceId;
}

/** The add-ons ticked that the space chosen offers, in the model's order. */
export function chosenAddOnIds(fields: Pick<RentalFormFields, 'spaceId' | 'addOnIds'>, model: RentalModel): string[] {
  return addOnsFor(model, chosenSpaceId(fields, model))
    .filter((addOn) => fields.addOnIds.includes(addOn.id))
    .map((addOn) => addOn.id);
}

/** Expected Attendance as the API takes it: a whole number, 0 when blank. */
function attendees(value: string): number {
  const count = Number(value.trim());
  return value.trim() === '' || !Number.isFinite(count) ? 0 : Math.max(0, Math.round(count));
}

/** The series the form asks for: undefined when it does not repeat, a problem when it is half given. */
export function formSeries(
  fields: Pick<RentalFormFields, 'repeat' | 'seriesCount' | 'seriesUntil'>,
): RentalSeries | { problem: string } | undefined {
  if (fields.repeat === '') return undefined;
  const count = fields.seriesCount.trim();
  const until = fields.seriesUntil.trim();
  if ((count === '') === (until === '')) return { problem: seriesMessages.countOrUntil };
  if (count !== '') return { frequency: fields.repeat, count: attendees(count) };
  // The last day: a date may start on it, until its last minute.
  const lastMinute = dayPattern.test(until) ? parseClubDateTime(`${until}T23:59`) : undefined;
  if (lastMinute === undefined) return { problem: seriesMessages.untilBeforeStart };
  return { frequency: fields.repeat, until: lastMinute };
}

/** The dates the form asks for: one, or every date of its series. */
export function formDates(fields: RentalFormFields): TimeSpan[] {
  const { start, end } = formTimes(fields);
  if (start === undefined || end === undefined) return [];
  const series = formSeries(fields);
  return seriesSpans({ start, end }, series && 'problem' in series ? undefined : series);
}

/** The quote for what the form asks, once the model is in and the times make a span. */
export function formQuote(fields: RentalFormFields, model: RentalModel | undefined): RentalQuote | undefined {
  const { start, end } = formTimes(fields);
  if (!model || start === undefined || end === undefined) return undefined;
  return quoteRental(model, {
    spaceId: chosenSpaceId(fields, model),
    start,
    end,
    attendees: attendees(fields.expectedAttendees),
    addOnIds: chosenAddOnIds(fields, model),
    occurrences: Math.max(1, formDates(fields).length),
  });
}

const requiredFields = ['name', 'email', 'phone', 'eventTitle', 'start', 'end'] as const;

/**
 * The first problem the form has before it may be sent, in the old site's order, or undefined: the
 * required fields, then what the model says of the space, its add-ons, people, times and series,
 * then the terms' tick box. Without the model (it could not load) only the times' order is checked:
 * the server checks the rest.
 */
export function rentalFormProblem(
  fields: RentalFormFields,
  model: RentalModel | undefined,
  terms: TermsRef | null,
  now: number,
): string | undefined {
  const { start, end } = formTimes(fields);
  if (requiredFields.some((field) => fields[field].trim() === '') || start === undefined || end === undefined) {
    return rentalMessages.required;
  }
  if (!model) return end > start ? (start < now ? rentalMessages.startInPast : undefined) : rentalMessages.endBeforeStart;
  const series = formSeries(fields);
  if (series && 'problem' in series) return series.problem;
  const problem = rentalAskProblem(
    model,
    {
      spaceId: chosenSpaceId(fields, model),
      start,
      end,
      attendees: attendees(fields.expectedAttendees),
      addOnIds: chosenAddOnIds(fields, model),
      series,
    },
    now,
  );
  if (problem) return problem;
  if (terms && !fields.acceptTerms) return rentalMessages.termsRequired;
  return undefined;
}

/**
 * The body sent; call only once rentalFormProblem found nothing. With the model, the space, add-ons,
 * series and the terms' version ticked; without it, the old site's body (the server takes it for
 * the default space).
 */
export function rentalRequestBody(fields: RentalFormFields, model: RentalModel | undefined, terms: TermsRef | null): RentalRequestInput {
  const { start, end } = formTimes(fields);
  const series = formSeries(fields);
  return {
    email: fields.email.trim(),
    name: fields.name.trim(),
    phone: fields.phone.trim(),
    start: start ?? 0,
    end: end ?? 0,
    eventTitle: fields.eventTitle.trim(),
    eventDescription: fields.eventDescription.trim(),
    facilityName: RENTAL_FACILITY_NAME,
    organizationName: fields.organizationName.trim(),
    expectedAttendees: attendees(fields.expectedAttendees),
    additionalNotes: combineNotes(fields.specialRequirements, fields.equipmentNeeded),
    ...(model
      ? {
          spaceId: chosenSpaceId(fields, model),
          addOnIds: chosenAddOnIds(fields, model),
          ...(series && !('problem' in series) ? { series } : {}),
          ...(terms && fields.acceptTerms ? { termsVersion: terms.version } : {}),
        }
      : {}),
    [HONEYPOT_FIELD]: fields.website,
  };
}

/** The failure message: the server's error, else the request's error message, else the old site's fallback. */
export function failureDetail(result: { kind: 'refused'; error?: string } | { kind: 'network'; message: string }): string {
  const detail = result.kind === 'refused' ? result.error : result.message;
  return detail?.trim() ? detail : 'Unknown error occurred';
}
