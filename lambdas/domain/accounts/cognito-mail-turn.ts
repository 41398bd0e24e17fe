// One turn of Cognito's code mail (the limits and why: cognito-mail-limits.ts): the suppression list
// first, then each limit's counter in the rateLimits table, under a hash of the mailbox or domain.

import { canonicalEmail, emailDomain } from '../../../common/requests/visitor-forms';
import { countInWindow, HOUR_MS, hashed } from '../../runtime/rate-limit';
import { suppressionsOf } from '../mail/mail-suppressions';
import { COGNITO_MAIL_LIMITS, type CognitoMailRefusal } from './cognito-mail-limits';

const HOUR_SECONDS = HOUR_MS / 1000;
const DAY_SECONDS = 24 * HOUR_SECONDS;

async function take(key: string, limit: number, windowSeconds: number, now: number): Promise<boolean> {
  return (await countInWindow(`cognito-mail#${key}`, limit, windowSeconds, now)).allowed;
}

/**
 * Takes one turn for a code mailed to `email` now: undefined when it may go, or why not. The
 * suppression list is read first and takes no turn; each limit counts only when those before it
 * allowed the mail, as the forms' limits do.
 */
export async function cognitoMailTurn(email: string, now: number): Promise<CognitoMailRefusal | undefined> {
  if ((await suppressionsOf([email])).size > 0) return 'suppressed';
  const mailbox = hashed(canonicalEmail(email));
  const { perMailbox, perDomain, everyone } = COGNITO_MAIL_LIMITS;
  if (!(await take(`mailbox#${mailbox}`, perMailbox.perHour, HOUR_SECONDS, now))) return 'mailbox';
  if (!(await take(`mailbox-day#${mailbox}`, perMailbox.perDay, DAY_SECONDS, now))) return 'mailbox';
  if (!(await take(`domain#${hashed(emailDomain(email))}`, perDomain.perHour, HOUR_SECONDS, now))) return 'domain';
  if (!(await take('all', everyone.perHour, HOUR_SECONDS, now))) return 'everyone';
  if (!(await take('all-day', everyone.perDay, DAY_SECONDS, now))) return 'everyone';
  return undefined;
}
