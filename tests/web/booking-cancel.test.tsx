// The renter's cancel on /booking in jsdom: the page says what cancelling now gives back under the
// club's rule (as the server works it out), asks to confirm, posts the link's token to the cancel
// row only then, and shows what was refunded and kept; a booking the server offers no cancel for
// (begun, or not open) has no button.

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_PAGE, bookingLinkPath } from '../../common/rental/rental-booking';
import BookingPage from '../../web/src/features/rental-booking/booking-page';
import { RouterAt } from './support/router-at';
import { jsonResponse, stubFetch } from './support/stub-fetch';

const REF = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456';
const RULE =
  'Cancelled 45 days before the booking: under the rule "30 days or more before", 50% of the charges refunded; the damage deposit is returned in full.';

function booking(overrides: Record<string, unknown> = {}) {
  return {
    reference: REF,
    status: 'approved',
    start: Date.parse('2027-06-05T22:00:00Z'),
    end: Date.parse('2027-06-06T03:00:00Z'),
    money: { heldCents: 75_000, pendingCents: 0, depositOwedCents: 0, balanceOwedCents: 0 },
    entries: [],
    payOnline: true,
    steps: [
      { step: 'requested', label: 'Requested', at: Date.parse('2027-01-02T18:00:00Z') },
      { step: 'paid', label: 'Paid in full', at: Date.parse('2027-01-05T18:00:00Z') },
    ],
    cancelPreview: {
      refundCents: 50_000,
      keptCents: 25_000,
      damageDepositCents: 25_000,
      rule: RULE,
      text: '$500.00 refunded ($250.00 of the charges, the $250.00 damage deposit); the club keeps $250.00.',
    },
    ...overrides,
  };
}

function renderPage() {
  render(
    <StrictMode>
      <RouterAt path={`${BOOKING_PAGE}${bookingLinkPath(REF, TOKEN).slice(BOOKING_PAGE.length)}`}>
        <BookingPage />
      </RouterAt>
    </StrictMode>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe('/booking: the renter cancels', () => {
  it('shows what cancelling gives back and under which rule, then cancels on confirming with the link', async () => {
    const { cancelPreview: _, ...rest } = booking();
    const cancelled = {
      ...rest,
      status: 'cancelled',
      steps: [...rest.steps, { step: 'cancelled', label: 'Cancelled', at: Date.parse('2027-01-06T18:00:00Z') }],
      cancellation: {
        at: 1,
        by: 'Renter',
        daysBefore: 45,
        heldCents: 75_000,
        chargesRefundCents: 25_000,
        damageDepositCents: 25_000,
        overpaidCents: 0,
        refundCents: 50_000,
        keptCents: 25_000,
        toCardCents: 50_000,
        byHandCents: 0,
        rule: RULE,
      },
    };
    const fetchMock = stubFetch(
      async () => jsonResponse(booking()),
      async () => jsonResponse(cancelled),
    );
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    const confirm = screen.getByRole('group', { name: 'Confirm cancelling' });
    expect(confirm).toHaveTextContent(
      `Cancelling now: $500.00 refunded ($250.00 of the charges, the $250.00 damage deposit); the club keeps $250.00. ${RULE}`,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Yes, Cancel My Booking' }));
    expect(await screen.findByText(/Refunded \$500\.00; kept by the club \$250\.00\./)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe(`/public/api/bookings/${REF}/cancel`);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ token: TOKEN });
    expect(screen.getByTestId('booking-standing')).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
  });

  it('offers no cancel when the server gives no preview (the booking has begun)', async () => {
    const { cancelPreview: _, ...begun } = booking();
    stubFetch(async () => jsonResponse(begun));
    renderPage();
    expect(await screen.findByTestId('booking-standing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
  });
});
