// The officers' player form: its text, and the body the squad's officer rows take. Positions are
// three choices (the second and third may be empty); the shirt number is empty or a number.

import type { PlayerStatus, SquadPosition } from '../../../../../common/squad';
import type { OfficerPlayer } from '../../../../../common/squad-api';
import type { PlayerForm, PlayerFormInput } from '../../../../../common/squad-api-schemas';

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
}

export const playerFields = ['name', 'positions', 'shirtNumber', 'status', 'bio', 'under18', 'guardianConsent', 'accountEmail'] as const;

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
