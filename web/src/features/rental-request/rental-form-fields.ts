// The rental request form's fields as typed, how the address prefills them, the checks run before
// sending and the body sent. Every message, limit and rule comes from common/rental-request.ts, so
// the form and POST /public/api/rental-requests never disagree.

import type { RentalPricing } from '../../../../common/rental-prices';
import { combineNotes, parseClubDateTime, RENTAL_FACILITY_NAME, rentalMessages, rentalTimesProblem } from '../../../../common/rental-rules';
// Type only: the schema module (and zod) never reaches the page.
import type { RentalRequestInput } from '../../../../common/rental-request';
import { HONEYPOT_FIELD } from '../../../../common/form-protocol';

export interface RentalFormFields {
  name: string;
  email: string;
  phone: string;
  organizationName: string;
  eventTitle: string;
  eventDescription: string;
  /** `datetime-local` values (`YYYY-MM-DDTHH:mm`), read as the club's wall clock. */
  start: string;
  end: string;
  expectedAttendees: string;
  equipmentNeeded: string;
  specialRequirements: string;
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
  start: '',
  end: '',
  expectedAttendees: '',
  equipmentNeeded: '',
  specialRequirements: '',
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
 * The times the address carries: `?start=YYYY-MM-DDTHH:mm&end=…` from the /rental page's Rent
 * button, or `?date=YYYY-MM-DD` from a free day on the calendar (that day, in the evening).
 */
export function prefillFromAddress(search: URLSearchParams): Pick<RentalFormFields, 'start' | 'end'> {
  const start = dateTimeParam(search.get('start'));
  const end = dateTimeParam(search.get('end'));
  if (start || end) return { start, end };
  const day = search.get('date')?.trim() ?? '';
  if (dayPattern.test(day) && parseClubDateTime(`${day}T${CALENDAR_DAY_TIMES.start}`) !== undefined) {
    return { start: `${day}T${CALENDAR_DAY_TIMES.start}`, end: `${day}T${CALENDAR_DAY_TIMES.end}` };
  }
  return { start: '', end: '' };
}

/** The two moments the form's times mean, undefined where a value is missing or not a date. */
export function formTimes(fields: Pick<RentalFormFields, 'start' | 'end'>): { start?: number; end?: number } {
  return { start: parseClubDateTime(fields.start), end: parseClubDateTime(fields.end) };
}

const requiredFields = ['name', 'email', 'phone', 'eventTitle', 'start', 'end'] as const;

/** The first problem the form has before it may be sent, in the old site's order, or undefined. */
export function rentalFormProblem(fields: RentalFormFields, pricing: RentalPricing, now: number): string | undefined {
  const { start, end } = formTimes(fields);
  if (requiredFields.some((field) => fields[field].trim() === '') || start === undefined || end === undefined) {
    return rentalMessages.required;
  }
  return rentalTimesProblem(start, end, pricing, now);
}

/** Expected Attendance as the API takes it: a whole number, 0 when blank. */
function attendees(value: string): number {
  const count = Number(value.trim());
  return value.trim() === '' || !Number.isFinite(count) ? 0 : Math.max(0, Math.round(count));
}

/** The old site's body, plus the honeypot; call only once rentalFormProblem found nothing. */
export function rentalRequestBody(fields: RentalFormFields): RentalRequestInput {
  const { start, end } = formTimes(fields);
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
    [HONEYPOT_FIELD]: fields.website,
  };
}

/** The failure message: the server's error, else the request's error message, else the old site's fallback. */
export function failureDetail(result: { kind: 'refused'; error?: string } | { kind: 'network'; message: string }): string {
  const detail = result.kind === 'refused' ? result.error : result.message;
  return detail?.trim() ? detail : 'Unknown error occurred';
}
