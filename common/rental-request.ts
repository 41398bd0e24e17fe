// The rental request's body: what POST /public/api/rental-requests accepts, with the shared rules
// (./rental-rules.ts) re-exported, so the handler and tests import one module.

import * as z from 'zod';
import { RENTAL_FACILITY_NAME, RENTAL_MAX_ATTENDEES, rentalMessages } from './rental-rules';
import { emailField, FORM_LIMITS, honeypotField, optionalLine, optionalText, phoneField, requiredLine } from './visitor-forms';

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

/** What POST /public/api/rental-requests accepts (the old site's body, plus the honeypot). */
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
    website: honeypotField,
  })
  .refine((request) => request.end > request.start, { message: rentalMessages.endBeforeStart, path: ['end'] });
export type RentalRequestInput = z.input<typeof rentalRequestSchema>;
export type RentalRequest = z.output<typeof rentalRequestSchema>;
