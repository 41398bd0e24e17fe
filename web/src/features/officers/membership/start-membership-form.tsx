// The treasurer starts a membership for a member the club knows (one who held a membership the
// season before or after and holds none of this one): any type of the season, one not offered online
// (a corporate membership) included. Once started, the dues view opens Record Payment on it, so cash
// or a cheque handed over is recorded at once with its numbered receipt.

import type { FormEvent } from 'react';
import type { MembershipType } from '../../../../../common/membership/membership';
import {
  type MembershipCandidate,
  type OfficerMembership,
  startMembershipSchema,
} from '../../../../../common/membership/membership-schemas';
import { formatCents } from '../../../../../common/payments/payments';
import { SelectField } from '../../../components/forms/field';
import { ConsoleForm, useConsoleForm } from '../console/console-form';
import { startMembership } from './membership-writes';

interface StartText {
  readonly sub: string;
  readonly typeId: string;
}

export function StartMembershipForm({
  season,
  candidates,
  types,
  onSaved,
  onCancel,
}: {
  readonly season: number;
  readonly candidates: readonly MembershipCandidate[];
  readonly types: readonly MembershipType[];
  readonly onSaved: (membership: OfficerMembership) => void;
  readonly onCancel: () => void;
}) {
  const form = useConsoleForm<StartText, OfficerMembership>({
    initial: { sub: candidates[0]?.sub ?? '', typeId: types[0]?.id ?? '' },
    fields: ['sub', 'typeId'],
    action: 'start the membership',
    onSaved,
  });
  const { bind, text, errors, submitting, refuse, send } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = startMembershipSchema.safeParse({ season, typeId: text.typeId, sub: text.sub });
    if (!checked.success) {
      refuse(checked.error.issues);
      return;
    }
    await send(() => startMembership(checked.data));
  }

  return (
    <ConsoleForm
      form={form}
      label={`Start a ${season} membership`}
      heading={`Start a ${season} membership for a member`}
      level={3}
      onSubmit={submit}
      save="Start Membership"
      busy="Starting…"
      onCancel={onCancel}
    >
      <div className="form-grid">
        <SelectField {...bind('sub')} label="Member" error={errors.sub}>
          {candidates.map((candidate) => (
            <option key={candidate.sub} value={candidate.sub}>
              {candidate.name} ({candidate.email})
            </option>
          ))}
        </SelectField>
        <SelectField {...bind('typeId')} label="Membership type" error={errors.typeId}>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}, {formatCents(type.priceCents)}
              {type.chosenBy === 'officers' ? ' (not offered online)' : ''}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="officers-note">
        The member owes the type’s dues from today; record what they handed over on the next form. The members listed held a membership the
        season before or after; a member new to the club joins on My account first.
      </p>
    </ConsoleForm>
  );
}
