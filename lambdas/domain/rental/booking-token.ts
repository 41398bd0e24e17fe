// The token of a renter's booking link: an HMAC-SHA256 of the request's id with the payments
// secret's `receiptKey`, under a prefix of its own so it never equals a receipt's token. It opens
// that one booking's page and its checkouts and nothing else; nothing is stored, and changing the
// key ends every link given before (docs/operations.md). The page's calendar file has a token of
// its own, under another prefix: it travels in the file's address, so it opens that file alone.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { fillPath } from '../../../common/fill-path';
import { BOOKING_CALENDAR_PATH, bookingLinkPath } from '../../../common/rental/rental-booking';
import { sitePageLink } from '../mail/mail-text';
import { paymentsSecret } from '../payments/payments-secret';

export function bookingTokenWith(key: string, requestId: string): string {
  return createHmac('sha256', key).update(`booking\n${requestId}`).digest('base64url');
}

export async function bookingToken(requestId: string): Promise<string> {
  return bookingTokenWith((await paymentsSecret()).receiptKey, requestId);
}

/** Whether a token opens the booking (compared in constant time). */
export async function bookingTokenOpens(requestId: string, token: string): Promise<boolean> {
  const expected = Buffer.from(await bookingToken(requestId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The absolute address of the renter's booking page, for a mail (SITE_URL). */
export async function bookingLink(requestId: string): Promise<string> {
  return sitePageLink(bookingLinkPath(requestId, await bookingToken(requestId)));
}

/** The token of a booking's calendar file: opens that file and nothing else. */
export function bookingCalendarTokenWith(key: string, requestId: string): string {
  return createHmac('sha256', key).update(`booking-calendar\n${requestId}`).digest('base64url');
}

/** Whether a token opens the booking's calendar file (compared in constant time). */
export async function bookingCalendarTokenOpens(requestId: string, token: string): Promise<boolean> {
  const expected = Buffer.from(bookingCalendarTokenWith((await paymentsSecret()).receiptKey, requestId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The absolute address of the booking's calendar file with its token (SITE_URL). */
export async function bookingCalendarLink(requestId: string): Promise<string> {
  const token = bookingCalendarTokenWith((await paymentsSecret()).receiptKey, requestId);
  return sitePageLink(fillPath(BOOKING_CALENDAR_PATH, { requestId, token }));
}
