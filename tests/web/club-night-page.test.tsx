// A club night's page on jsdom with the API stubbed: its times, prices, seats and order form while
// sales are open; the order form hidden once sales have closed; and, back from Stripe's page with
// ?tickets=paid, the thank-you that says the tickets come by mail.

import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClubNight } from '../../common/tickets/tickets';
import ClubNightPage from '../../web/src/features/events/club-night-page';
import { renderPages, resetAuth, stubApi } from './support/officer-console';
import { jsonResponse } from './support/stub-fetch';

vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn() }));

const DAY = 86_400_000;
const start = Date.now() + 30 * DAY;
const night: ClubNight = {
  id: '2031-03-06-annual-banquet',
  title: 'Annual banquet',
  description: 'Dinner and speeches.',
  start,
  end: start + 5 * 3_600_000,
  capacity: 120,
  seatsLeft: 37,
  memberPriceCents: 4_500,
  priceCents: 6_000,
  tablesOfTen: true,
  salesCloseAt: start - 2 * DAY,
};

function open(path: string, answer: ClubNight) {
  stubApi({ [`GET /public/api/club-nights/${night.id}`]: () => jsonResponse(answer) });
  renderPages(path, { '/events/:nightId': <ClubNightPage /> });
}

beforeEach(resetAuth);
afterEach(() => vi.unstubAllGlobals());

describe("a club night's page", () => {
  it('shows the seats left and the order form while sales are open', async () => {
    open(`/events/${night.id}`, night);
    expect(await screen.findByText('37 of 120 seats left.')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Buy tickets' })).toBeVisible();
    expect(screen.queryByText(/your payment went through/)).toBeNull();
  });

  it('hides the order form once sales have closed', async () => {
    open(`/events/${night.id}`, { ...night, salesCloseAt: Date.now() - 1_000 });
    expect(await screen.findByText('Sales have closed.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Buy tickets' })).toBeNull();
  });

  it("thanks a buyer back from Stripe's page and says the tickets come by mail", async () => {
    open(`/events/${night.id}?tickets=paid`, night);
    expect(await screen.findByText(/your payment went through\. Your tickets come by mail/)).toBeVisible();
  });
});
