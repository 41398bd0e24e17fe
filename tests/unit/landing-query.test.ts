// Which queries a page landed on may carry and still be taken over as served
// (web/src/components/hydration/landing-query.ts).

import { describe, expect, it } from 'vitest';
import { TICKETS_PAID_QUERY } from '../../common/tickets/tickets';
import { queryKeepsServedMarkup } from '../../web/src/components/hydration/landing-query';

describe('a landing query', () => {
  it('keeps the served page with no query, campaign tags alone, or what a page reads once taken over', () => {
    expect(queryKeepsServedMarkup('')).toBe(true);
    expect(queryKeepsServedMarkup('?')).toBe(true);
    expect(queryKeepsServedMarkup('?fbclid=IwAR0abc')).toBe(true);
    expect(queryKeepsServedMarkup('?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&mc_cid=1&mc_eid=2')).toBe(true);
    expect(queryKeepsServedMarkup('?gclid=x&msclkid=y')).toBe(true);
    expect(queryKeepsServedMarkup(`?${new URLSearchParams(TICKETS_PAID_QUERY)}&fbclid=z`)).toBe(true);
  });

  it('renders afresh for a query that chooses what the page shows, alone or among tags', () => {
    expect(queryKeepsServedMarkup('?page=2')).toBe(false);
    expect(queryKeepsServedMarkup('?team=womens-xv')).toBe(false);
    expect(queryKeepsServedMarkup('?store=blaze-club-store&q=cap')).toBe(false);
    expect(queryKeepsServedMarkup('?date=2030-06-01')).toBe(false);
    expect(queryKeepsServedMarkup('?fbclid=IwAR0abc&page=2')).toBe(false);
    // A tag's look-alike is not a tag, and a query nobody knows may change the page.
    expect(queryKeepsServedMarkup('?utm_=x')).toBe(false);
    expect(queryKeepsServedMarkup('?fbclid2=x')).toBe(false);
  });
});
