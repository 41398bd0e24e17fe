// A booking's money on its way back, in the inbox: what cancelling it now would refund under the
// club's refund tiers (read from the server, which works it out: common/rental-cancellation.ts),
// shown in the confirmation before the officer cancels; and, once cancelled, what was given back.

import { formatCents } from '../../../../common/rental-quote';
import type { InboxRequest } from '../../../../common/inbox';
import { useLoad } from '../../components/data/use-load';
import { fetchCancellationPreview } from './inbox-api';

/** "Cancelling now refunds …", loaded when the confirmation opens. */
export function CancellationPreviewText({ reference }: { readonly reference: string }) {
  const { state } = useLoad((signal) => fetchCancellationPreview(reference, signal), reference);
  if (state.status === 'loading') return <p role="status">Working out the refund…</p>;
  if (state.status === 'error') return <p className="form-alert form-alert--error">Could not work out the refund: {state.message}</p>;
  return <p className="inbox-cancellation__preview">{state.data.text}</p>;
}

/** What a cancellation gave back, and the damage deposit's return, as the request keeps them. */
export function BookingRefundFacts({ request }: { readonly request: InboxRequest }) {
  const { cancellation, depositReturn } = request;
  if (!cancellation && !depositReturn) return null;
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
    </section>
  );
}
