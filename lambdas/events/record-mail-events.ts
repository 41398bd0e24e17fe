// SES's bounce and complaint events for mail sent through the club's configuration set, from
// EventBridge: each permanently bounced or complaining address goes on the suppression list and
// the mail it concerns is marked (lambdas/domain/mail/mail-suppressions.ts).

import { defineEventFunction } from '../runtime/event-function';
import { clubAddress } from '../domain/mail/mail-settings';
import { mailEventSchema, recordMailEvent } from '../domain/mail/mail-suppressions';
import { eventFunction } from '../event-functions';

export const handler = defineEventFunction(eventFunction('record-mail-events'), mailEventSchema, async (event, now) => ({
  ...(await recordMailEvent(event, clubAddress(), now)),
}));
