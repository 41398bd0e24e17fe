// A newsletter subscriber as the subscribers table stores it (lambdas/tables.ts).

import * as z from 'zod';
import { newsletterInterests } from '../../../common/newsletter/newsletter';
import { newsletterTokenSchema } from '../../../common/newsletter/newsletter-requests';
import { epochMs } from '../../runtime/item-fields';
import { teamIdsField } from '../../../common/teams/team-schemas';

export const subscriberItemSchema = z.object({
  /** Trimmed and lower-cased, so one address is one entry however it was typed. */
  email: z.email(),
  name: z.string().min(1).max(100),
  interests: z.array(z.enum(newsletterInterests)).max(newsletterInterests.length),
  status: z.enum(['pending', 'confirmed']),
  /** The secret of the confirmation and unsubscribe links (byToken index). */
  token: newsletterTokenSchema,
  /** The teams whose fixture changes (a match moved, cancelled, a new venue) the subscriber is mailed about (lambdas/streams/fixture-changes.ts). */
  followedTeams: teamIdsField.optional(),
  createdAt: epochMs,
  confirmedAt: epochMs.optional(),
  /**
   * The secret of the newsletters' one-click unsubscribe (RFC 8058), given with the first newsletter
   * (lambdas/domain/newsletter/newsletter-sending.ts) and kept while subscribed: it unsubscribes and
   * does nothing else (byUnsubscribeKey index, docs/security.md).
   */
  unsubscribeKey: newsletterTokenSchema.optional(),
  /** Only while pending: DynamoDB deletes an unconfirmed entry after the link expires. */
  expiresAt: z.number().int().optional(),
});
export type SubscriberItem = z.infer<typeof subscriberItemSchema>;
