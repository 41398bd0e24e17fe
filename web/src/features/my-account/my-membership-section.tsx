// "Membership" on /account: "member until …" once a season's dues are paid, each membership of this
// season and the next with what is paid and owed and its numbered receipts, Pay Online (Stripe's
// hosted Checkout) for what is owed, and the form to join or renew with a type the member may
// choose (the officers' types, with their price, what they include and who may choose them).
// Members who pay the treasurer in cash or by cheque see their dues paid once it is recorded.

import { type FormEvent, useEffect, useId, useState } from 'react';
import { formatDate } from '../../../../common/club-time';
import { DUES_PAID_QUERY, MEMBERSHIP_LIMITS, membershipMessages, whoMayChoose } from '../../../../common/membership/membership';
import { joinMembershipSchema, type MyMembership, type MyMembershipAnswer } from '../../../../common/membership/membership-schemas';
import { formatCents } from '../../../../common/payments/payments';
import { ErrorState } from '../../components/data/data-states';
import { useLoad } from '../../components/data/use-load';
import { SelectField, TextField } from '../../components/forms/field';
import { FormAlert, SubmitButton } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { useTeams } from '../../lib/api/teams-api';
import { goToCheckout } from '../../lib/checkout-redirect';
import { useLocation, useNavigate } from '../../lib/router';
import { failureText } from '../../lib/failure-text';
import { fetchMyMembership, joinMembership, startMembershipCheckout } from './my-membership-api';

type Offer = MyMembershipAnswer['offers'][number];

const methodLabels: Readonly<Record<string, string>> = {
  stripe: 'online',
  cash: 'in cash',
  cheque: 'by cheque',
  'bank-transfer': 'by bank transfer',
};

function MembershipEntry({ membership, payOnline }: { readonly membership: MyMembership; readonly payOnline: boolean }) {
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const owing = membership.standing === 'owing';

  async function pay() {
    setStatus({ state: 'submitting' });
    try {
      const { checkoutUrl } = await startMembershipCheckout(membership.season);
      goToCheckout(checkoutUrl);
    } catch (error) {
      setStatus({ state: 'error', message: failureText('open the payment page', error) });
    }
  }

  return (
    <li className="my-membership__entry">
      <h3 className="my-membership__title">
        Season {membership.season}: {membership.typeName}
      </h3>
      <p className="my-membership__state">
        {owing
          ? `Dues ${formatCents(membership.priceCents)}; paid ${formatCents(membership.paidCents)}; owing ${formatCents(membership.balanceCents)}.`
          : `Paid in full (${formatCents(membership.paidCents)}). Member until ${formatDate(membership.until)}.`}
      </p>
      {membership.receipts.length > 0 ? (
        <ul className="my-membership__receipts" aria-label={`Receipts for season ${membership.season}`}>
          {membership.receipts.map((receipt) => (
            <li key={receipt.receiptNumber}>
              <a href={receipt.link}>Receipt No. {receipt.receiptNumber}</a>: {formatCents(receipt.amountCents)} paid{' '}
              {methodLabels[receipt.method] ?? ''} on {formatDate(receipt.at)}
            </li>
          ))}
        </ul>
      ) : null}
      {owing && payOnline ? (
        <button type="button" className="btn btn--primary" disabled={status.state === 'submitting'} onClick={() => void pay()}>
          {status.state === 'submitting' ? 'Opening the payment page…' : `Pay ${formatCents(membership.balanceCents)} Online`}
        </button>
      ) : null}
      {owing ? (
        <p className="my-season__note">Or pay the treasurer in cash or by cheque: your dues show as paid once it is recorded.</p>
      ) : null}
      <FormAlert status={status} />
    </li>
  );
}

interface JoinText {
  readonly season: string;
  readonly typeId: string;
  readonly name: string;
  readonly birthDate: string;
  readonly teamId: string;
}

function JoinForm({
  offers,
  renewing,
  onJoined,
}: {
  readonly offers: readonly Offer[];
  readonly renewing: boolean;
  readonly onJoined: () => void;
}) {
  const id = useId();
  const teams = useTeams();
  const first = offers[0];
  const [text, setText] = useState<JoinText>({ season: String(first?.season ?? ''), typeId: '', name: '', birthDate: '', teamId: '' });
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const offer = offers.find((candidate) => String(candidate.season) === text.season) ?? first;
  const set = (field: keyof JoinText) => (event: { target: { value: string } }) =>
    setText((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status.state === 'submitting') return;
    const checked = joinMembershipSchema.safeParse({
      season: Number(text.season),
      typeId: text.typeId,
      name: text.name,
      birthDate: text.birthDate,
      ...(text.teamId ? { teamId: text.teamId } : {}),
    });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const message = issue?.path[0] === 'typeId' ? 'Choose a membership type.' : (issue?.message ?? 'Please check the form.');
      setStatus({ state: 'error', message });
      return;
    }
    setStatus({ state: 'submitting' });
    try {
      await joinMembership(checked.data);
      setStatus({ state: 'success', message: 'Saved: your membership is waiting for its dues.' });
      onJoined();
    } catch (error) {
      setStatus({ state: 'error', message: failureText('save your membership', error) });
    }
  }

  if (!offer) return null;
  return (
    <form
      className="my-account__form my-membership__form"
      noValidate
      onSubmit={submit}
      aria-label={renewing ? 'Renew your membership' : 'Join the club'}
    >
      <h3 className="my-membership__title">{renewing ? 'Renew your membership' : 'Join the club'}</h3>
      {offers.length > 1 ? (
        <SelectField id={`${id}-season`} name="season" label="Season" value={text.season} onChange={set('season')}>
          {offers.map((candidate) => (
            <option key={candidate.season} value={candidate.season}>
              {candidate.season} (until {formatDate(candidate.until)})
            </option>
          ))}
        </SelectField>
      ) : (
        <p>
          Season {offer.season}, until {formatDate(offer.until)}.
        </p>
      )}
      <fieldset className="my-membership__types">
        <legend>Membership type</legend>
        {offer.types.map((type) => (
          <label key={type.id} className="my-season__choice">
            <input type="radio" name="typeId" value={type.id} checked={text.typeId === type.id} onChange={set('typeId')} />
            <span>
              <strong>
                {type.name}: {formatCents(type.priceCents)}
              </strong>
              {type.includes ? <span className="my-membership__includes">{type.includes}</span> : null}
              <span className="my-season__note">{whoMayChoose(type)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextField
        id={`${id}-name`}
        name="name"
        label="Your name"
        value={text.name}
        onChange={set('name')}
        autoComplete="name"
        maxLength={MEMBERSHIP_LIMITS.memberName}
      />
      <TextField
        id={`${id}-birth`}
        name="birthDate"
        label="Date of birth"
        hint="Some types have age limits, read on 1 January of the season."
        type="date"
        value={text.birthDate}
        onChange={set('birthDate')}
        autoComplete="bday"
      />
      <SelectField id={`${id}-team`} name="teamId" label="Your team (optional)" value={text.teamId} onChange={set('teamId')}>
        <option value="">No team</option>
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </SelectField>
      <div className="form-actions">
        <SubmitButton
          className="btn btn--primary"
          submitting={status.state === 'submitting'}
          busy="Saving…"
          idle={renewing ? 'Renew' : 'Join'}
        />
      </div>
      <FormAlert status={status} />
    </form>
  );
}

/** How often, and how many times, the page asks again after Stripe sent the member back: Stripe's event comes a moment after. */
export const RETURN_POLL_MS = 2_000;
const RETURN_POLLS = 15;

const owes = (answer: MyMembershipAnswer | null) => answer?.memberships.some((membership) => membership.standing === 'owing') ?? false;

/**
 * Back from Stripe's page (`?dues=paid`) the payment may not be booked yet: while a membership still
 * owes, asks again every RETURN_POLL_MS, up to RETURN_POLLS times, and shows the answer once it is
 * paid; the query is then taken off the address.
 */
function useCheckoutReturn(answer: MyMembershipAnswer | null | undefined, reload: () => void, onChanged: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const returning = new URLSearchParams(location.search).get('dues') === DUES_PAID_QUERY.dues;
  useEffect(() => {
    if (!returning || answer === undefined || !owes(answer)) return;
    let tries = 0;
    const controller = new AbortController();
    const timer = setInterval(() => {
      tries++;
      if (tries >= RETURN_POLLS) clearInterval(timer);
      fetchMyMembership(controller.signal).then(
        (fresh) => {
          if (controller.signal.aborted || owes(fresh)) return;
          clearInterval(timer);
          navigate(location.pathname, { replace: true });
          reload();
          onChanged();
        },
        () => undefined,
      );
    }, RETURN_POLL_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [returning, answer, reload, onChanged, navigate, location.pathname]);
}

/** The section; nothing while it loads, and nothing for an address not verified yet (the requests' card says why). */
/** `onChanged` after the member joins or their payment is booked (the directory opens to a paid-up member). */
export function MyMembershipSection({ onChanged }: { readonly onChanged: () => void }) {
  const { state, reload } = useLoad(fetchMyMembership, 'my-membership');
  useCheckoutReturn(state.status === 'success' ? state.data : undefined, reload, onChanged);
  if (state.status === 'loading') return null;
  if (state.status === 'error') {
    return (
      <section className="card my-account__card" aria-labelledby="my-membership-title">
        <div className="card__body">
          <h2 id="my-membership-title">Membership</h2>
          <ErrorState title="Your membership could not be loaded" message={state.message} onRetry={reload} />
        </div>
      </section>
    );
  }
  const answer = state.data;
  if (!answer) return null;
  return (
    <section className="card my-account__card" aria-labelledby="my-membership-title">
      <div className="card__body my-membership">
        <h2 id="my-membership-title">Membership</h2>
        <p className="my-membership__until">
          {answer.memberUntil === undefined
            ? 'You are not a paid-up member yet.'
            : `You are a member until ${formatDate(answer.memberUntil)}.`}
        </p>
        {answer.memberships.length > 0 ? (
          <ul className="my-membership__list">
            {answer.memberships.map((membership) => (
              <MembershipEntry key={membership.season} membership={membership} payOnline={answer.payOnline} />
            ))}
          </ul>
        ) : null}
        {answer.offers.length > 0 ? (
          <JoinForm
            offers={answer.offers}
            renewing={answer.memberUntil !== undefined}
            onJoined={() => {
              reload();
              onChanged();
            }}
          />
        ) : answer.memberships.length === 0 ? (
          <p>{membershipMessages.noneOffered}</p>
        ) : null}
      </div>
    </section>
  );
}
