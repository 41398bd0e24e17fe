// A renter's booking once an officer approved it, as the renter reaches it without signing in: the
// link every booking mail carries (`/booking#ref=…&token=…`, the token signed by the server:
// lambdas/domain/rental/booking-token.ts), the API rows the booking page posts that token to, and
// the money a part of the booking asks for, worked out from the quote the renter was shown.
// Amounts are integer cents; only the server decides what a checkout charges.

import '../zod-setup.ts';
import * as z from 'zod';
import type { RentalQuote } from './rental-quote.ts';

/** The renter's page of a booking. */
export const BOOKING_PAGE = '/booking';
/** POST { token }: the booking as its renter sees it (route row `get-rental-booking`). */
export const BOOKING_VIEW_PATH = '/public/api/bookings/{requestId}/view';
/** POST { token }: a Stripe Checkout for what a part of the booking still owes (route row `start-booking-checkout`). */
export const BOOKING_CHECKOUT_PATH = '/public/api/bookings/{requestId}/checkout/{part}';
/**
 * GET: the booked dates as an iCalendar file (route row `get-booking-calendar`). A link the page
 * downloads, so its token is one of its own, which opens this file and nothing else. The token is a
 * path segment, not a query value: the path is the cache key as it is, and CloudFront's query
 * filter (infra/query-forms.ts) has no entry to hold for it.
 */
export const BOOKING_CALENDAR_PATH = '/public/api/bookings/{requestId}/{token}/booking.ics';

/** What a renter pays online: the deposit that holds the date, then the rest. */
export const bookingParts = ['deposit', 'balance'] as const;
export type BookingPart = (typeof bookingParts)[number];

/** A booking link's token: an HMAC-SHA256 in base64url, one spelling. */
export const bookingTokenSchema = z
  .string()
  .max(100, 'This booking link is not whole. Please open it again from the mail.')
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This booking link is not whole. Please open it again from the mail.');

/** A request's reference as the inbox writes it (a UUID). */
export const bookingRefSchema = z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'Not a booking reference.');

export const bookingParamsSchema = z.object({ requestId: bookingRefSchema });
export const bookingCheckoutParamsSchema = z.object({ requestId: bookingRefSchema, part: z.enum(bookingParts) });
/** The link's token, its only proof: a booking row's body is the token alone. */
export const bookingTokenBodySchema = z.object({ token: bookingTokenSchema });
/** The calendar link's reference and token (an HMAC-SHA256 in base64url, one spelling, so one cache key). */
export const bookingCalendarParamsSchema = z.object({
  requestId: bookingRefSchema,
  token: z
    .string()
    .max(100, 'token must be the token of a booking calendar link')
    .regex(/^[A-Za-z0-9_-]{43}$/, 'token must be the token of a booking calendar link'),
});

/**
 * One step of a booking as the renter's page lists it, oldest first: what happened (or is due) and
 * when. The server words each step, so the page lists whatever steps the booking has without
 * knowing them; `due` marks a date still to come (a deadline), not a thing that happened.
 */
export interface BookingStep {
  readonly step: string;
  readonly label: string;
  readonly at?: number;
  readonly due?: boolean;
}

/** Where a booking stands: the newest step that happened. */
export function standingOf(steps: readonly BookingStep[]): BookingStep | undefined {
  return steps.filter((step) => !step.due).at(-1);
}

/** The page's address for a booking, the token in the fragment so it never reaches a log or a Referer. */
export function bookingLinkPath(requestId: string, token: string): string {
  return `${BOOKING_PAGE}#${new URLSearchParams({ ref: requestId, token })}`;
}

/** The reference and token a booking page's fragment carries, unchecked. */
export function bookingOfFragment(hash: string): { ref?: string; token?: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { ref: params.get('ref') ?? undefined, token: params.get('token') ?? undefined };
}

/**
 * What a part of a booking still asks for, given what the club already holds of it (paid less
 * refunded): the deposit until it is covered, then the rest of the total. Never below 0.
 */
export function owedFor(quote: Pick<RentalQuote, 'depositCents' | 'totalCents'>, part: BookingPart, heldCents: number): number {
  const target = part === 'deposit' ? quote.depositCents : quote.totalCents;
  return Math.max(0, target - heldCents);
}

/** Whether the deposit that holds the date is in: what the club holds covers it. */
export function depositCovered(quote: Pick<RentalQuote, 'depositCents'>, heldCents: number): boolean {
  return heldCents >= quote.depositCents;
}

/** What a booking's mails and page say, and the refusals of its rows. */
export const bookingMessages = {
  badLink: 'This booking link does not open a booking. Please use the newest link the club mailed you.',
  notBooked: 'This booking is not open for payment: it is not approved, or it was cancelled.',
  noQuote: 'This booking was made before online payment; please contact the club to pay.',
  nothingOwed: (part: BookingPart) => (part === 'deposit' ? 'The deposit is already paid.' : 'Nothing more is owed on this booking.'),
  offline: 'The club does not take payments online yet; please contact the club to pay.',
  noCalendar: 'This booking has no dates in the calendar: it is not approved, or it was cancelled.',
} as const;
