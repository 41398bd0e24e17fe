// How fast newsletters leave: mails per second, the `newsletterSendRate` deploy parameter
// (infra/config.ts), told to the send-newsletters job as NEWSLETTER_SEND_RATE.
//
// A fixed rate the club chooses, not one read from SES at run time (GetAccount's SendQuota): the
// account's quota is shared with the visitors' receipts, the club's notifications and Cognito's
// codes, so a newsletter should take a part of it, never all of it; it changes only when the club
// asks AWS for more, which is a moment to deploy; a read each minute would be one more permission
// and one more thing to fail. `npm run preflight` reads SendQuota instead and fails a rate above
// the account's (infra/deploy/checks/ses.ts). SES refuses what goes past its quota anyway
// (throttling): the outbox keeps such a mail and tries it again later.

import { NEWSLETTER_SEND_RATE } from '../../runtime/env-names';

/**
 * One mail a second: SES's rate for a new account still in the sandbox, so it is safe on any
 * account; a newsletter to 600 subscribers takes ten minutes. An account out of the sandbox has
 * more (its quota says how much): raise the parameter to leave the rest of the rate to other mail.
 */
export const DEFAULT_NEWSLETTER_SEND_RATE = 1;

/** The rates the parameter accepts: one a second up to SES's larger production quotas. */
export const NEWSLETTER_SEND_RATE_RANGE = { min: 1, max: 50 } as const;

/** The rate the job was deployed with. */
export function newsletterSendRate(): number {
  const value = Number(process.env[NEWSLETTER_SEND_RATE]);
  if (!Number.isInteger(value) || value < NEWSLETTER_SEND_RATE_RANGE.min || value > NEWSLETTER_SEND_RATE_RANGE.max) {
    throw new Error(`${NEWSLETTER_SEND_RATE} is not set to a whole number of mails a second`);
  }
  return value;
}
