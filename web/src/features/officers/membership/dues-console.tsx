// The treasurer's view of a season's dues: every membership with what it costs, what the club holds
// and where it stands (paid, outstanding, overdue), the sums by type and by team, the CSV the
// treasurer files, Record Payment for cash or a cheque handed over, and Start a Membership for a
// member the club knows (any type of the season, one not offered online too), which then opens
// Record Payment on it. The server works every number out
// (lambdas/domain/membership/membership-money.ts); a payment recorded here shows at once.

import { useState } from 'react';
import { clubYear, formatShortDate } from '../../../../../common/club-time';
import { duesStateLabels, duesStateOf, renewalStateLabels } from '../../../../../common/membership/membership';
import type { DuesSums, OfficerMembership, OfficerMembershipsAnswer } from '../../../../../common/membership/membership-schemas';
import { formatCents } from '../../../../../common/payments/payments';
import { SelectField } from '../../../components/forms/field';
import { FormAlert } from '../../../components/forms/form-alert';
import type { FormStatus } from '../../../components/forms/use-form-submission';
import { useLoad } from '../../../components/data/use-load';
import { failureText } from '../../../lib/failure-text';
import { LoadError } from '../console/load-error';
import { DuesPaymentForm } from './dues-payment-form';
import { StartMembershipForm } from './start-membership-form';
import { downloadSeasonDues, fetchSeasonDues } from './membership-writes';

function SumsTable({ caption, rows }: { readonly caption: string; readonly rows: readonly (DuesSums & { readonly label: string })[] }) {
  return (
    <div className="booking-money__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="booking-money__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{caption.startsWith('By team') ? 'Team' : 'Type'}</th>
            <th scope="col">Members</th>
            <th scope="col">Dues</th>
            <th scope="col">Paid</th>
            <th scope="col">Outstanding</th>
            <th scope="col">Overdue</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.members}</td>
              <td>{formatCents(row.dueCents)}</td>
              <td>
                {formatCents(row.paidCents)} ({row.paid})
              </td>
              <td>
                {formatCents(row.outstandingCents)} ({row.outstanding})
              </td>
              <td>
                {formatCents(row.overdueCents)} ({row.overdue})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The membership with a payment just recorded added, until the view is read again. */
function withPaid(membership: OfficerMembership, cents: number, now: number): OfficerMembership {
  const paidCents = membership.paidCents + cents;
  const state = duesStateOf({ ...membership, paidCents, until: Number.POSITIVE_INFINITY }, now);
  return {
    ...membership,
    paidCents,
    owedCents: Math.max(0, membership.priceCents - paidCents),
    state,
    standing: state === 'paid' ? 'paid' : 'owing',
  };
}

function SeasonDues({ answer, onReload }: { readonly answer: OfficerMembershipsAnswer; readonly onReload: () => void }) {
  const [memberships, setMemberships] = useState(answer.memberships);
  const [candidates, setCandidates] = useState(answer.candidates);
  const [recording, setRecording] = useState<string>();
  const [starting, setStarting] = useState(false);
  // Members join this season or the next: the treasurer starts only those.
  const open = answer.season >= clubYear(Date.now());
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const { totals, season } = answer;

  async function download() {
    setStatus({ state: 'idle' });
    try {
      await downloadSeasonDues(season);
    } catch (error) {
      setStatus({ state: 'error', message: failureText('download the memberships CSV', error) });
    }
  }

  return (
    <>
      <p>
        {totals.members} member{totals.members === 1 ? '' : 's'}: paid {formatCents(totals.paidCents)} ({totals.paid}); outstanding{' '}
        {formatCents(totals.outstandingCents)} ({totals.outstanding}); overdue {formatCents(totals.overdueCents)} ({totals.overdue}).
        {answer.lapsed > 0 ? ` ${answer.lapsed} ended without renewing: each was mailed that it ended.` : ''}
      </p>
      <div className="form-actions">
        <button type="button" className="btn btn--outline btn--small" onClick={() => void download()}>
          Download Memberships CSV
        </button>
        <button type="button" className="btn btn--outline btn--small" onClick={onReload}>
          Reload
        </button>
        {open && !starting && candidates.length > 0 && answer.types.length > 0 ? (
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => {
              setStatus({ state: 'idle' });
              setRecording(undefined);
              setStarting(true);
            }}
          >
            Start a Membership
          </button>
        ) : null}
      </div>
      <FormAlert status={status} />
      {starting ? (
        <StartMembershipForm
          season={season}
          candidates={candidates}
          types={answer.types}
          onCancel={() => setStarting(false)}
          onSaved={(started) => {
            setMemberships((current) => [...current, started].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)));
            setCandidates((current) => current.filter((candidate) => `${season}-${candidate.sub}` !== started.id));
            setStarting(false);
            setStatus({
              state: 'success',
              message: `Started a ${started.typeName} membership for ${started.name}: record what they paid.`,
            });
            setRecording(started.state === 'paid' ? undefined : started.id);
          }}
        />
      ) : null}
      {memberships.length === 0 ? (
        <p>No memberships for {season} yet.</p>
      ) : (
        <>
          <SumsTable caption={`By type, season ${season}`} rows={answer.byType.map((row) => ({ ...row, label: row.typeName }))} />
          <SumsTable caption={`By team, season ${season}`} rows={answer.byTeam.map((row) => ({ ...row, label: row.teamName }))} />
          <div className="booking-money__scroll" role="region" aria-label={`Every membership of ${season}`} tabIndex={0}>
            <table className="booking-money__table">
              <caption>Every membership of {season}</caption>
              <thead>
                <tr>
                  <th scope="col">Member</th>
                  <th scope="col">Type</th>
                  <th scope="col">Team</th>
                  <th scope="col">Dues</th>
                  <th scope="col">Paid</th>
                  <th scope="col">Owed</th>
                  <th scope="col">State</th>
                  <th scope="col">Renewal</th>
                  <th scope="col">
                    <span className="visually-hidden">Record</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {memberships.map((membership) => (
                  <tr key={membership.id} className={membership.state === 'overdue' ? 'booking-money__overdue' : undefined}>
                    <th scope="row">
                      {membership.name}
                      <span className="booking-money__detail">
                        {membership.email}, joined {formatShortDate(membership.joinedAt)}
                      </span>
                    </th>
                    <td>{membership.typeName}</td>
                    <td>{membership.teamName ?? '—'}</td>
                    <td>{formatCents(membership.priceCents)}</td>
                    <td>{formatCents(membership.paidCents)}</td>
                    <td>{formatCents(membership.owedCents)}</td>
                    <td>
                      {duesStateLabels[membership.state]}
                      {membership.state === 'paid' ? null : (
                        <span className="booking-money__detail">due {formatShortDate(membership.dueAt)}</span>
                      )}
                    </td>
                    <td>{membership.renewal ? renewalStateLabels[membership.renewal] : '—'}</td>
                    <td>
                      {membership.state === 'paid' ? null : (
                        <button
                          type="button"
                          className="btn btn--outline btn--small"
                          aria-label={`Record Payment for ${membership.name}`}
                          onClick={() => {
                            setStarting(false);
                            setRecording(membership.id);
                          }}
                        >
                          Record Payment
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {(() => {
        const paying = memberships.find((membership) => membership.id === recording);
        return paying ? (
          <DuesPaymentForm
            key={paying.id}
            membership={paying}
            onCancel={() => setRecording(undefined)}
            onSaved={({ amountCents, receiptNumber }) => {
              setMemberships((current) =>
                current.map((entry) => (entry.id === paying.id ? withPaid(entry, amountCents, Date.now()) : entry)),
              );
              setRecording(undefined);
              setStatus({
                state: 'success',
                message: `Recorded ${formatCents(amountCents)} for ${paying.name}${receiptNumber === undefined ? '' : `: receipt No. ${receiptNumber}`}, mailed to ${paying.email}.`,
              });
            }}
          />
        ) : null;
      })()}
    </>
  );
}

export function DuesConsole() {
  const thisSeason = clubYear(Date.now());
  const [season, setSeason] = useState(thisSeason);
  const { state, reload } = useLoad((signal) => fetchSeasonDues(season, signal), `season-dues-${season}`);

  return (
    <section className="card booking-money" aria-labelledby="dues-heading">
      <h2 id="dues-heading">Dues</h2>
      <SelectField id="dues-season" label="Season" value={String(season)} onChange={(event) => setSeason(Number(event.target.value))}>
        {[thisSeason + 1, thisSeason, thisSeason - 1].map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      {state.status === 'loading' ? <p role="status">Loading the {season} dues…</p> : null}
      {state.status === 'error' ? <LoadError what={`${season} dues`} message={state.message} retry={reload} /> : null}
      {state.status === 'success' ? (
        <SeasonDues
          key={`${season}-${state.data.memberships.length}-${state.data.totals.paidCents}`}
          answer={state.data}
          onReload={reload}
        />
      ) : null}
    </section>
  );
}
