// The officers' player form: its text, and the body the squad's officer rows take. Positions are
// three choices (the second and third may be empty); the shirt number is empty or a number; the
// teams are ticked ids; a guardian's name and address are sent only for a player under 18 (empty
// otherwise, which removes them).

import type { PlayerStatus, SquadPosition } from '../../../../../common/squad/squad';
import type { OfficerPlayer } from '../../../../../common/squad/squad-api';
import type { PlayerForm, PlayerFormInput } from '../../../../../common/squad/squad-api-schemas';
import { DEFAULT_TEAM } from '../../../../../common/teams/teams';

export interface PlayerFormText {
  readonly name: string;
  readonly position1: string;
  readonly position2: string;
  readonly position3: string;
  readonly shirtNumber: string;
  readonly status: string;
  readonly bio: string;
  readonly under18: boolean;
  readonly guardianConsent: boolean;
  readonly accountEmail: string;
  readonly teams: readonly string[];
  readonly contactEmail: string;
  readonly guardianName: string;
  readonly guardianEmail: string;
}

export const playerFields = [
  'name',
  'positions',
  'shirtNumber',
  'status',
  'teams',
  'bio',
  'accountEmail',
  'contactEmail',
  'under18',
  'guardianConsent',
  'guardianName',
  'guardianEmail',
] as const;

export const emptyPlayerText: PlayerFormText = {
  name: '',
  position1: '',
  position2: '',
  position3: '',
  shirtNumber: '',
  status: 'active',
  bio: '',
  under18: false,
  guardianConsent: false,
  accountEmail: '',
  // A new player is the default side's until an officer ticks otherwise, as players were before teams.
  teams: [DEFAULT_TEAM.id],
  contactEmail: '',
  guardianName: '',
  guardianEmail: '',
};

export function playerText(player: OfficerPlayer): PlayerFormText {
  const [first = '', second = '', third = ''] = player.positions;
  return {
    name: player.name,
    position1: first,
    position2: second,
    position3: third,
    shirtNumber: player.shirtNumber === undefined ? '' : String(player.shirtNumber),
    status: player.status,
    bio: player.bio ?? '',
    under18: player.under18,
    guardianConsent: player.guardianConsentAt !== undefined,
    accountEmail: player.accountEmail ?? '',
    teams: player.teams.map((team) => team.id),
    contactEmail: player.contactEmail ?? '',
    guardianName: player.guardianName ?? '',
    guardianEmail: player.guardianEmail ?? '',
  };
}

/** The body as typed; playerFormSchema judges it (and the server judges it again). */
export function playerInput(text: PlayerFormText): PlayerFormInput {
  return {
    name: text.name,
    positions: [text.position1, text.position2, text.position3].filter(Boolean) as SquadPosition[],
    // Number('') is 0: an empty box means "no number".
    shirtNumber: text.shirtNumber.trim() === '' ? null : Number(text.shirtNumber),
    status: text.status as PlayerStatus,
    bio: text.bio,
    under18: text.under18,
    guardianConsent: text.under18 && text.guardianConsent,
    accountEmail: text.accountEmail,
    teams: [...text.teams],
    contactEmail: text.contactEmail,
    guardianName: text.under18 ? text.guardianName : '',
    guardianEmail: text.under18 ? text.guardianEmail : '',
  };
}

/** The same record with another status: retiring and reinstating keep everything else (an absent account keeps the link). */
export function withStatus(player: OfficerPlayer, status: PlayerStatus): PlayerForm {
  return {
    name: player.name,
    positions: [...player.positions],
    shirtNumber: player.shirtNumber ?? null,
    bio: player.bio ?? '',
    status,
    under18: player.under18,
    guardianConsent: player.guardianConsentAt !== undefined,
    removePhoto: false,
  };
}
