// A booking's money on its way back, in the inbox: what cancelling it now would refund under the
// club's refund tiers (read from the server, which works it out: common/rental/rental-cancellation.ts),
// shown in the confirmation before the officer cancels; the damage deposit's return once the event
// is over, whole or in part with a reason; and what was given back, once it was.

import { type FormEvent, useState } from 'react';
import { damageDepositReturnSchema } from '../../../../../common/rental/booking-money';
import type { InboxRequest } from '../../../../../common/requests/inbox';
import { formatCents } from '../../../../../common/rental/rental-quote';
import { FormAlert } from '../../../components/forms/form-alert';
import type { FormStatus } from '../../../components/forms/use-form-submission';
import { useLoad } from '../../../components/data/use-load';
import { failureText } from '../../../lib/failure-text';
import { fetchCancellationPreview, moveRequest, returnDamageDeposit } from './inbox-api';
import { centsOf, dollarsText } from '../rental/rental-model-values';

/** "Cancelling now refunds …", loaded when the confirmation opens. */
export function CancellationPreviewText({ reference }: { readonly reference: string }) {
  const { state } = useLoad((signal) => fetchCancellationPreview(reference, signal), reference);
  if (state.status === 'loading') return <p role="status">Working out the refund…</p>;
  if (state.status === 'error') return <p className="form-alert form-alert--error">Could not work out the refund: {state.message}</p>;
  return <p className="inbox-cancellation__preview">{state.data.text}</p>;
}

/**
 * What a cancellation gave back, and the damage deposit's return, as the request keeps them; and a
 * retry of the card refunds, which the server makes only where one is still to make (Stripe did not
 * confirm it the first time), so pressing it when all went back does nothing.
 */
export function BookingRefundFacts({ request, onRetried }: { readonly request: InboxRequest; readonly onRetried: () => void }) {
  const { cancellation, depositReturn } = request;
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const [busy, setBusy] = useState(false);
  if (!cancellation && !depositReturn) return null;

  async function retry() {
    setBusy(true);
    try {
      if (request.status === 'cancelled') await moveRequest(request.reference, request.kind, 'cancel');
      else if (depositReturn)
        await returnDamageDeposit(request.reference, { returnCents: depositReturn.returnedCents, reason: depositReturn.reason });
      setStatus({ state: 'success', message: 'Card refunds checked: any still to make were made.' });
      onRetried();
    } catch (error) {
      setStatus({ state: 'error', message: failureText('retry the card refunds', error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="inbox-cancellation" aria-label="Money given back">
      {cancellation ? (
        <>
          <h3>Cancellation refund</h3>
          <p>
            Paid {formatCents(cancellation.heldCents)}; refunded {formatCents(cancellation.refundCents)} (of which{' '}
            {formatCents(cancellation.damageDepositCents)} damage deposit); kept {formatCents(cancellation.keptCents)}.{' '}
            {cancellation.byHandCents > 0
              ? `${formatCents(cancellation.byHandCents)} was paid by hand: hand it back and record the refund.`
              : ''}
          </p>
          <p className="inbox-quote__rules">{cancellation.rule}</p>
        </>
      ) : null}
      {depositReturn ? (
        <>
          <h3>Damage deposit returned</h3>
          <p>
            Returned {formatCents(depositReturn.returnedCents)} of {formatCents(depositReturn.heldCents)}; kept{' '}
            {formatCents(depositReturn.keptCents)}
            {depositReturn.reason ? `: ${depositReturn.reason}` : '.'}
          </p>
        </>
      ) : null}
      <FormAlert status={status} />
      <div className="form-actions">
        <button type="button" className="btn btn--outline btn--small" disabled={busy} onClick={() => void retry()}>
          Retry Card Refunds
        </button>
      </div>
    </section>
  );
}

/**
 * Whether the inbox offers the damage deposit's return: an approved booking with a deposit, not yet returned, whose
 * last date the server says is over (a series ends with its last date; the officer's device clock may be wrong).
 */
export function offersDepositReturn(request: InboxRequest): boolean {
  const quote = request.bookedQuote ?? request.quote;
  return (
    request.kind === 'rental' &&
    request.status === 'approved' &&
    !request.depositReturn &&
    (quote?.damageDepositCents ?? 0) > 0 &&
    request.eventOver === true
  );
}

/** The damage deposit's return: how much goes back (all of it unless changed), and why any is kept. */
export function DamageDepositReturnForm({ request, onDone }: { readonly request: InboxRequest; readonly onDone: () => void }) {
  const deposit = (request.bookedQuote ?? request.quote)?.damageDepositCents ?? 0;
  const [amount, setAmount] = useState(dollarsText(deposit));
  const [reason, setReason] = useState('');
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = damageDepositReturnSchema.safeParse({ returnCents: centsOf(amount), reason });
    if (!parsed.success) {
      setStatus({ state: 'error', message: parsed.error.issues[0]?.message ?? 'Check the form.' });
      return;
    }
    if (parsed.data.returnCents < deposit && parsed.data.reason === '') {
      setStatus({ state: 'error', message: 'Say why part of the deposit is kept: the renter is mailed the reason.' });
      return;
    }
    setBusy(true);
    try {
      await returnDamageDeposit(request.reference, parsed.data);
      onDone();
    } catch (error) {
      setStatus({ state: 'error', message: failureText('return the damage deposit', error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="inbox-form" onSubmit={(event) => void submit(event)} aria-label="Return the damage deposit">
      <p>The event is over. Return the {formatCents(deposit)} damage deposit, or keep part of it with a reason the renter is mailed.</p>
      <label>
        Amount returned ($)
        <input value={amount} inputMode="decimal" onChange={(event) => setAmount(event.target.value)} required />
      </label>
      <label>
        Why part is kept (required when not all is returned)
        <textarea value={reason} maxLength={1000} rows={2} onChange={(event) => setReason(event.target.value)} />
      </label>
      <FormAlert status={status} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
          Return Deposit
        </button>
      </div>
    </form>
  );
}
