// The token of a receipt link: an HMAC-SHA256 of the entry's id with the payments secret's
// `receiptKey`, so the link opens that one receipt and nothing else, and no token is stored. The
// payer gets it in the receipt mail; the renter's page (and the dues and ticket pages) ask for it
// with receiptLink. Changing the key ends every link given before (docs/operations.md).

import { createHmac, timingSafeEqual } from 'node:crypto';
import { fillPath } from '../../../common/fill-path';
import { PUBLIC_RECEIPT_PATH } from '../../../common/payments/payments';
import { sitePageLink } from '../mail/mail-text';
import { paymentsSecret } from './payments-secret';

export function receiptTokenWith(receiptKey: string, entryId: string): string {
  return createHmac('sha256', receiptKey).update(`receipt\n${entryId}`).digest('base64url');
}

/** The token of an entry's receipt link. */
export async function receiptToken(entryId: string): Promise<string> {
  return receiptTokenWith((await paymentsSecret()).receiptKey, entryId);
}

/** Whether a token opens the entry's receipt (compared in constant time). */
export async function receiptTokenOpens(entryId: string, token: string): Promise<boolean> {
  const expected = Buffer.from(await receiptToken(entryId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The absolute address of an entry's receipt PDF with its token, for a mail or a page (SITE_URL). */
export async function receiptLink(entryId: string): Promise<string> {
  const url = new URL(sitePageLink(fillPath(PUBLIC_RECEIPT_PATH, { entryId })));
  url.searchParams.set('token', await receiptToken(entryId));
  return url.href;
}
