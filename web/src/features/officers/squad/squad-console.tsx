// The officers' squad console: every player, active then retired, with add, edit (shirt number,
// photo, guardian's consent…), retire and reinstate. Players are never deleted: a retired player's
// page and figures stay.

import { experienceLabels } from '../../../../../common/squad/player-request';
import { useEffect, useState } from 'react';
import { squadPositionLabels } from '../../../../../common/squad/squad';
import { type OfficerPlayer, playerPagePath } from '../../../../../common/squad/squad-api';
import { formatDateTime } from '../../../../../common/club-time';
import { LoadError } from '../console/load-error';
import { RecordConsole, withRecord } from '../console/record-console';
import { PlayerForm } from './player-form';
import { emptyPlayerText, playerText, withStatus } from './player-form-values';
import { createPlayer, fetchPlayers, updatePlayer, uploadPlayerPhoto } from './squad-console-api';
import './squad-console.css';

type PlayerRecord = OfficerPlayer & { readonly id: string };

const asRecord = (player: OfficerPlayer): PlayerRecord => ({ ...player, id: player.slug });

/** Active players first, each group by shirt number then name. */
function ordered(players: readonly PlayerRecord[]): PlayerRecord[] {
  const rank = (player: PlayerRecord) => (player.status === 'active' ? 0 : 1);
  return [...players].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.shirtNumber ?? Number.POSITIVE_INFINITY) - (b.shirtNumber ?? Number.POSITIVE_INFINITY) ||
      a.name.localeCompare(b.name),
  );
}

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly message: string }
  | { readonly state: 'loaded'; readonly players: PlayerRecord[] };

/** The list is an officer row's (addresses and consents): loaded with the officer's token, not as a public read. */
export default function SquadConsole() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is Try Again's way to load once more.
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    fetchPlayers(controller.signal).then(
      (players) => setLoaded({ state: 'loaded', players: ordered(players.map(asRecord)) }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ state: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  if (loaded.state === 'loading') {
    return (
      <p className="officers-gate" role="status">
        Loading the players…
      </p>
    );
  }
  if (loaded.state === 'error') return <LoadError what="players" message={loaded.message} retry={() => setAttempt((n) => n + 1)} />;
  return <SquadEditor loaded={loaded.players} />;
}

function SquadEditor({ loaded }: { readonly loaded: readonly PlayerRecord[] }) {
  const [players, setPlayers] = useState(loaded);
  const active = players.filter((player) => player.status === 'active').length;
  return (
    <RecordConsole<PlayerRecord, 'edit'>
      className="squad-console"
      heading="Squad"
      add="Add Player"
      note={`${active} active and ${players.length - active} retired players. Changes show on the Team page and the players' pages within a minute.`}
      records={players}
      empty="No players yet."
      listLabel="Players"
      title={(player) => (player.shirtNumber !== undefined ? `${player.shirtNumber}. ${player.name}` : player.name)}
      media={(player) =>
        player.photo ? <img className="squad-console__photo" src={player.photo.url} alt="" width={80} height={80} loading="lazy" /> : null
      }
      facts={(player) => (
        <>
          <span>{player.positions.map((position) => squadPositionLabels[position]).join(', ')}</span>
          <span>{player.status === 'active' ? 'Active' : 'Retired'}</span>
          {player.under18 ? (
            <span>
              Under 18:{' '}
              {player.guardianConsentAt !== undefined
                ? `guardian consented ${formatDateTime(player.guardianConsentAt)}`
                : 'no guardian consent (photo and bio hidden)'}
            </span>
          ) : null}
          {player.accountEmail ? <span>Member account {player.accountEmail}</span> : null}
          {player.experience ? <span>Experience when joining: {experienceLabels[player.experience]}</span> : null}
          {player.joinedFrom ? <span>Joined through player request {player.joinedFrom}</span> : null}
          <a href={playerPagePath(player.slug)}>
            Public page <span className="visually-hidden">of {player.name}</span>
          </a>
        </>
      )}
      modes={[{ mode: 'edit', label: 'Edit' }]}
      actions={(player, title, run) => {
        const next = player.status === 'active' ? 'retired' : 'active';
        const label = next === 'retired' ? 'Retire' : 'Reinstate';
        return (
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={run.busy(player)}
            aria-label={`${label} ${title}`}
            onClick={() =>
              void run.act(
                player,
                async () => asRecord(await updatePlayer(player.slug, withStatus(player, next))),
                `${label.toLowerCase()} the player`,
              )
            }
          >
            {label}
          </button>
        );
      }}
      form={(editing, done) =>
        editing.mode === 'add' ? (
          <PlayerForm
            mode="add"
            initial={emptyPlayerText}
            save={async (body) => asRecord(await createPlayer(body))}
            uploadPhoto={uploadPlayerPhoto}
            onSaved={(player) => done.onSaved(asRecord(player))}
            onCancel={done.onCancel}
          />
        ) : (
          <PlayerForm
            mode="edit"
            initial={playerText(editing.record)}
            photo={editing.record.photo ?? null}
            save={async (body) => asRecord(await updatePlayer(editing.record.slug, body))}
            uploadPhoto={uploadPlayerPhoto}
            onSaved={(player) => done.onSaved(asRecord(player))}
            onCancel={done.onCancel}
          />
        )
      }
      onSaved={(player) => setPlayers((current) => ordered(withRecord(current, player)))}
      savedMessage={(player, verb) =>
        `${player.name} ${player.status === 'retired' && verb === 'saved' ? 'saved (retired)' : verb}. The Team page shows it within a minute.`
      }
    />
  );
}
