// The season's membership types: this season's and the next's, each a list officers add to and
// edit (name, dues, what it includes, who may choose it, ages). A type is never deleted: members
// name it; one no longer offered is made the officers' to record.

import { useState } from 'react';
import {
  compareMembershipTypes,
  MEMBERSHIP_LIMITS,
  MEMBERSHIP_TYPES_PATH,
  type MembershipSeason,
  type MembershipType,
  whoMayChoose,
} from '../../../../../common/membership/membership';
import { membershipTypesAnswerSchema } from '../../../../../common/membership/membership-schemas';
import { formatDate } from '../../../../../common/club-time';
import { formatCents } from '../../../../../common/payments/payments';
import { ApiLoaded } from '../console/api-loaded';
import { RecordConsole, withRecord } from '../console/record-console';
import { MembershipTypeForm } from './membership-type-form';
import { createMembershipType, updateMembershipType } from './membership-writes';

const FRESH_NOTE = 'My account offers it within a minute.';

const parseSeasons = (body: unknown): MembershipSeason[] => membershipTypesAnswerSchema.parse(body).seasons;

export function MembershipTypesConsole() {
  return (
    <ApiLoaded url={MEMBERSHIP_TYPES_PATH} parse={parseSeasons} what="membership types">
      {(seasons) => (
        <>
          {seasons.map((season) => (
            <SeasonTypes key={season.season} loaded={season} />
          ))}
        </>
      )}
    </ApiLoaded>
  );
}

// Kept here after each change: the public list is cached for up to a minute, so reading it again could show the old types.
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
