// An address on the mailSuppressions table (lambdas/tables.ts).

import * as z from 'zod';
import { suppressionReasons } from '../../../common/requests/inbox';
import { epochMs } from '../../runtime/item-fields';
import { sesMessageIdSchema } from './outbox-item';

/**
 * An address the club never mails again (lambdas/domain/mail/mail-suppressions.ts): SES reported a
 * permanent bounce or a complaint for it. Written only from SES's events, read by the outbox
 * before every send.
 */
export const mailSuppressionItemSchema = z.object({
  /** Trimmed and lower-cased, as the outbox looks it up. */
  email: z.email().max(254),
  reason: z.enum(suppressionReasons),
  /** SES's finer word for it (`General`, `NoEmail`, `abuse`…), for the officers' view. */
  detail: z
    .string()
    .max(60)
    .regex(/^[A-Za-z0-9 _-]*$/)
    .optional(),
  /** When SES saw the bounce or complaint. */
  at: epochMs,
  /** The mail that bounced or was complained about. */
  sesMessageId: sesMessageIdSchema,
});
export type MailSuppressionItem = z.infer<typeof mailSuppressionItemSchema>;
