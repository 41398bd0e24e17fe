// /booking in jsdom: the link's reference and token are read from the fragment, posted once, and
// wiped from the address bar; the page says where the booking stands, what the club holds and what
// is owed, and offers to pay the part still owed, sending the renter to Stripe's page the server
// answers with; a malformed link is refused without asking the server, and a refused one shows the
// server's words. Where the space asks for an insurance certificate, the page uploads it through its
// form and attach rows and then says when it was received, or shows why it was refused.

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_PAGE, bookingLinkPath, bookingMessages } from '../../common/rental/rental-booking';
import BookingPage from '../../web/src/features/rental-booking/booking-page';
import { goToCheckout } from '../../web/src/lib/checkout-redirect';
import { postUpload } from '../../web/src/components/uploads/upload-files';
import { RouterAt } from './support/router-at';
import { jsonResponse, stubFetch } from './support/stub-fetch';

vi.mock('../../web/src/lib/checkout-redirect', () => ({ goToCheckout: vi.fn() }));
// The file's post to storage (XMLHttpRequest, which jsdom does not send anywhere); the API calls are fetch's.
vi.mock('../../web/src/components/uploads/upload-files', async (original) => ({
  ...(await original<typeof import('../../web/src/components/uploads/upload-files')>()),
  postUpload: vi.fn(async () => undefined),
}));

const REF = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456';

function booking(overrides: Record<string, unknown> = {}) {
  return {
    reference: REF,
    status: 'approved',
    start: Date.parse('2027-06-05T22:00:00Z'),
    end: Date.parse('2027-06-06T03:00:00Z'),
    termsVersion: 2,
    quote: {
      lines: [
        { kind: 'space', id: 'hall', label: 'Banquet hall', detail: '5 hours × $100.00', amountCents: 50_000 },
        { kind: 'damage-deposit', id: 'damage-deposit', label: 'Damage deposit', detail: 'refundable', amountCents: 25_000 },
      ],
      totalCents: 75_000,
    },
    balanceDueAt: Date.parse('2027-05-22T22:00:00Z'),
    holdUntil: Date.parse('2027-01-10T18:00:00Z'),
    money: { heldCents: 0, pendingCents: 0, depositOwedCents: 12_500, balanceOwedCents: 75_000 },
    entries: [],
    payOnline: true,
    steps: [
      { step: 'requested', label: 'Requested', at: Date.parse('2027-01-02T18:00:00Z') },
      { step: 'approved', label: 'Approved: awaiting your deposit', at: Date.parse('2027-01-03T18:00:00Z') },
      { step: 'deposit-due', label: 'Deposit due by Jan 10, 2027', at: Date.parse('2027-01-10T18:00:00Z'), due: true },
    ],
    ...overrides,
  };
}

function renderAt(suffix: string) {
  render(
    <StrictMode>
      <RouterAt path={`${BOOKING_PAGE}${suffix}`}>
        <BookingPage />
      </RouterAt>
    </StrictMode>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe('/booking', () => {
  it('opens the booking of the link once, wipes the token from the address, and offers the deposit', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(booking()));
    const link = bookingLinkPath(REF, TOKEN);
    renderAt(link.slice(BOOKING_PAGE.length));

    expect(await screen.findByTestId('booking-standing')).toHaveTextContent('Approved: awaiting your deposit');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/public/api/bookings/${REF}/view`);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: TOKEN });
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(screen.getByText('Version 2')).toBeInTheDocument();
    // Each step with its date, the deadline worded by the server, no calendar before the dates are booked.
    const steps = screen.getByRole('list', { name: 'Your booking, step by step' });
    expect(steps).toHaveTextContent('Requested');
    expect(steps).toHaveTextContent('Deposit due by Jan 10, 2027');
    expect(screen.queryByRole('link', { name: /calendar/ })).toBeNull();
    expect(screen.getByTestId('booking-owed')).toHaveTextContent('$750.00');
    expect(screen.getByRole('button', { name: 'Pay the deposit: $125.00' })).toBeEnabled();
  });

  it('sends the renter to the checkout page the server starts for the part owed', async () => {
    const fetchMock = stubFetch(
      async () =>
        jsonResponse(
          booking({
            money: { heldCents: 12_500, pendingCents: 0, depositOwedCents: 0, balanceOwedCents: 62_500 },
            steps: [
              { step: 'requested', label: 'Requested', at: 1 },
              { step: 'confirmed', label: 'Confirmed: the deposit is in', at: 2 },
              { step: 'balance-due', label: 'Balance due by May 22, 2027', at: 3, due: true },
            ],
          }),
        ),
      async () => jsonResponse({ checkoutUrl: 'https://checkout.stripe.test/c/pay/cs_1', amountCents: 62_500 }, 201),
    );
    const user = renderAt(bookingLinkPath(REF, TOKEN).slice(BOOKING_PAGE.length));

    expect(await screen.findByTestId('booking-standing')).toHaveTextContent('Confirmed: the deposit is in');
    await user.click(screen.getByRole('button', { name: 'Pay the balance: $625.00' }));

    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe(`/public/api/bookings/${REF}/checkout/balance`);
  });

  it('offers no payment once paid in full, nor online when the club takes none', async () => {
    stubFetch(async () =>
      jsonResponse(
        booking({
          money: { heldCents: 75_000, pendingCents: 0, depositOwedCents: 0, balanceOwedCents: 0 },
          steps: [{ step: 'paid', label: 'Paid in full', at: 4 }],
          calendar: `https://blazerugby.test/public/api/bookings/${REF}/${TOKEN}/booking.ics`,
        }),
      ),
    );
    renderAt(bookingLinkPath(REF, TOKEN).slice(BOOKING_PAGE.length));
    expect(await screen.findByTestId('booking-standing')).toHaveTextContent('Paid in full');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add to your calendar (.ics)' })).toHaveAttribute(
      'href',
      expect.stringContaining('booking.ics'),
    );
  });

  it('says so when the club does not take payments online', async () => {
    stubFetch(async () => jsonResponse(booking({ payOnline: false })));
    renderAt(bookingLinkPath(REF, TOKEN).slice(BOOKING_PAGE.length));
    expect(await screen.findByText(bookingMessages.offline)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('refuses a malformed link without asking the server, and shows the server’s words for a refused one', async () => {
    const unasked = stubFetch();
    renderAt(`#ref=${REF}&token=short`);
    expect(await screen.findByText(bookingMessages.badLink)).toBeInTheDocument();
    expect(unasked).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a link', async () => {
    stubFetch(async () => jsonResponse({ error: bookingMessages.badLink }, 404));
    renderAt(bookingLinkPath(REF, TOKEN).slice(BOOKING_PAGE.length));
    expect(await screen.findByText(bookingMessages.badLink)).toBeInTheDocument();
  });

  describe('the insurance certificate', () => {
    const form = { uploadId: '2f1c9d3e-7a4b-4c5d-8e9f-0a1b2c3d4e5f', url: 'https://uploads.test/', fields: { key: 'k' } };
    const pdf = () => new File(['%PDF-1.4\n'], 'Our cover.pdf', { type: 'application/pdf' });

    it('uploads the certificate the space asks for, then says when it was received and offers to replace it', async () => {
      const at = Date.parse('2027-01-04T18:00:00Z');
      const fetchMock = stubFetch(
        async () => jsonResponse(booking({ certificate: { asked: true } })),
        async () => jsonResponse({ upload: form }, 201),
        async () => jsonResponse({ certificate: { fileName: 'Our cover.pdf', contentType: 'application/pdf', bytes: 9, at } }),
      );
      const user = renderAt(bookingLinkPath(REF, TOKEN).slice(BOOKING_PAGE.length));
      const section = await screen.findByRole('region', { name: 'Insurance certificate' });
      expect(section).toHaveTextContent('a PDF, JPEG or PNG file of at most 3 MB');

      await user.upload(screen.getByLabelText('Upload the certificate'), pdf());

      expect(await screen.findByTestId('booking-certificate-received')).toHaveTextContent(
        'Certificate received January 4, 2027 (Our cover.pdf)',
      );
      expect(screen.getByLabelText('Replace the certificate')).toBeEnabled();
      expect(String(fetchMock.mock.calls[1]?.[0])).toBe(`/public/api/bookings/${REF}/certificate/form`);
      expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ token: TOKEN, contentType: 'application/pdf', bytes: 9 });
      expect(postUpload).toHaveBeenCalledWith(form, expect.any(File), expect.any(Function));
      expect(String(fetchMock.mock.calls[2]?.[0])).toBe(`/public/api/bookings/${REF}/certificate`);
      expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body))).toEqual({
        token: TOKEN,
        uploadId: form.uploadId,
        fileName: 'Our cover.pdf',
      });
    });

    it("refuses a file of another type without asking the server, and shows the server's refusal of the bytes", async () => {
      const refusal = 'The file must be a PDF, JPEG or PNG file.';
      const fetchMock = stubFetch(
        async () => jsonResponse(booking({ certificate: { asked: true } })),
        async () => jsonResponse({ upload: form }, 201),
        async () => jsonResponse({ error: refusal }, 415),
      );
      const user = userEvent.setup({ applyAccept: false });
      render(
        <RouterAt path={`${BOOKING_PAGE}${bookingLinkPath(REF, TOKEN).slice(BOOKING_PAGE.length)}`}>
          <BookingPage />
        </RouterAt>,
      );
      const input = await screen.findByLabelText('Upload the certificate');
      await user.upload(input, new File(['<svg/>'], 'cover.svg', { type: 'image/svg+xml' }));
      expect(await screen.findByText(refusal)).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);

      await user.upload(input, pdf());
      expect(await screen.findByText(refusal)).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(screen.queryByTestId('booking-certificate-received')).toBeNull();
    });

    it('shows no certificate section when the space asks for none', async () => {
      stubFetch(async () => jsonResponse(booking({ certificate: { asked: false } })));
      renderAt(bookingLinkPath(REF, TOKEN).slice(BOOKING_PAGE.length));
      await screen.findByTestId('booking-standing');
      expect(screen.queryByRole('region', { name: 'Insurance certificate' })).toBeNull();
    });
  });
});
