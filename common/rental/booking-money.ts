// A booking's money after it is booked: what a cancellation gave back under the club's refund tiers
// (./rental-cancellation.ts works it out), what an officer kept of the damage deposit after the
// event, and the paths and bodies of the rows that do them. The request keeps each record, so the
// inbox, the renter's mail and the treasurer's export all say the same amounts. Imported with
// extensions: Vite's config loader reads the route table.

import '../zod-setup.ts';
import * as z from 'zod';

/** GET: what cancelling a booking now would refund, under which rule (route row `preview-rental-cancellation`). */
export const CANCELLATION_PREVIEW_PATH = '/api/officer/inbox/requests/{requestId}/cancellation';
/** POST { token }: the renter cancels their own booking from its page (route row `cancel-rental-booking`). */
export const BOOKING_CANCEL_PATH = '/public/api/bookings/{requestId}/cancel';
/** POST: an officer returns the damage deposit, whole or in part, after the event (route row `return-damage-deposit`). */
export const DAMAGE_DEPOSIT_RETURN_PATH = '/api/officer/inbox/requests/{requestId}/damage-deposit';

const cents = z.number().int().nonnegative();

/** What a cancellation gave back, as the request keeps it (worked out when it was cancelled). */
export const cancellationRecordSchema = z.object({
  at: z.number().int().nonnegative(),
  /** The officer, or "Renter" when the renter cancelled from their page. */
  by: z.string().max(300),
  daysBefore: z.number().int(),
  heldCents: cents,
  chargesRefundCents: cents,
  damageDepositCents: cents,
  overpaidCents: cents,
  refundCents: cents,
  keptCents: cents,
  /** Of the refund: what goes back through Stripe, and what the club hands back (cash, cheque, transfer). */
  toCardCents: cents,
  byHandCents: cents,
  rule: z.string().max(500),
});
export type CancellationRecord = z.infer<typeof cancellationRecordSchema>;

/** Who cancelled, when the renter did it from their page. */
export const RENTER_CANCELLER = 'Renter';

/** What the renter's page says cancelling now would give back (worked out by the server as the officers' preview is). */
export interface RenterCancelPreview {
  readonly refundCents: number;
  readonly keptCents: number;
  readonly damageDepositCents: number;
  readonly rule: string;
  readonly text: string;
}

export const renterCancelMessages = {
  begun: 'This booking has already begun, so it cannot be cancelled here. Please contact the club.',
  notOpen: 'This booking is not open: it was declined or cancelled already.',
} as const;

/** The officer's preview of a cancellation: the amounts and the rule, in a sentence too. */
export const cancellationPreviewSchema = z.object({
  /** Whether the club holds any of the booking's money (else nothing goes back). */
  held: z.boolean(),
  /** The amounts; absent for a request that is not an approved booking with a quote. */
  record: cancellationRecordSchema.omit({ at: true, by: true }).optional(),
  text: z.string(),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;

/** The damage deposit's return after the event: how much goes back, and why any is kept. */
export const damageDepositReturnSchema = z.strictObject({
  /** The cents returned; the rest of the deposit held is kept. */
  returnCents: z
    .number({ error: 'Say how much of the deposit to return, in cents.' })
    .int('Return whole cents.')
    .min(0, 'The amount returned cannot be negative.'),
  reason: z.string().trim().max(1_000, 'The reason is at most 1000 characters.').default(''),
});
export type DamageDepositReturnBody = z.output<typeof damageDepositReturnSchema>;

export const damageDepositMessages = {
  notOver: 'The damage deposit is returned once the event is over.',
  notBooked: 'Only an approved booking has a damage deposit to return.',
  done: 'The damage deposit of this booking was already returned.',
  none: 'The club holds no damage deposit for this booking.',
  tooMuch: (held: string) => `At most ${held} of the damage deposit is held.`,
  reason: 'Say why part of the deposit is kept: the renter is mailed the reason.',
} as const;

/** The damage deposit's return, as the request keeps it. */
export const depositReturnRecordSchema = z.object({
  at: z.number().int().nonnegative(),
  by: z.string().max(300),
  /** All the club held of the booking then; what it keeps is this less the deposit returned. */
  bookingHeldCents: cents,
  /** The damage deposit held then. */
  heldCents: cents,
  returnedCents: cents,
  keptCents: cents,
  reason: z.string().max(1_000),
  toCardCents: cents,
  byHandCents: cents,
});
export type DepositReturnRecord = z.infer<typeof depositReturnRecordSchema>;

/** GET: every booking with its money, for the officers' money view (route row `list-booking-money`). */
export const BOOKING_MONEY_PATH = '/api/officer/bookings/money';
/** GET: the same as a CSV for the treasurer (route row `bookings-csv`). */
export const BOOKINGS_CSV_PATH = '/api/officer/bookings.csv';

/**
 * Where a booking stands with its money, worked out whenever it is read (no job moves it): waiting
 * for the deposit that holds the date, deposit paid, its balance past due, paid in full, completed
 * (paid and the event over), its damage deposit returned, or cancelled.
 */
export const bookingStates = ['awaiting-deposit', 'deposit-paid', 'overdue', 'paid', 'completed', 'deposit-returned', 'cancelled'] as const;
export type BookingState = (typeof bookingStates)[number];

export const bookingStateLabels: Readonly<Record<BookingState, string>> = {
  'awaiting-deposit': 'Awaiting deposit',
  'deposit-paid': 'Deposit paid',
  overdue: 'Balance overdue',
  paid: 'Paid',
  completed: 'Completed',
  'deposit-returned': 'Deposit returned',
  cancelled: 'Cancelled',
};

export interface BookingStateInput {
  readonly cancelled: boolean;
  readonly depositReturned: boolean;
  readonly depositCents: number;
  /** What the renter owes in all, less what the club holds (0 when paid). */
  readonly owedCents: number;
  readonly heldCents: number;
  readonly balanceDueAt: number;
  /** When the booking's last date ends. */
  readonly endsAt: number;
}

export function bookingState(input: BookingStateInput, now: number): BookingState {
  if (input.cancelled) return 'cancelled';
  if (input.depositReturned) return 'deposit-returned';
  if (input.owedCents === 0) return now >= input.endsAt ? 'completed' : 'paid';
  if (now >= input.balanceDueAt) return 'overdue';
  return input.heldCents > 0 && input.heldCents >= input.depositCents ? 'deposit-paid' : 'awaiting-deposit';
}

/**
 * A booking's money as the officers' view and the treasurer's CSV show it. `dueCents` is what the
 * renter owes in all: the quote's total while booked (less any damage deposit returned), what the
 * club keeps once cancelled. So each row adds up: due − paid + refunded = owed to the club − owed
 * to the renter, and at most one of those two is above 0.
 */
export const bookingMoneyRowSchema = z.object({
  reference: z.string(),
  name: z.string(),
  start: z.number(),
  end: z.number(),
  state: z.enum(bookingStates),
  totalCents: z.number().int(),
  dueCents: z.number().int(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  owedToClubCents: z.number().int(),
  owedToRenterCents: z.number().int(),
  damageDepositHeldCents: z.number().int(),
  balanceDueAt: z.number(),
});
export type BookingMoneyRow = z.infer<typeof bookingMoneyRowSchema>;

export const bookingMoneyAnswerSchema = z.object({
  items: z.array(bookingMoneyRowSchema),
  totals: bookingMoneyRowSchema.pick({
    totalCents: true,
    dueCents: true,
    paidCents: true,
    refundedCents: true,
    owedToClubCents: true,
    owedToRenterCents: true,
    damageDepositHeldCents: true,
  }),
});
export type BookingMoneyAnswer = z.infer<typeof bookingMoneyAnswerSchema>;

/** The columns of the bookings CSV, in order. */
export const bookingsCsvColumns = [
  'Reference',
  'Renter',
  'Starts (Chicago)',
  'State',
  'Quote total (USD)',
  'Due (USD)',
  'Paid (USD)',
  'Refunded (USD)',
  'Owed to the club (USD)',
  'Owed to the renter (USD)',
  'Damage deposit held (USD)',
  'Balance due (Chicago)',
] as const;
