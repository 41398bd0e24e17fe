// A newsletter as the newsletters table stores it (lambdas/tables.ts).

import * as z from 'zod';
import { newsletterInterests } from '../../../common/newsletter/newsletter';
import { NEWSLETTER_LIMITS, newsletterIdSchema } from '../../../common/newsletter/newsletter-edits';
import { newsletterStatuses } from '../../../common/newsletter/newsletters';
import { epochMs } from '../../runtime/item-fields';

export const newsletterItemSchema = z.object({
  /** Its address, /newsletters/<id>: the club's day it was made and words of its first subject; fixed once made. */
  id: newsletterIdSchema,
  subject: z.string().min(1).max(NEWSLETTER_LIMITS.subject),
  /** HTML sanitized on save by the posts' sanitizer (lambdas/domain/news/post-html.ts). */
  content: z.string().max(200_000),
  /** The interests whose confirmed subscribers get it. */
  audience: z.array(z.enum(newsletterInterests)).min(1).max(newsletterInterests.length),
  status: z.enum(newsletterStatuses),
  /**
   * The byStatus index's sort key: when a draft was last changed, when a scheduled one is due,
   * when a sending one started, when a sent one was sent. The job queries `scheduled` up to now.
   */
  statusAt: epochMs,
  createdAt: epochMs,
  updatedAt: epochMs,
  /** When it is due (scheduled and after). */
  sendAt: epochMs.optional(),
  /** When every recipient was queued. */
  sentAt: epochMs.optional(),
  /** While sending: where in the confirmed subscribers the queueing stopped (the Query's last key, as JSON). */
  cursor: z.string().max(2_000).optional(),
});
export type NewsletterItem = z.infer<typeof newsletterItemSchema>;
