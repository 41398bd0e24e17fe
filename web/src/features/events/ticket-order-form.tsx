// Buying tickets to a night: how many (or a whole table of ten, where the night sells tables), the
// buyer's name and mail; checked with the server's own rules when sent, then sent. A visitor's order
// pays a proof of work like the other visitor forms; a signed-in member's goes through their own row,
// which gives the members' price when their membership is current. Stripe Checkout takes it from
// there; the server prices every order. Only shown while sales are open and seats are left.

import { type FormEvent, useRef, useState } from 'react';
import {
  CLUB_NIGHT_LIMITS,
  type ClubNight,
  type TicketOrderStarted,
  clubNightOrdersPath,
  memberClubNightOrdersPath,
} from '../../../../common/tickets/tickets';
import { formatCents } from '../../../../common/payments/money-text';
import { RequiredNote, SelectField, TextField } from '../../components/forms/field';
import { newIdempotencyKey, type SubmitResult } from '../../components/forms/submit-form';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { ApiError } from '../../components/data/use-api';
import { useVisitorForm } from '../../components/forms/use-visitor-form';
import { VisitorFormEnd } from '../../components/forms/visitor-form-end';
import { useAuth } from '../../lib/auth/auth-state';

interface Fields {
  quantity: string;
  table: string;
  name: string;
  email: string;
  website: string;
}

const empty: Fields = { quantity: '1', table: 'no', name: '', email: '', website: '' };

const failure = (detail: string) => `The tickets could not be ordered: ${detail}`;

function startedOf(body: unknown): TicketOrderStarted | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.orderId !== 'string' || typeof record.totalCents !== 'number') return undefined;
  return record as unknown as TicketOrderStarted;
}

/** What an order answered reads as; its Checkout's address is where the page goes next. */
function describe(result: SubmitResult) {
  if (result.kind === 'ok') {
    const started = startedOf(result.body);
    if (started?.checkoutUrl) return { ok: true, message: 'Your seats are held: taking you to the payment page…' };
    if (started) return { ok: true, message: 'Your tickets are on their way to your mailbox.' };
    return { ok: false, message: failure('the answer was not understood. Please try again.') };
  }
  if (result.kind === 'network') return { ok: false, message: failure('no answer came. Please check your connection and try again.') };
  return { ok: false, message: failure(result.error ?? 'please try again.') };
}

export function TicketOrderForm({ night }: { readonly night: ClubNight }) {
  const { status: authStatus } = useAuth();
  const member = authStatus === 'signed-in';
  const path = member ? memberClubNightOrdersPath(night.id) : clubNightOrdersPath(night.id);
  const form = useVisitorForm<Fields>({ empty, path, describe });
  const { values, bind, prefix: id } = form;
  const table = night.tablesOfTen && values.table === 'yes';
  const quantity = table ? CLUB_NIGHT_LIMITS.tableSize : Number(values.quantity);
  const most = Math.min(CLUB_NIGHT_LIMITS.perOrder, night.seatsLeft);

  // A member's order goes with their sign-in, not a proof of work: its own sending state and key.
  const [memberStatus, setMemberStatus] = useState<FormStatus>({ state: 'idle' });
  const memberKey = useRef(newIdempotencyKey());

  async function checkedBody() {
    const body = { quantity, tableOfTen: table, name: values.name, email: values.email };
    const { ticketOrderFormSchema } = await import('../../../../common/tickets/ticket-schemas');
    const checked = ticketOrderFormSchema.safeParse(body);
    if (checked.success) return { body } as const;
    return { problem: failure(checked.error.issues[0]?.message ?? 'please check the form.') } as const;
  }

  const visitorSubmit = form.submitWith(async () => {
    const checked = await checkedBody();
    return 'body' in checked ? { body: checked.body, describe: (result: SubmitResult) => afterSend(result) } : checked;
  });

  async function memberSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (memberStatus.state === 'submitting') return;
    const checked = await checkedBody();
    if (!('body' in checked)) {
      setMemberStatus({ state: 'error', message: checked.problem });
      return;
    }
    setMemberStatus({ state: 'submitting' });
    const { signedInFetchJson } = await import('../../lib/auth/signed-in-fetch');
    let result: SubmitResult;
    try {
      const started = await signedInFetchJson(path, (body) => body, {
        method: 'POST',
        body: checked.body,
        idempotencyKey: memberKey.current,
      });
      result = { kind: 'ok', status: 201, body: started };
    } catch (error) {
      result =
        error instanceof ApiError
          ? { kind: 'refused', status: error.status, error: error.serverMessage, body: null }
          : { kind: 'network', message: error instanceof Error ? error.message : String(error) };
    }
    const { ok, message } = afterSend(result);
    if (ok) memberKey.current = newIdempotencyKey();
    setMemberStatus({ state: ok ? 'success' : 'error', message });
  }
  const onSubmit = member ? memberSubmit : visitorSubmit;
  const shown = member ? { ...form, status: memberStatus, submitting: memberStatus.state === 'submitting' } : form;

  /** Goes on to Stripe's page once the seats are held. */
  function afterSend(result: SubmitResult) {
    const outcome = describe(result);
    const started = result.kind === 'ok' ? startedOf(result.body) : undefined;
    if (started?.checkoutUrl) window.location.assign(started.checkoutUrl);
    return outcome;
  }

  return (
    <form
      className="ticket-order-form"
      onSubmit={onSubmit}
      onFocus={form.onFocus}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-note`}
    >
      <h2 id={`${id}-title`}>Buy tickets</h2>
      <p>
        {member
          ? `Signed in: if your membership is current you pay the members' price, ${formatCents(night.memberPriceCents)} a ticket.`
          : `Tickets are ${formatCents(night.priceCents)} each. Members who sign in first pay ${formatCents(night.memberPriceCents)}.`}
      </p>
      <RequiredNote id={`${id}-note`} />
      <div className="form-grid">
        {night.tablesOfTen && night.seatsLeft >= CLUB_NIGHT_LIMITS.tableSize ? (
          <SelectField {...bind('table')} label="Seats">
            <option value="no">Single tickets</option>
            <option value="yes">A whole table of {CLUB_NIGHT_LIMITS.tableSize}</option>
          </SelectField>
        ) : null}
        {table ? null : (
          <SelectField {...bind('quantity')} label="Tickets">
            {Array.from({ length: most }, (_, index) => String(index + 1)).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </SelectField>
        )}
        <TextField {...bind('name')} label="Name on the tickets" marked autoComplete="name" maxLength={CLUB_NIGHT_LIMITS.holderName} />
        <TextField {...bind('email')} label="Email for the tickets" marked type="email" autoComplete="email" />
      </div>
      <VisitorFormEnd form={shown} busy="Holding your seats..." idle="Continue to Payment" />
    </form>
  );
}
