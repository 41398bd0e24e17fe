// The season's membership types: this season's and the next's, each a list officers add to and
// edit (name, dues, what it includes, who may choose it, ages). A type is never deleted: members
// name it; one no longer offered is made the officers' to record.

import { useState } from 'react';
import {
  compareMembershipTypes,
  MEMBERSHIP_LIMITS,
  type MembershipSeason,
  type MembershipType,
  OFFICER_MEMBERSHIP_TYPES_PATH,
  whoMayChoose,
} from '../../../../../common/membership/membership';
import { membershipTypesAnswerSchema } from '../../../../../common/membership/membership-schemas';
import { formatDate } from '../../../../../common/club-time';
import { formatCents } from '../../../../../common/payments/payments';
import { useLoad } from '../../../components/data/use-load';
import { officerFetchJson } from '../../../lib/auth/signed-in-fetch';
import { LoadError } from '../console/load-error';
import { RecordConsole, withRecord } from '../console/record-console';
import { MembershipTypeForm } from './membership-type-form';
import { createMembershipType, updateMembershipType } from './membership-writes';

const FRESH_NOTE = 'My account offers it to members who may choose it.';

function fetchSeasons(signal: AbortSignal): Promise<MembershipSeason[]> {
  return officerFetchJson(OFFICER_MEMBERSHIP_TYPES_PATH, (body) => membershipTypesAnswerSchema.parse(body).seasons, { signal });
}

export function MembershipTypesConsole() {
  const { state, reload } = useLoad(fetchSeasons, 'membership-types');
  if (state.status === 'loading') return <p role="status">Loading the membership types…</p>;
  if (state.status === 'error') return <LoadError what="membership types" message={state.message} retry={reload} />;
  return (
    <>
      {state.data.map((season) => (
        <SeasonTypes key={season.season} loaded={season} />
      ))}
    </>
  );
}

// Kept here after each change, as the other consoles keep theirs.
function SeasonTypes({ loaded }: { readonly loaded: MembershipSeason }) {
  const { season } = loaded;
  const [types, setTypes] = useState(() => [...loaded.types].sort(compareMembershipTypes));
  const nextOrder = Math.min(1_000, Math.max(0, ...types.map((type) => type.order + 1)));
  const full = types.length >= MEMBERSHIP_LIMITS.types;

  return (
    <RecordConsole
      className={`membership-types membership-types--${season}`}
      heading={`Membership types, season ${season}`}
      add={full ? undefined : `Add a ${season} Type`}
      note={`A ${season} membership runs until ${formatDate(loaded.until)}. Members choose a type on My account and pay online or hand the treasurer cash or a cheque.`}
      records={types}
      empty={`No membership types for ${season} yet: members cannot join it until there is one.`}
      title={(type) => type.name}
      facts={(type) => (
        <>
          <span>{formatCents(type.priceCents)}</span>
          <span>{whoMayChoose(type)}</span>
          {type.includes ? <span>{type.includes}</span> : null}
          <span>Id {type.id}</span>
        </>
      )}
      modes={[{ mode: 'edit', label: 'Edit' }]}
      form={(editing, done) =>
        'record' in editing ? (
          <MembershipTypeForm
            season={season}
            type={editing.record}
            nextOrder={nextOrder}
            save={(body) => updateMembershipType(season, editing.record.id, body)}
            {...done}
          />
        ) : (
          <MembershipTypeForm season={season} nextOrder={nextOrder} save={(body) => createMembershipType(season, body)} {...done} />
        )
      }
      onSaved={(type: MembershipType) => setTypes((current) => withRecord(current, type).sort(compareMembershipTypes))}
      savedMessage={(type, verb) => `${type.name} ${verb}. ${FRESH_NOTE}`}
    />
  );
}
