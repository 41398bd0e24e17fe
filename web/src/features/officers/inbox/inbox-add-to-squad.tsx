// A new player request's one-step answer in the inbox's detail: the officer confirms the squad
// positions (prefilled from the coarse position the applicant chose) and adds them; the server makes
// the player, marks the request handled and mails the applicant an invitation to sign up. Once
// added, the detail links to the player instead.

import { type FormEvent, useState } from 'react';
import type { InboxRequest } from '../../../../../common/requests/inbox';
import { playerPositions } from '../../../../../common/squad/player-request';
import {
  addRequestedPlayerBodySchema,
  requestedPlayerMessages,
  squadPositionsOfRequest,
} from '../../../../../common/squad/requested-player';
import { type SquadPosition, squadPositionLabels, squadPositions } from '../../../../../common/squad/squad';
import { playerPagePath } from '../../../../../common/squad/squad-api';

function requestedPositions(request: InboxRequest): SquadPosition[] {
  const chosen = request.details.position;
  const position = playerPositions.find((value) => value === chosen);
  return position ? [...squadPositionsOfRequest[position]] : [];
}

function applicantName(request: InboxRequest): string {
  return `${String(request.details.firstName ?? '')} ${String(request.details.lastName ?? '')}`.trim();
}

interface AddToSquadProps {
  readonly request: InboxRequest;
  readonly busy: boolean;
  /** Runs the add as one of the detail's moves (the busy state, the message, the reload). */
  readonly onAdd: (positions: readonly SquadPosition[], doneMessage: string) => void;
  /** A refusal found before sending. */
  readonly onProblem: (message: string) => void;
}

/** The player a handled request made, as a link; nothing for a request that made none. */
export function SquadEntryLink({ request }: { readonly request: InboxRequest }) {
  if (!request.playerSlug) return null;
  return (
    <p className="inbox-detail__squad">
      Added to the squad: <a href={playerPagePath(request.playerSlug)}>{applicantName(request) || request.playerSlug}</a> (shirt number,
      photo and the rest in <a href="/officers/squad">Squad</a>).
    </p>
  );
}

export function AddToSquad({ request, busy, onAdd, onProblem }: AddToSquadProps) {
  const [positions, setPositions] = useState<SquadPosition[]>(() => requestedPositions(request));
  const name = applicantName(request);

  function toggle(position: SquadPosition, on: boolean) {
    setPositions((current) => (on ? [...current, position] : current.filter((value) => value !== position)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = addRequestedPlayerBodySchema.safeParse({ positions });
    if (!checked.success) {
      onProblem(checked.error.issues[0]?.message ?? 'Check the positions.');
      return;
    }
    onAdd(checked.data.positions, requestedPlayerMessages.added(name));
  }

  return (
    <form className="inbox-form inbox-squad" onSubmit={submit} aria-label="Add to the squad">
      <fieldset>
        <legend>Add {name} to the squad: positions (one to three)</legend>
        <div className="inbox-squad__positions">
          {squadPositions.map((position) => (
            <label key={position}>
              <input type="checkbox" checked={positions.includes(position)} onChange={(event) => toggle(position, event.target.checked)} />{' '}
              {squadPositionLabels[position]}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="inbox-squad__note">
        The request is marked handled, the player is linked to the address on the request and mailed an invitation to sign up with it.
        Without a date of birth the player counts as under 18 until you say otherwise.
      </p>
      <div className="form-actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
          Add to the Squad and Invite
        </button>
      </div>
    </form>
  );
}
