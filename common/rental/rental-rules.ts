// The rental request's rules: the checks its times must pass, the messages, the estimate and the
// pricing line. The /rental-request form and POST /public/api/rental-requests (through
// ./rental-request.ts, which adds the body schema) both use these, so the browser and the server
// can never disagree about a message, a limit or a price. No zod here: the pages import this
// without loading the schema library.

import { clubTime } from '../club-time';
import { submissionFailure } from '../requests/form-protocol';
import type { RentalPricing } from './rental-prices';
import { lengthWords, type RentalSpace, spacePhrase } from './rental-model';

export const RENTAL_REQUESTS_PATH = '/public/api/rental-requests';

/** The facility every request is for (the old site's fixed clubhouse name). */
export const RENTAL_FACILITY_NAME = 'Blaze Rugby Clubhouse & Banquet Hall';

/** How far ahead a request may start: two years covers any wedding booked early. */
export const RENTAL_MAX_DAYS_AHEAD = 730;

/**
 * The longest booking the calendar ever holds, whatever maximum_rental_days says: the availability
 * and conflict queries look this far back for a booking still running.
 */
export const RENTAL_MAX_BOOKING_DAYS = 31;

/** The most people a request may announce (the hall seats 120; the grounds take many more). */
export const RENTAL_MAX_ATTENDEES = 5_000;

export const rentalMessages = {
  required: 'Please fill in all required fields (Name, Email, Phone, Event Title, Start Date/Time, and End Date/Time).',
  endBeforeStart: 'End date and time must be after start date and time.',
  startInPast: 'The start date and time must be in the future.',
  tooFarAhead: `Requests can be made up to ${RENTAL_MAX_DAYS_AHEAD} days ahead. Please call the club about later dates.`,
  success: 'Your rental request has been submitted successfully! We will review it and get back to you soon.',
  slotTaken: 'The facility is already booked for part of that time; please choose another date or time (the calendar shows the free days).',
  /** A request meeting one of the club's own nights in the hall (common/tickets/tickets.ts): the night is public, so it is named. */
  clubNightTaken: (title: string, when: string) =>
    `That time is taken by the club's own night, "${title}" (${when}); please choose another date or time (the calendar shows the free days).`,
  failure: submissionFailure,
  tooShort: (hours: number) => `Rentals are at least ${hours} hour${hours === 1 ? '' : 's'}. Please choose a later end time.`,
  tooLong: (days: number) => `Rentals are at most ${days} day${days === 1 ? '' : 's'}. Please choose an earlier end date.`,
  unknownSpace: 'Please choose one of the spaces the club offers.',
  unknownAddOn: (name: string) => `${name} is not offered with the space chosen. Please untick it.`,
  addOnTwice: 'Each add-on may be asked for once.',
  overCapacity: (space: string, capacity: number) => `${capitalized(space)} takes at most ${capacity} people.`,
  attendanceNeeded: (name: string) => `${name} is priced per person: please give the expected attendance.`,
  tooFarAheadFor: (space: string, days: number) =>
    `${capitalized(space)} can be booked up to ${days} days ahead. Please call the club about later dates.`,
  tooLongHours: (hours: number) => `Rentals are at most ${lengthWords(hours)}. Please choose an earlier end time.`,
  matchDay: (inUse: string, opponent: string, day: string) => `${inUse} in use for the home match against ${opponent} on ${day}.`,
  termsRequired: 'Please read the hire terms and tick the box to accept them.',
  termsChanged: 'The hire terms have changed since you opened the form. Please read the new terms and accept them again.',
} as const;

function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The form's two optional notes, combined into the request's additionalNotes as the old site does. */
export function combineNotes(specialRequirements: string, equipmentNeeded: string): string {
  const special = specialRequirements.trim();
  const equipment = equipmentNeeded.trim();
  if (!special && !equipment) return '';
  return `Special Requirements: ${special || 'None'}\nEquipment Needed: ${equipment || 'None'}`;
}

/**
 * The problem with a rental's times, or undefined: end after start, start in the future and not
 * too far ahead, and the length within the pricing's minimum hours and maximum days (and never
 * beyond RENTAL_MAX_BOOKING_DAYS). Lengths are real elapsed time, so a night across a
 * daylight-saving change is as long as it really is.
 */
export function rentalTimesProblem(start: number, end: number, pricing: RentalPricing, now: number): string | undefined {
  if (!(end > start)) return rentalMessages.endBeforeStart;
  if (start < now) return rentalMessages.startInPast;
  if (start > now + RENTAL_MAX_DAYS_AHEAD * DAY_MS) return rentalMessages.tooFarAhead;
  const hours = (end - start) / HOUR_MS;
  if (hours < pricing.minimum_rental_hours) return rentalMessages.tooShort(pricing.minimum_rental_hours);
  const maxDays = Math.min(pricing.maximum_rental_days, RENTAL_MAX_BOOKING_DAYS);
  if (hours > maxDays * 24) return rentalMessages.tooLong(maxDays);
  return undefined;
}

/**
 * The problem with a booking of a space at these times, or undefined: as rentalTimesProblem, with
 * the space's own minimum and maximum length and how far ahead it may be booked.
 */
export function spaceTimesProblem(start: number, end: number, space: RentalSpace, now: number): string | undefined {
  if (!(end > start)) return rentalMessages.endBeforeStart;
  if (start < now) return rentalMessages.startInPast;
  const aheadDays = Math.min(space.advanceDays, RENTAL_MAX_DAYS_AHEAD);
  if (start > now + aheadDays * DAY_MS) return rentalMessages.tooFarAheadFor(spacePhrase(space), aheadDays);
  const hours = (end - start) / HOUR_MS;
  if (hours < space.minHours) return rentalMessages.tooShort(space.minHours);
  const maxHours = Math.min(space.maxHours, RENTAL_MAX_BOOKING_DAYS * 24);
  if (hours > maxHours) return maxHours % 24 === 0 ? rentalMessages.tooLong(maxHours / 24) : rentalMessages.tooLongHours(maxHours);
  return undefined;
}

/** What a booking of the space takes: the renter's times with the set-up before and the clean-up after. */
export function occupiedSpan(
  space: Pick<RentalSpace, 'setupMinutes' | 'cleanupMinutes'>,
  start: number,
  end: number,
): { start: number; end: number } {
  return { start: start - space.setupMinutes * 60_000, end: end + space.cleanupMinutes * 60_000 };
}

export interface RentalEstimate {
  readonly cost: number;
  readonly deposit: number;
  /** cost + deposit, in dollars (rounded to the cent). */
  readonly total: number;
}

const noEstimate: RentalEstimate = { cost: 0, deposit: 0, total: 0 };

/**
 * The old site's estimate: under 24 hours, hours rounded up times the hourly rate; otherwise days
 * (hours / 24, rounded up) times the daily rate. Deposit = rounded cost times the deposit
 * percentage. Zero when a date is missing, the end is not after the start, or the pricing has not
 * loaded.
 */
export function estimateRental(
  start: number | undefined,
  end: number | undefined,
  pricing: RentalPricing,
  pricingLoaded = true,
): RentalEstimate {
  if (!pricingLoaded || start === undefined || end === undefined) return noEstimate;
  if (!Number.isFinite(start) || !Number.isFinite(end) || !(end > start)) return noEstimate;
  const hours = (end - start) / HOUR_MS;
  const cost = hours < 24 ? Math.ceil(hours) * pricing.hourly_rate : Math.ceil(hours / 24) * pricing.daily_rate;
  const deposit = Math.round(cost) * pricing.security_deposit_percentage;
  const cents = (value: number) => Math.round(value * 100) / 100;
  return { cost: cents(cost), deposit: cents(deposit), total: cents(cost + deposit) };
}

/** A rate as the pricing line writes it: "$50" or "$72.50". */
function rate(value: number): string {
  return Number.isInteger(value) ? `$${value}` : `$${value.toFixed(2)}`;
}

/** The old site's pricing line: '$hourly/hour or $daily/day + deposit percent % security deposit'. */
export function pricingLine(pricing: RentalPricing): string {
  const percent = Math.round(pricing.security_deposit_percentage * 10_000) / 100;
  return `${rate(pricing.hourly_rate)}/hour or ${rate(pricing.daily_rate)}/day + ${percent}% security deposit`;
}

export const FINAL_PRICING_NOTE = 'Final pricing will be confirmed after review';

/**
 * A `datetime-local` value (`YYYY-MM-DDTHH:mm`) read as the club's wall-clock time, whatever the
 * visitor's own zone; undefined when it is not such a value.
 */
export function parseClubDateTime(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1) return undefined;
  return clubTime(year, month, day, hour, minute);
}
