// The rental request's body: what POST /public/api/rental-requests accepts, with the shared rules
// (./rental-rules.ts) re-exported, so the handler and tests import one module.

import * as z from 'zod';
import { RENTAL_MODEL_LIMITS, rentalIdPattern } from './rental-model';
import { RENTAL_FACILITY_NAME, RENTAL_MAX_ATTENDEES, rentalMessages } from './rental-rules';
import { RENTAL_SERIES_LIMITS, seriesFrequencies } from './rental-series';
import { emailField, FORM_LIMITS, honeypotField, optionalLine, optionalText, phoneField, requiredLine } from '../requests/visitor-forms';

export {
  RENTAL_REQUESTS_PATH,
  RENTAL_FACILITY_NAME,
  RENTAL_MAX_DAYS_AHEAD,
  RENTAL_MAX_BOOKING_DAYS,
  RENTAL_MAX_ATTENDEES,
  rentalMessages,
  combineNotes,
  rentalTimesProblem,
  estimateRental,
  pricingLine,
  FINAL_PRICING_NOTE,
  parseClubDateTime,
} from './rental-rules';
export type { RentalEstimate } from './rental-rules';

/** A moment as epoch milliseconds; the old site sends numbers, or numeric text. */
export function epochMsField(label: string) {
  return z
    .union([
      z.number({ error: `${label} must be a date and time.` }),
      z
        .string()
        .max(15)
        .regex(/^\d{1,15}$/, `${label} must be a date and time.`),
    ])
    .transform(Number)
    .pipe(
      z
        .number()
        .int(`${label} must be a whole number of milliseconds.`)
        .min(0, `${label} must be a date and time.`)
        .max(8_640_000_000_000_000, `${label} must be a date and time.`),
    );
}

const rentalId = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .max(RENTAL_MODEL_LIMITS.id, `${label} is at most ${RENTAL_MODEL_LIMITS.id} characters.`)
    .regex(rentalIdPattern, `${label} must be one the club offers.`);

/** A repeating booking: weekly or monthly, for a number of dates or until a day (common/rental/rental-series.ts). */
export const rentalSeriesSchema = z.strictObject({
  frequency: z.enum(seriesFrequencies, { error: `The series must repeat ${seriesFrequencies.join(' or ')}.` }),
  count: z
    .number({ error: 'The number of dates must be a number.' })
    .int('The number of dates must be a whole number.')
    .min(2, 'A series has at least two dates.')
    .max(RENTAL_SERIES_LIMITS.weekly, `A series has at most ${RENTAL_SERIES_LIMITS.weekly} dates.`)
    .optional(),
  until: epochMsField('The last day of the series').optional(),
});

/**
 * What POST /public/api/rental-requests accepts: the old site's body, plus the honeypot, plus what
 * the form now asks: the space, the add-ons, a series, and the version of the hire terms the renter
 * ticked. A body with none of those four is the old form's, for the facility by its one name.
 */
export const rentalRequestSchema = z
  .object({
    email: emailField('Email'),
    name: requiredLine('Name', FORM_LIMITS.name),
    phone: phoneField('Phone', true),
    start: epochMsField('Start'),
    end: epochMsField('End'),
    eventTitle: requiredLine('Event Title'),
    eventDescription: optionalText('Event Description', 2_000).default(''),
    facilityName: z
      .literal(RENTAL_FACILITY_NAME, { error: `facilityName must be "${RENTAL_FACILITY_NAME}".` })
      .default(RENTAL_FACILITY_NAME),
    organizationName: optionalLine('Organization/Company').default(''),
    expectedAttendees: z
      .number({ error: 'Expected Attendance must be a number.' })
      .int('Expected Attendance must be a whole number.')
      .min(0, 'Expected Attendance cannot be negative.')
      .max(RENTAL_MAX_ATTENDEES, `Expected Attendance must be at most ${RENTAL_MAX_ATTENDEES}.`)
      .default(0),
    additionalNotes: optionalText('Additional notes', 4_500).default(''),
    spaceId: rentalId('The space').optional(),
    addOnIds: z.array(rentalId('An add-on')).max(RENTAL_MODEL_LIMITS.addOns, 'Too many add-ons.').optional(),
    series: rentalSeriesSchema.optional(),
    termsVersion: z
      .number({ error: 'The terms version must be a number.' })
      .int('The terms version must be a whole number.')
      .min(1, 'The terms version must be a whole number from 1.')
      .max(Number.MAX_SAFE_INTEGER, 'The terms version is out of range.')
      .optional(),
    website: honeypotField,
  })
  .refine((request) => request.end > request.start, { message: rentalMessages.endBeforeStart, path: ['end'] });
export type RentalRequestInput = z.input<typeof rentalRequestSchema>;
export type RentalRequest = z.output<typeof rentalRequestSchema>;

/** Whether a body is the old form's: it names no space, add-on, series or terms (it is kept as a request for the default space). */
export function isOldFormBody(body: Pick<RentalRequest, 'spaceId' | 'addOnIds' | 'series' | 'termsVersion'>): boolean {
  return body.spaceId === undefined && (body.addOnIds ?? []).length === 0 && body.series === undefined && body.termsVersion === undefined;
}
