// The officers' inbox (GET /api/officer/inbox/…, POST …/{requestId}/approve and the other moves,
// the list of undelivered mail (dead or suppressed) and its retry, blocking dates): paths, the query and bodies each row and the
// console's forms check with the same schema, and the answers' shapes the console reads.
// Imported with extensions: Vite's config loader reads the route table.

import '../zod-setup.ts';
import * as z from 'zod';
import { cancellationRecordSchema, depositReturnRecordSchema } from '../rental/booking-money';
import { pagedQuerySchema } from '../pagination';
import { rentalQuoteSchema } from '../rental/rental-model-schemas';
import { RENTAL_MAX_DAYS_AHEAD } from '../rental/rental-rules';
import { requestKinds, requestStatuses } from './request-status';

/** The officers' inbox page of the SPA (one of common/pages/pages.ts's paths; a test checks), linked from the club's mail. */
export const OFFICERS_INBOX_PAGE = '/officers/inbox';
export const INBOX_REQUESTS_PATH = '/api/officer/inbox/requests';
export const INBOX_REQUEST_PATH = '/api/officer/inbox/requests/{requestId}';
export const INBOX_CSV_PATH = '/api/officer/inbox/requests.csv';
export const APPROVE_REQUEST_PATH = '/api/officer/inbox/requests/{requestId}/approve';
export const DECLINE_REQUEST_PATH = '/api/officer/inbox/requests/{requestId}/decline';
export const CANCEL_REQUEST_PATH = '/api/officer/inbox/requests/{requestId}/cancel';
export const HANDLE_REQUEST_PATH = '/api/officer/inbox/requests/{requestId}/handle';
export const REQUEST_NOTES_PATH = '/api/officer/inbox/requests/{requestId}/notes';
export const DEAD_MAIL_PATH = '/api/officer/inbox/dead-mail';
export const RETRY_MAIL_PATH = '/api/officer/inbox/dead-mail/{mailId}/retry';
export const BLOCKED_DATES_PATH = '/api/officer/blocked-dates';
export const BLOCKED_DATE_PATH = '/api/officer/blocked-dates/{bookingId}';

export const INBOX_PAGE_SIZE = 25;
/** The most rows one CSV export holds; a larger view is narrowed with the filters first. */
export const INBOX_CSV_LIMIT = 5_000;
/** The longest range officers may block at once (a summer's pitch renovation fits). */
export const BLOCK_MAX_DAYS = 92;

/** The status filter: one status, what is still open (the default), or everything. */
export const inboxStatusFilters = ['open', 'all', ...requestStatuses] as const;
export type InboxStatusFilter = (typeof inboxStatusFilters)[number];

/** Why a rental is declined; the visitor's mail says it in these words. */
export const declineReasons = ['unavailable', 'unsuitable', 'incomplete', 'other'] as const;
export type DeclineReason = (typeof declineReasons)[number];
export const declineReasonLabels: Record<DeclineReason, string> = {
  unavailable: 'The hall is not available at that time',
  unsuitable: 'The event is not one the club can host',
  incomplete: 'The request is missing details we need',
  other: 'Another reason',
};

/**
 * What SES reported about an address that puts it on the club's suppression list: a permanent
 * bounce (it does not exist or refuses mail) or a complaint (its owner marked the club's mail as spam).
 */
export const suppressionReasons = ['bounce', 'complaint'] as const;
export type SuppressionReason = (typeof suppressionReasons)[number];

export const inboxMessages = {
  unknownRequest: 'There is no request with that reference.',
  unknownMail: 'There is no dead mail with that id; it may have been retried already.',
  statusForKind: (kind: string) => `That status does not exist for ${kind} requests.`,
  collides: (title: string, when: string) =>
    `This booking would collide with "${title}" (${when}). Decline it or ask the visitor for another time.`,
  busy: 'Other bookings were being saved at the same moment. Please try again.',
  dateTaken: (title: string, when: string) => `Taken by "${title}" (${when}).`,
  seriesNothingFree: (first: string) => `None of the series' dates can be booked. The first: ${first}`,
  blockTooLong: `A block is at most ${BLOCK_MAX_DAYS} days. Block a longer time in parts.`,
  blockEnd: 'The end must be after the start.',
  blockPast: 'A block must end in the future.',
  blockTooFar: `A block must start within ${RENTAL_MAX_DAYS_AHEAD} days.`,
  noteRequired: 'Write a note first.',
  declineText: 'The message to the visitor is at most 1000 characters.',
} as const;

const requestIdField = z.string().regex(/^[A-Z0-9]{10}$/, 'requestId must be a 10-character reference');

export const inboxRequestParamsSchema = z.object({ requestId: requestIdField });
export const deadMailParamsSchema = z.object({
  mailId: z
    .string()
    .max(100, 'mailId is too long')
    .regex(/^[A-Za-z0-9-]+$/, 'mailId must be letters, digits or "-"'),
});

export const blockedDateParamsSchema = z.object({
  bookingId: z
    .string()
    .max(100, 'bookingId is too long')
    .regex(/^[A-Za-z0-9-]+$/, 'bookingId must be letters, digits or "-"'),
});

/** The view: one kind, a status filter, an optional search by name, address or reference. */
export const inboxViewSchema = z.object({
  kind: z.enum(requestKinds, { error: `kind must be one of ${requestKinds.join(', ')}` }).default('rental'),
  status: z.enum(inboxStatusFilters, { error: `status must be one of ${inboxStatusFilters.join(', ')}` }).default('open'),
  q: z.string().trim().max(100, 'The search is at most 100 characters.').default(''),
});
export type InboxView = z.output<typeof inboxViewSchema>;

export const inboxQuerySchema = pagedQuerySchema(inboxViewSchema, INBOX_PAGE_SIZE);

/** The body of a move that needs nothing more (approve, cancel, mark handled, retry): `{}`. */
export const emptyBodySchema = z.strictObject({});

export const declineBodySchema = z.strictObject({
  reason: z.enum(declineReasons, { error: 'Choose a reason.' }),
  /** The officer's own words, mailed only to the requester's address on record. */
  text: z.string().trim().max(1_000, inboxMessages.declineText).default(''),
});
export type DeclineBody = z.output<typeof declineBodySchema>;

export const noteBodySchema = z.strictObject({
  text: z.string().trim().min(1, inboxMessages.noteRequired).max(2_000, 'A note is at most 2000 characters.'),
});

const instant = (label: string) =>
  z
    .number({ error: `${label} must be a date and time.` })
    .int()
    .min(0);

export const blockBodySchema = z
  .strictObject({
    start: instant('Start'),
    end: instant('End'),
    title: z.string().trim().min(1, 'Say what the block is for.').max(200, 'The title is at most 200 characters.'),
  })
  .refine((block) => block.end > block.start, { message: inboxMessages.blockEnd, path: ['end'] })
  .refine((block) => block.end - block.start <= BLOCK_MAX_DAYS * 86_400_000, { message: inboxMessages.blockTooLong, path: ['end'] });
export type BlockBody = z.output<typeof blockBodySchema>;

/** One row of the inbox list. */
export const inboxRowSchema = z.object({
  reference: z.string(),
  kind: z.enum(requestKinds),
  status: z.enum(requestStatuses),
  createdAt: z.number(),
  name: z.string(),
  email: z.string(),
  /** One line: dates and event title, company and type, position or subject. */
  summary: z.string(),
});
export type InboxRow = z.infer<typeof inboxRowSchema>;

export const inboxPageSchema = z.object({
  items: z.array(inboxRowSchema),
  pagination: z.object({ total: z.number(), limit: z.number(), offset: z.number(), hasMore: z.boolean() }),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

const noteSchema = z.object({ text: z.string(), at: z.number(), by: z.string() });

/** One request whole, as the detail view shows it. */
export const inboxRequestSchema = inboxRowSchema.extend({
  updatedAt: z.number(),
  /** What the visitor sent, field by field. */
  details: z.record(z.string(), z.unknown()),
  notes: z.array(noteSchema),
  estimate: z.object({ cost: z.number(), deposit: z.number(), total: z.number() }).optional(),
  /** A rental's space, quote (common/rental/rental-quote.ts) and the hire terms its renter accepted. */
  spaceId: z.string().optional(),
  quote: rentalQuoteSchema.optional(),
  terms: z.object({ version: z.number(), acceptedAt: z.number(), clientAddress: z.string() }).optional(),
  bookingId: z.string().optional(),
  /** A series' bookings, the dates its approval left out (and why), and the quote for what was booked. */
  bookingIds: z.array(z.string()).optional(),
  skipped: z.array(z.object({ start: z.number(), end: z.number(), reason: z.enum(['booked', 'match']), detail: z.string() })).optional(),
  bookedQuote: rentalQuoteSchema.optional(),
  /** What a cancellation of the booking gave back, and the damage deposit's return (common/rental/booking-money.ts). */
  cancellation: cancellationRecordSchema.optional(),
  depositReturn: depositReturnRecordSchema.optional(),
  /** Whether the booking's last date is over by the club's clock (the server's, not the officer's device's): its damage deposit may then be returned. */
  eventOver: z.boolean().optional(),
  /** A player request's squad entry, once an officer added the applicant. */
  playerSlug: z.string().optional(),
  declineReason: z.enum(declineReasons).optional(),
  declineText: z.string().optional(),
  decidedBy: z.string().optional(),
  decidedAt: z.number().optional(),
});
export type InboxRequest = z.infer<typeof inboxRequestSchema>;

export const deadMailSchema = z.object({
  id: z.string(),
  about: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  /** dead: given up, may be retried; suppressed: a recipient bounced or complained, never sent again. */
  state: z.enum(['dead', 'suppressed']),
  attempts: z.number(),
  lastError: z.string().optional(),
  createdAt: z.number(),
  /** When it went out, for a mail that bounced or was complained about after sending. */
  sentAt: z.number().optional(),
  /** When it was given up or suppressed. */
  deadSince: z.number(),
  /** What SES reported about the recipient, and when. */
  suppressed: z.object({ reason: z.enum(suppressionReasons), at: z.number() }).optional(),
});
export type DeadMail = z.infer<typeof deadMailSchema>;
export const deadMailListSchema = z.object({ items: z.array(deadMailSchema) });

export const blockedRangeSchema = z.object({ id: z.string(), start: z.number(), end: z.number(), title: z.string() });
export type BlockedRange = z.infer<typeof blockedRangeSchema>;
export const blockedRangesSchema = z.object({ items: z.array(blockedRangeSchema) });

/** The CSV export's columns, in order. */
export const inboxCsvColumns = ['Reference', 'Kind', 'Status', 'Received', 'Name', 'Email', 'Summary'] as const;
