// A page landed on arrives rendered for its path alone. Most queries choose what it shows (?page=2,
// ?team=, the store's filters, the rental form's dates), so React renders such a page afresh. Some
// never change what the served page shows: the tags that Facebook, Google and the club's mailing
// add to every link a visitor follows, and what a page reads only after React has taken it over
// (a night's page back from paying). With only those, the page is taken over in parts as usual.

import { TICKETS_PAID_QUERY } from '../../../../common/tickets/tickets-paid-query';

/** Ad and mail campaign tags (Google Analytics' utm_*, Facebook's, Google Ads', Microsoft's, Mailchimp's). */
const CAMPAIGN_TAG = /^(?:utm_[a-z]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|mc_cid|mc_eid)$/;

/** Read by the page only once it has been taken over (web/src/hooks/use-hydrated.ts). */
const READ_AFTER_TAKEOVER: ReadonlySet<string> = new Set(Object.keys(TICKETS_PAID_QUERY));

/** Whether a page served for the path alone is what this query shows, so React may take its markup over. */
export function queryKeepsServedMarkup(search: string): boolean {
  for (const name of new URLSearchParams(search).keys()) {
    if (!CAMPAIGN_TAG.test(name) && !READ_AFTER_TAKEOVER.has(name)) return false;
  }
  return true;
}
