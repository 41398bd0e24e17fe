// The Stripe Checkout of what a membership still owes: the amount worked out here, never from the
// browser. Apart from memberships.ts, so only the row that starts one carries Stripe's SDK.

import { DUES_PAID_QUERY, MEMBERSHIP_PAGE, membershipMessages } from '../../../common/membership/membership';
import { HttpError } from '../../runtime/http';
import { sitePageLink } from '../mail/mail-text';
import { CHECKOUT_EXPIRES_MINUTES, type StartedCheckout, startCheckout } from '../payments/checkout';
import { subjectMoney } from '../payments/subject-money';
import type { MembershipItem } from './membership-item';
import { membershipSubject } from './memberships';

/**
 * Opens (or finds again) a Stripe Checkout for what a membership still owes. The key names the
 * type, the amount and a half-hour window, as a booking's does: a double click finds the same
 * session, a payment made meanwhile changes the amount and so the payment.
 */
export async function startMembershipCheckout(item: MembershipItem, now: number): Promise<StartedCheckout> {
  const money = await subjectMoney(membershipSubject(item.id), item.priceCents);
  const owed = money.balanceCents ?? 0;
  if (owed === 0) throw new HttpError(409, membershipMessages.nothingOwed);
  const window = Math.floor(now / ((CHECKOUT_EXPIRES_MINUTES / 2) * 60_000));
  const page = sitePageLink(MEMBERSHIP_PAGE);
  const paid = `${page}?${new URLSearchParams(DUES_PAID_QUERY)}`;
  const label = `${item.typeName} membership, season ${item.season}`;
  return startCheckout(
    {
      subject: membershipSubject(item.id),
      lines: [{ label, unitCents: owed, quantity: 1 }],
      description: label,
      payerEmail: item.email,
      payerName: item.name,
      idempotencyKey: `${item.typeId}-${owed}-${window}`,
      successUrl: paid,
      cancelUrl: page,
    },
    now,
  );
}
