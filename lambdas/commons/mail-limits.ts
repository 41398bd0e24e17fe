// Limits on mail to visitors' addresses, so the forms cannot be used to flood someone's inbox:
// at most VISITOR_MAIL_LIMITS per address and per IP each hour. Over a limit the request is still
// stored and the club still notified; only the visitor's receipt is held back. Counts are kept
// under a hash of the address or IP, and DynamoDB deletes them after the hour (TTL).

import { normalizeEmail } from '../../common/visitor-forms';
import { countInWindow, hashed } from './rate-limit';

export const VISITOR_MAIL_LIMITS = {
  /** Receipts one address may get per hour. */
  perAddress: 3,
  /** Receipts one IP may cause per hour (a household or office shares one). */
  perIp: 10,
} as const;

const HOUR_SECONDS = 3600;

async function takeOne(key: string, limit: number, now: number): Promise<boolean> {
  return (await countInWindow(key, limit, HOUR_SECONDS, now)).allowed;
}

/** Whether a receipt may go to this address from this IP now (and counts it if so). */
export async function mayMailVisitor(email: string, ip: string, now: number): Promise<boolean> {
  if (!(await takeOne(`ip#${hashed(ip)}`, VISITOR_MAIL_LIMITS.perIp, now))) return false;
  return takeOne(`address#${hashed(normalizeEmail(email))}`, VISITOR_MAIL_LIMITS.perAddress, now);
}
