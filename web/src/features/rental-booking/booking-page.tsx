// The renter's page of a booking, opened from the link in every booking mail: where the booking
// stands and each step with its date (worded by the server, so new steps need no change here), its
// quote, what the club holds and what is still owed, the payments with their receipts, the booked
// dates as a calendar file, and the buttons that pay the deposit or the balance through Stripe's
// hosted Checkout (a redirect: no payment script runs on this page), and, where the space asks for
// one, the upload of the renter's insurance certificate.
// The link's reference and token are read from the fragment once and wiped from the address bar.

import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '../../lib/router';
import type { BookingCertificate } from '../../../../common/rental/booking-certificate';
import { formatDate, formatDateTime } from '../../../../common/club-time';
import {
  type BookingPart,
  bookingMessages,
  bookingOfFragment,
  bookingRefSchema,
  bookingTokenSchema,
  standingOf,
} from '../../../../common/rental/rental-booking';
import { formatCents } from '../../../../common/rental/rental-quote';
import { FormAlert, Spinner } from '../../components/forms/form-alert';
import { PageBanner } from '../../components/layout/page-banner';
import { formatMegabytes, uploadKinds } from '../../../../common/uploads';
import { type BookingAnswer, fetchBooking, startPayment, uploadCertificate } from './booking-api';
import { BookingCancel } from './booking-cancel';
import { goToCheckout } from '../../lib/checkout-redirect';
import './booking.css';

type Link = { readonly ref: string; readonly token: string };

/** How often, and how many times, the page asks again while a payment is on its way. */
const PENDING_LOOK_MS = 2_000;
const PENDING_LOOKS = 15;

function linkFrom(hash: string): Link | undefined {
  const { ref, token } = bookingOfFragment(hash);
  const parsedRef = bookingRefSchema.safeParse(ref ?? '');
  const parsedToken = bookingTokenSchema.safeParse(token ?? '');
  return parsedRef.success && parsedToken.success ? { ref: parsedRef.data, token: parsedToken.data } : undefined;
}

/** The link's reference and token, read once; the fragment is then replaced in the same history entry. */
function useBookingLink(): Link | undefined {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const [link] = useState(() => linkFrom(hash));
  useEffect(() => {
    if (hash) navigate(`${pathname}${search}`, { replace: true, state });
  }, [hash, navigate, pathname, search, state]);
  return link;
}

export default function BookingPage() {
  const link = useBookingLink();
  const [booking, setBooking] = useState<BookingAnswer | undefined>();
  const [problem, setProblem] = useState<string | undefined>(link ? undefined : bookingMessages.badLink);
  const [paying, setPaying] = useState<BookingPart | undefined>();
  const asked = useRef(false);

  useEffect(() => {
    if (!link || asked.current) return;
    asked.current = true;
    void fetchBooking(link.ref, link.token).then((outcome) => (outcome.ok ? setBooking(outcome.value) : setProblem(outcome.message)));
  }, [link]);

  // Back from Stripe's page, the payment may still be on its way (Stripe's event comes a moment
  // later): ask again a few times, since the link's token is gone from the address bar.
  const pendingCents = booking?.money.pendingCents ?? 0;
  const [looks, setLooks] = useState(0);
  useEffect(() => {
    if (!link || pendingCents === 0 || looks >= PENDING_LOOKS) return;
    const timer = setTimeout(() => {
      void fetchBooking(link.ref, link.token).then((outcome) => {
        if (outcome.ok) setBooking(outcome.value);
        setLooks((count) => count + 1);
      });
    }, PENDING_LOOK_MS);
    return () => clearTimeout(timer);
  }, [link, pendingCents, looks]);

  const pay = async (part: BookingPart) => {
    if (!link || paying) return;
    setPaying(part);
    const outcome = await startPayment(link.ref, link.token, part);
    if (outcome.ok) {
      // Stripe's hosted page; it sends the renter back here.
      goToCheckout(outcome.value.checkoutUrl);
      return;
    }
    setProblem(outcome.message);
    setPaying(undefined);
  };

  return (
    <>
      <meta name="robots" content="noindex" />
      <PageBanner title="YOUR BOOKING" crumb="Booking" />
      <section className="section">
        <div className="container booking-page card">
          <div className="card__body">
            {problem ? <FormAlert status={{ state: 'error', message: problem }} /> : null}
            {!booking && !problem ? (
              <p role="status">
                <Spinner />
                Opening your booking...
              </p>
            ) : null}
            {booking ? <BookingDetails booking={booking} paying={paying} onPay={pay} /> : null}
            {booking && link && (booking.certificate?.asked || booking.certificate?.received) ? (
              <CertificateSection
                link={link}
                certificate={booking.certificate}
                open={booking.status === 'pending' || booking.status === 'approved'}
                onReceived={(received) => setBooking({ ...booking, certificate: { asked: true, received } })}
              />
            ) : null}
            {booking && link ? <BookingCancel booking={booking} link={link} onCancelled={setBooking} /> : null}
          </div>
        </div>
      </section>
    </>
  );
}

interface DetailsProps {
  readonly booking: BookingAnswer;
  readonly paying: BookingPart | undefined;
  readonly onPay: (part: BookingPart) => void;
}

function BookingDetails({ booking, paying, onPay }: DetailsProps) {
  const { money, quote } = booking;
  const open = booking.status === 'approved';
  const part: BookingPart | undefined = !open
    ? undefined
    : money.depositOwedCents > 0
      ? 'deposit'
      : money.balanceOwedCents > 0
        ? 'balance'
        : undefined;
  const owed = part === 'deposit' ? money.depositOwedCents : part === 'balance' ? money.balanceOwedCents : 0;
  return (
    <>
      <h2 className="booking-page__title">Booking {booking.reference}</h2>
      <p className="booking-page__standing" data-testid="booking-standing">
        {standingOf(booking.steps)?.label ?? 'Requested'}
      </p>
      <ol className="booking-page__steps" aria-label="Your booking, step by step">
        {booking.steps.map((step) => (
          <li
            key={`${step.step}-${step.at ?? ''}`}
            className={step.due ? 'booking-page__step booking-page__step--due' : 'booking-page__step'}
          >
            {step.label}
            {step.at === undefined || step.due ? null : (
              <>
                {' · '}
                <time dateTime={new Date(step.at).toISOString()}>{formatDateTime(step.at)}</time>
              </>
            )}
          </li>
        ))}
      </ol>
      <dl className="booking-page__facts">
        <div>
          <dt>When</dt>
          <dd>
            {formatDateTime(booking.start)} to {formatDateTime(booking.end)} (Chicago time)
            {booking.calendar ? (
              <>
                {' '}
                <a href={booking.calendar} download data-testid="booking-calendar">
                  Add to your calendar (.ics)
                </a>
              </>
            ) : null}
          </dd>
        </div>
        {booking.termsVersion === undefined ? null : (
          <div>
            <dt>Hire terms accepted</dt>
            <dd>Version {booking.termsVersion}</dd>
          </div>
        )}
      </dl>
      {quote ? (
        <section aria-labelledby="booking-quote">
          <h3 id="booking-quote">Your quote</h3>
          <dl className="booking-page__lines">
            {quote.lines.map((line) => (
              <div key={`${line.kind}-${line.id}`}>
                <dt>{line.label}</dt>
                <dd>{formatCents(line.amountCents)}</dd>
              </div>
            ))}
            <div className="booking-page__total">
              <dt>Total</dt>
              <dd>{formatCents(quote.totalCents)}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="booking-money">
        <h3 id="booking-money">Paid and owed</h3>
        <dl className="booking-page__lines">
          <div>
            <dt>The club holds</dt>
            <dd data-testid="booking-held">{formatCents(money.heldCents)}</dd>
          </div>
          {open ? (
            <div>
              <dt>Still owed</dt>
              <dd data-testid="booking-owed">{formatCents(money.balanceOwedCents)}</dd>
            </div>
          ) : null}
        </dl>
        {money.pendingCents > 0 ? <p>A payment of {formatCents(money.pendingCents)} is on its way.</p> : null}
        {booking.entries.length > 0 ? (
          <ul className="booking-page__entries">
            {booking.entries.map((entry) => (
              <li key={`${entry.kind}-${entry.at}-${entry.amountCents}`}>
                {formatDateTime(entry.at)}: {entry.description}, {formatCents(entry.amountCents)}
                {entry.receipt ? (
                  <>
                    {' '}
                    <a href={entry.receipt}>Receipt {entry.receiptNumber}</a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {part && booking.payOnline ? (
        <button type="button" className="btn btn--primary" disabled={paying !== undefined} onClick={() => onPay(part)}>
          {part === 'deposit' ? `Pay the deposit: ${formatCents(owed)}` : `Pay the balance: ${formatCents(owed)}`}
        </button>
      ) : null}
      {part && !booking.payOnline ? <p>{bookingMessages.offline}</p> : null}
    </>
  );
}

interface CertificateProps {
  readonly link: Link;
  readonly certificate: BookingCertificate;
  /** A declined or cancelled booking takes no upload. */
  readonly open: boolean;
  readonly onReceived: (received: NonNullable<BookingCertificate['received']>) => void;
}

/** The insurance certificate the space asks for: received when, and a file input to send or replace it. */
function CertificateSection({ link, certificate, open, onReceived }: CertificateProps) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const { received } = certificate;
  const send = async (file: File | undefined, input: HTMLInputElement) => {
    if (!file || sending) return;
    setSending(true);
    setProblem(undefined);
    const outcome = await uploadCertificate(link.ref, link.token, file);
    setSending(false);
    // The same file may be chosen again after a refusal.
    input.value = '';
    if (outcome.ok) onReceived(outcome.value);
    else setProblem(outcome.message);
  };
  return (
    <section aria-labelledby="booking-certificate" className="booking-page__certificate">
      <h3 id="booking-certificate">Insurance certificate</h3>
      {received ? (
        <p data-testid="booking-certificate-received">
          Certificate received {formatDate(received.at)} ({received.fileName})
        </p>
      ) : (
        <p>
          The club asks for a certificate of liability insurance for this booking: {uploadKinds.certificate.label} of at most{' '}
          {formatMegabytes(uploadKinds.certificate.maxBytes)}.
        </p>
      )}
      {open && certificate.asked ? (
        <label className="form-field">
          {received ? 'Replace the certificate' : 'Upload the certificate'}
          <input
            type="file"
            name="certificate"
            accept={uploadKinds.certificate.contentTypes.join(',')}
            disabled={sending}
            onChange={(event) => void send(event.currentTarget.files?.[0], event.currentTarget)}
          />
        </label>
      ) : null}
      {sending ? (
        <p role="status">
          <Spinner />
          Sending the certificate...
        </p>
      ) : null}
      {problem ? <FormAlert status={{ state: 'error', message: problem }} /> : null}
    </section>
  );
}
