// The member's dues (common/membership/membership.ts): their memberships of this season and the
// next with "member until" and receipts, joining or renewing, and the Stripe Checkout of what is
// owed, with their ID token; answers checked against the schemas the handlers build them with.

import { MY_MEMBERSHIP_PATH, myMembershipCheckoutPath } from '../../../../common/membership/membership';
import { type JoinMembership, type MyMembershipAnswer, myMembershipAnswerSchema } from '../../../../common/membership/membership-schemas';
import { ApiError } from '../../components/data/use-api';
import { signedInFetchJson } from '../../lib/auth/signed-in-fetch';

/** The member's memberships, or null when their address is not verified yet (403, which the requests' card explains). */
export async function fetchMyMembership(signal?: AbortSignal): Promise<MyMembershipAnswer | null> {
  try {
    return await signedInFetchJson(MY_MEMBERSHIP_PATH, (body) => myMembershipAnswerSchema.parse(body), { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

export function joinMembership(body: JoinMembership): Promise<unknown> {
  return signedInFetchJson(MY_MEMBERSHIP_PATH, (answer) => answer, { method: 'POST', body });
}

/** Opens the Stripe Checkout of what the season's membership owes; the page then leaves for it. */
export function startMembershipCheckout(season: number): Promise<{ checkoutUrl: string }> {
  return signedInFetchJson(
    myMembershipCheckoutPath(season),
    (answer) => {
      const url = answer && typeof answer === 'object' ? (answer as Record<string, unknown>).checkoutUrl : undefined;
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error('the answer has no checkout address');
      return { checkoutUrl: url };
    },
    { method: 'POST', body: {} },
  );
}
