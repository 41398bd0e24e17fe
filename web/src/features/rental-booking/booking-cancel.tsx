// The renter's own cancel on their booking page: what cancelling now gives back under the club's
// refund tiers (the server works it out: common/rental/rental-cancellation.ts), a confirmation, and the
// cancellation through the booking's link. After it, what was refunded and kept, and the rule.

import { useState } from 'react';
import { formatCents } from '../../../../common/rental/rental-quote';
import { FormAlert } from '../../components/forms/form-alert';
import { type BookingAnswer, cancelBooking } from './booking-api';
import './booking-cancel.css';

interface BookingCancelProps {
  readonly booking: BookingAnswer;
  readonly link: { readonly ref: string; readonly token: string };
  readonly onCancelled: (booking: BookingAnswer) => void;
}

export function BookingCancel({ booking, link, onCancelled }: BookingCancelProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const { cancellation, cancelPreview } = booking;

  if (cancellation) {
    return (
      <section className="booking-cancel" aria-labelledby="booking-cancel-heading">
        <h3 id="booking-cancel-heading">Cancellation</h3>
        <p>
          Refunded {formatCents(cancellation.refundCents)}; kept by the club {formatCents(cancellation.keptCents)}. {cancellation.rule}
        </p>
      </section>
    );
  }
  if (!cancelPreview) return null;

  async function cancel() {
    setBusy(true);
    setProblem(undefined);
    const outcome = await cancelBooking(link.ref, link.token);
    setBusy(false);
    if (outcome.ok) onCancelled(outcome.value);
    else setProblem(outcome.message);
  }

  return (
    <section className="booking-cancel" aria-labelledby="booking-cancel-heading">
      <h3 id="booking-cancel-heading">Cancel this booking</h3>
      {problem ? <FormAlert status={{ state: 'error', message: problem }} /> : null}
      {confirming ? (
        <div role="group" aria-label="Confirm cancelling">
          <p>
            Cancelling now: {cancelPreview.text} {cancelPreview.rule} The date is freed for others and cannot be taken back.
          </p>
          <div className="form-actions">
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void cancel()}>
              Yes, Cancel My Booking
            </button>
            <button type="button" className="btn btn--outline" disabled={busy} onClick={() => setConfirming(false)}>
              Keep My Booking
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn btn--outline" onClick={() => setConfirming(true)}>
          Cancel Booking
        </button>
      )}
    </section>
  );
}
