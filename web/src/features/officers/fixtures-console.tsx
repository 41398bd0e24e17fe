import { useRef, useState } from 'react';
import { formatDateTime } from '../../../../common/club-time';
import { type Game, scoreText } from '../../../../common/fixtures';
import { useApi } from '../../components/data/use-api';
import { FormAlert } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { gamesUrl, parseGames } from '../../lib/api/games-api';
import { ConfirmDelete } from './confirm-delete';
import { useConfirmedDelete } from './use-confirmed-delete';
import { LoadError } from './load-error';
import { GameForm, type GameFormMode } from './game-form';
import { emptyGameText, gameText, statusNames } from './game-form-values';
import { createGame, deleteGame, updateGame } from './games-api';

type Editing = { readonly mode: 'add' } | { readonly mode: Exclude<GameFormMode, 'add'>; readonly game: Game };

const statusName = (status: string) => statusNames[status as keyof typeof statusNames] ?? status;

/** The games list with add, edit, record-score and delete. */
export default function FixturesConsole() {
  const { state, retry } = useApi(gamesUrl, parseGames);
  if (state.status === 'loading') {
    return (
      <p className="officers-gate" role="status">
        Loading the games…
      </p>
    );
  }
  if (state.status === 'error') {
    return <LoadError what="games" message={state.message} retry={retry} />;
  }
  return <GamesEditor loaded={state.data} />;
}

// Kept here after each change: the public list is cached for up to a minute, so reading it again could show the old game.
function GamesEditor({ loaded }: { readonly loaded: readonly Game[] }) {
  const [games, setGames] = useState(loaded);
  const [editing, setEditing] = useState<Editing>();
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const { confirming, setConfirming, deleting, remove: removeEntry } = useConfirmedDelete(setStatus);
  const addButton = useRef<HTMLButtonElement>(null);

  const open = (next: Editing) => {
    setEditing(next);
    setConfirming(undefined);
    setStatus({ state: 'idle' });
  };

  const saved = (game: Game, verb: string) => {
    setGames((current) => [game, ...current.filter((other) => other.id !== game.id)].sort((a, b) => b.start - a.start));
    setEditing(undefined);
    setStatus({
      state: 'success',
      message: `${game.homeTeam} vs ${game.awayTeam} ${verb}. The public fixtures pages show it within a minute.`,
    });
  };

  const remove = (game: Game) =>
    removeEntry({
      run: () => deleteGame(game.id),
      done: () => {
        setGames((current) => current.filter((other) => other.id !== game.id));
        addButton.current?.focus();
      },
      message: `${game.homeTeam} vs ${game.awayTeam} deleted. The public fixtures pages drop it within a minute.`,
      action: 'delete the game',
    });

  const form =
    editing?.mode === 'add' ? (
      <GameForm
        mode="add"
        initial={emptyGameText}
        save={createGame}
        onSaved={(game) => saved(game, 'added')}
        onCancel={() => setEditing(undefined)}
      />
    ) : editing ? (
      <GameForm
        key={`${editing.mode}-${editing.game.id}`}
        mode={editing.mode}
        initial={gameText(editing.game)}
        save={(body) => updateGame(editing.game.id, body)}
        onSaved={(game) => saved(game, 'saved')}
        onCancel={() => setEditing(undefined)}
      />
    ) : null;

  return (
    <div className="officers-fixtures">
      <div className="officers-fixtures__bar">
        <h2>Games</h2>
        <button
          ref={addButton}
          type="button"
          className="btn btn--primary"
          onClick={() => open({ mode: 'add' })}
          disabled={editing?.mode === 'add'}
        >
          Add Game
        </button>
      </div>
      <p className="officers-note">
        The latest {games.length} games, newest kick-off first. Changes show on the public fixtures pages within a minute.
      </p>
      <FormAlert status={status} />
      {editing?.mode === 'add' ? form : null}
      {games.length === 0 ? <p>No games yet.</p> : null}
      <ul className="officers-games">
        {games.map((game) => {
          const title = `${game.homeTeam} vs ${game.awayTeam}`;
          const scored = game.homeScore !== null && game.awayScore !== null;
          return (
            <li key={game.id} className="officers-game card">
              <div className="card__body">
                <h3 className="officers-game__title">{title}</h3>
                <p className="officers-game__facts">
                  <span>{formatDateTime(game.start)}</span>
                  {game.venue ? <span>{game.venue}</span> : null}
                  <span>{statusName(game.status)}</span>
                  <span>{scored ? `${scoreText(game.homeScore)} – ${scoreText(game.awayScore)}` : 'No score'}</span>
                </p>
                <div className="form-actions">
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => open({ mode: 'edit', game })}
                    aria-label={`Edit ${title}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => open({ mode: 'score', game })}
                    aria-label={`Record score of ${title}`}
                  >
                    Record Score
                  </button>
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    onClick={() => {
                      setEditing(undefined);
                      setConfirming(game.id);
                    }}
                    aria-label={`Delete ${title}`}
                  >
                    Delete
                  </button>
                </div>
                {confirming === game.id ? (
                  <ConfirmDelete
                    label={title}
                    itemId={game.id}
                    busy={deleting}
                    onYes={() => void remove(game)}
                    onNo={() => setConfirming(undefined)}
                  >
                    Delete {title} on {formatDateTime(game.start)}? It leaves both fixtures pages and the calendar feed; this cannot be
                    undone.
                  </ConfirmDelete>
                ) : null}
                {editing && editing.mode !== 'add' && editing.game.id === game.id ? form : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
