// SES's bounce and complaint events for mail sent through the club's configuration set, from
// EventBridge: each permanently bounced or complaining address goes on the suppression list and
// the mail it concerns is marked (lambdas/commons/mail-suppressions.ts).

import { defineEventFunction } from '../commons/event-function';
import { clubAddress } from '../commons/mail-settings';
import { mailEventSchema, recordMailEvent } from '../commons/mail-suppressions';
import { eventFunction } from '../event-functions';

export const handler = defineEventFunction(eventFunction('record-mail-events'), mailEventSchema, async (event, now) => ({
  ...(await recordMailEvent(event, clubAddress(), now)),
}));
