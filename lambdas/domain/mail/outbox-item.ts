// A mail as the outbox table stores it (lambdas/tables.ts), and the SES message id and tag that tie
// SES's events back to it.

import * as z from 'zod';
import { suppressionReasons } from '../../../common/requests/inbox';
import { epochMs } from '../../runtime/item-fields';

/** SES message ids are letters, digits and dashes (`0100018b…-000000`). */
export const sesMessageIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9-]+$/);

/** The SES message tag that carries a mail's outbox id, so its bounce or complaint event finds it. */
export const OUTBOX_ID_TAG = 'outbox-id';

/** A mail waiting in, or gone from, the outbox (lambdas/domain/mail/outbox.ts). */
export const outboxItemSchema = z.object({
  id: z.string().min(1).max(100),
  /** The request (or subscription) it belongs to, for the officers' view. */
  about: z.string().max(300),
  to: z.array(z.email()).min(1).max(10),
  replyTo: z.email().optional(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1).max(80_000),
  /** The HTML part, beside the text (a newsletter's). */
  html: z.string().max(250_000).optional(),
  /** Extra headers such as List-Unsubscribe. */
  headers: z
    .array(z.object({ name: z.string().max(100), value: z.string().max(1_000) }))
    .max(5)
    .optional(),
  /** `suppressed`: a recipient bounced or complained (`suppressed` says which); never sent, or not again. */
  state: z.enum(['pending', 'sent', 'dead', 'suppressed']),
  /**
   * Set while pending, dead or suppressed: the byQueue index's partition, so the job and officers
   * query, never scan. `waiting`: a visitor's receipt over the hourly ceiling, pending until its
   * turn (nextAttemptAt) in a later hour (lambdas/domain/mail/mail-limits.ts); after its first try
   * it is an ordinary pending mail. `bulk`: a newsletter's mail while pending, which the
   * send-newsletters job sends at the paced rate (lambdas/domain/newsletter/bulk-sending.ts) apart
   * from the visitors' and the club's mail; a newsletter's mail leaves the queues when it is sent,
   * skipped or given up, and is counted in its report instead of the officers' list of unsent mail.
   */
  queue: z.enum(['pending', 'waiting', 'bulk', 'dead', 'suppressed']).optional(),
  /** When the next try is due (pending), when it was given up (dead), or when it was suppressed. */
  nextAttemptAt: epochMs,
  attempts: z.number().int().min(0).max(1_000),
  /** The last failure's error name (never its message, which may quote an address). */
  lastError: z.string().max(200).optional(),
  createdAt: epochMs,
  sentAt: epochMs.optional(),
  /** The id SES gave the mail when it took it; its bounce and complaint events name it. */
  sesMessageId: sesMessageIdSchema.optional(),
  /** Why a suppressed mail was held back or bounced: the recipient's entry in mailSuppressions. */
  suppressed: z.object({ reason: z.enum(suppressionReasons), at: epochMs }).optional(),
  /** Sent and suppressed mail is deleted a month later (TTL, epoch seconds). */
  expiresAt: z.number().int().optional(),
  /**
   * The club's digest of an hour's requests past the per-request notifications: the hour's start
   * (lambdas/domain/mail/club-digest.ts). Its text is written when it is sent, with the count then.
   */
  digestOf: epochMs.optional(),
  /** How many requests a sent digest counted. */
  digestCount: z.number().int().min(0).optional(),
  /**
   * A newsletter's mail to one subscriber (lambdas/domain/newsletter/): the newsletter, and the
   * subscriber's unsubscribe key the mail's one-click link carries (checked again before it is sent).
   */
  newsletter: z.object({ id: z.string().min(1).max(60), unsubscribeKey: z.string().min(1).max(100) }).optional(),
  /** When SES reported this (sent) newsletter mail bounced or complained about: each counted once in the report. */
  bouncedAt: epochMs.optional(),
  complainedAt: epochMs.optional(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
