// A visitor's request as the requests table stores it (lambdas/tables.ts); inbox-keys.ts sets its
// inbox keys on every write.

import * as z from 'zod';
import { cancellationRecordSchema, depositReturnRecordSchema } from '../../../common/rental/booking-money';
import { CERTIFICATE_NAME_MAX, certificateContentTypes } from '../../../common/rental/booking-certificate';
import { contactMessageSchema } from '../../../common/requests/contact-message';
import { declineReasons } from '../../../common/requests/inbox';
import { requestKinds } from '../../../common/requests/my-requests';
import { playerRequestSchema } from '../../../common/squad/player-request-schemas';
import { RENTAL_MODEL_LIMITS } from '../../../common/rental/rental-model';
import { rentalQuoteSchema } from '../../../common/rental/rental-model-schemas';
import { rentalRequestSchema } from '../../../common/rental/rental-request';
import { RENTAL_SERIES_LIMITS } from '../../../common/rental/rental-series';
import { messageStatuses, profileChangeStatuses, rentalStatuses } from '../../../common/requests/request-status';
import { playerSlugSchema } from '../../../common/squad/squad-schemas';
import { profileChangeDetailsSchema } from './profile-change-item';
import { sponsorshipRequestSchema } from '../../../common/requests/sponsorship-schemas';
import { epochMs } from '../../runtime/item-fields';
import { HELD_CERTIFICATE_KEY } from '../media/upload-keys';

/** Why a date of a series was left out when it was approved: taken by a booking or a block, or a home match's day. */
export const skipReasons = ['booked', 'match'] as const;

/** A date of a series an approval could not book, with why; `detail` is for officers (it may name another booking). */
export const skippedDateSchema = z.object({
  start: epochMs,
  end: epochMs,
  reason: z.enum(skipReasons),
  /** The refusal in words: the booking it meets, or the match ("The fields are in use for the home match against …"). */
  detail: z.string().max(500),
});
export type SkippedDate = z.infer<typeof skippedDateSchema>;

/** The renter's acceptance of the hire terms: which version, when, and from which client address (docs/security.md). */
export const termsAcceptanceSchema = z.object({
  version: z.number().int().min(1),
  acceptedAt: epochMs,
  /** The address the request came from, as the wrapper derives it (lambdas/runtime/client-ip.ts). */
  clientAddress: z.string().max(100),
});

/** An officer's internal note on a request: never shown to the visitor. */
export const requestNoteSchema = z.object({ text: z.string().min(1).max(2_000), at: epochMs, by: z.string().max(300) });

const requestBase = {
  /** The reference the visitor is given: derived from the idempotency key, so a retry finds it. */
  id: z.string().regex(/^[A-Z0-9]{10}$/),
  status: z.enum(messageStatuses),
  createdAt: epochMs,
  updatedAt: epochMs,
  /** A hash of the submitted body: a retry with the same key and another body is refused. */
  bodyHash: z.string().regex(/^[a-f0-9]{64}$/),
  /**
   * The visitor's receipt (lambdas/domain/mail/mail-limits.ts): queued in the outbox, waiting for its
   * turn in a later hour under the ceiling, dropped by a limit (`limited`), or not sent while mail to
   * visitors was paused for SES's bounces and complaints (`paused`).
   */
  visitorMail: z.enum(['queued', 'waiting', 'limited', 'paused']),
  /**
   * How the club heard of it: a notification of its own (`mailed`), or counted in its hour's digest
   * (`digest`, lambdas/domain/mail/club-digest.ts). Absent on requests made before the digest counted marks.
   */
  clubNotice: z.enum(['mailed', 'digest']).optional(),
  /**
   * The visitor's address, normalized (normalizeEmail): the byRequester index's partition, so a
   * member's account finds their requests, made before or after signing up, with one Query.
   */
  requesterEmail: z.email(),
  /** Officers' internal notes, oldest first. */
  notes: z.array(requestNoteSchema).max(50).optional(),
  /** Who last moved the request, and when (the inbox's detail shows it). */
  decidedBy: z.string().max(300).optional(),
  decidedAt: epochMs.optional(),
  // The officers' inbox's keys, derived by withInboxKeys whenever a request is written.
  /** `<kind>#<status>`: the byKindStatus index's partition. */
  kindStatus: z.string().max(50).optional(),
  /** The kind, only while the request is still open: the sparse byOpenKind index's partition. */
  openKind: z.enum(requestKinds).optional(),
  /** Names, address and reference, lower-cased: what the inbox's search looks in. */
  searchText: z.string().max(1_000).optional(),
};

export const requestItemSchema = z.discriminatedUnion('kind', [
  z.object({
    ...requestBase,
    kind: z.literal('rental'),
    status: z.enum(rentalStatuses),
    details: rentalRequestSchema,
    /** The server's estimate at the time of the request, in dollars (the quote's total in the old shape). */
    estimate: z.object({ cost: z.number(), deposit: z.number(), total: z.number() }),
    /** The space asked for; an old-style body's is the default space when it was sent. Absent on requests made before spaces. */
    spaceId: z.string().max(RENTAL_MODEL_LIMITS.id).optional(),
    /** The server's quote when it was sent (common/rental/rental-quote.ts), for every date of a series. Absent on requests made before quotes. */
    quote: rentalQuoteSchema.optional(),
    /** The hire terms the renter accepted; absent for the old form's body, which accepts none. */
    terms: termsAcceptanceSchema.optional(),
    /** The booking an approval made (kept after a cancellation, for the record); a series' first. */
    bookingId: z.string().max(100).optional(),
    /** Every booking a series' approval made. */
    bookingIds: z.array(z.string().max(100)).max(RENTAL_SERIES_LIMITS.weekly).optional(),
    /** The dates of a series its approval could not book, with why. */
    skipped: z.array(skippedDateSchema).max(RENTAL_SERIES_LIMITS.weekly).optional(),
    /** The quote for the dates booked, when an approval left some out: the same prices, fewer dates. */
    bookedQuote: rentalQuoteSchema.optional(),
    /**
     * Set by an approval whose quote asks a deposit: the date is held for the renter until `until`,
     * and released (the booking cancelled, with a mail) when the deposit has not come by then.
     */
    hold: z.object({ until: epochMs }).optional(),
    /** When an officer approved it (kept after a cancellation, for the renter's page). Absent on rentals approved before it was kept. */
    approvedAt: epochMs.optional(),
    /** When the club first held the deposit (lambdas/payment-subjects.ts); the hold is then met. */
    depositPaidAt: epochMs.optional(),
    /** When the renter was reminded of the balance (once: lambdas/domain/requests/rental-booking-jobs.ts). */
    balanceRemindedAt: epochMs.optional(),
    /** What a cancellation of the booking gave back under the refund tiers (./booking-refunds.ts). */
    cancellation: cancellationRecordSchema.optional(),
    /** The damage deposit's return after the event, whole or in part (./booking-refunds.ts). */
    depositReturn: depositReturnRecordSchema.optional(),
    /**
     * The renter's certificate of liability insurance, the newest they uploaded: held where nothing
     * serves it (lambdas/domain/rental/booking-certificate.ts), its name sanitised, its type from its bytes.
     */
    certificate: z
      .object({
        key: z.string().regex(HELD_CERTIFICATE_KEY),
        fileName: z.string().max(CERTIFICATE_NAME_MAX),
        contentType: z.enum(certificateContentTypes),
        bytes: z.int().min(1),
        at: epochMs,
      })
      .optional(),
    /** Why it was declined: one of the shared reasons, and the officer's own words sent with it. */
    declineReason: z.enum(declineReasons).optional(),
    declineText: z.string().max(2_000).optional(),
  }),
  z.object({ ...requestBase, kind: z.literal('sponsorship'), details: sponsorshipRequestSchema }),
  z.object({
    ...requestBase,
    kind: z.literal('player'),
    details: playerRequestSchema,
    /** The squad entry an officer made of the request, when they did. */
    playerSlug: playerSlugSchema.optional(),
  }),
  z.object({ ...requestBase, kind: z.literal('contact'), details: contactMessageSchema }),
  z.object({
    ...requestBase,
    kind: z.literal('profile-change'),
    status: z.enum(profileChangeStatuses),
    // A member's change sends no receipt: the member sees it on /account.
    visitorMail: requestBase.visitorMail.optional(),
    details: profileChangeDetailsSchema,
  }),
]);
export type RequestItem = z.infer<typeof requestItemSchema>;
