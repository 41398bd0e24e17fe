import { useState } from 'react';
import { formatDateTime } from '../../../../common/club-time';
import { type Game, scoreText, selectionLine } from '../../../../common/fixtures';
import { scorersLine } from '../../../../common/scoring';
import { gamesUrl, parseGames } from '../../lib/api/games-api';
import { useTeams } from '../../lib/api/teams-api';
import { ApiLoaded } from './api-loaded';
import { createGame, deleteGame, updateGame } from './games-api';
import { GameForm } from './game-form';
import { GameSheetEditor } from './game-sheet-editor';
import { FixtureAvailabilityEditor } from './fixture-availability-editor';
import { emptyGameText, gameText, statusNames } from './game-form-values';
import { RecordConsole, withoutRecord, withRecord } from './record-console';

const statusName = (status: string) => statusNames[status as keyof typeof statusNames] ?? status;
const gameTitle = (game: Game) => `${game.homeTeam} vs ${game.awayTeam}`;

/** The games list with add, edit, record-score, team sheet and delete. */
export default function FixturesConsole() {
  return (
    <ApiLoaded url={gamesUrl} parse={parseGames} what="games">
      {(games) => <GamesEditor loaded={games} />}
    </ApiLoaded>
  );
}

// Kept here after each change: the public list is cached for up to a minute, so reading it again could show the old game.
function GamesEditor({ loaded }: { readonly loaded: readonly Game[] }) {
  const [games, setGames] = useState(loaded);
  const teams = useTeams();
  return (
    <RecordConsole
      className="fixtures-console"
      heading="Games"
      add="Add Game"
      note={`The latest ${games.length} games, newest kick-off first. Changes show on the public fixtures pages within a minute.`}
      records={games}
      empty="No games yet."
      title={gameTitle}
      facts={(game) => (
        <>
          <span>{formatDateTime(game.start)}</span>
          {game.venue ? <span>{game.venue}</span> : null}
          <span>{statusName(game.status)}</span>
          <span>
            {game.homeScore !== null && game.awayScore !== null
              ? `${scoreText(game.homeScore)} – ${scoreText(game.awayScore)}`
              : 'No score'}
          </span>
          {game.team ? <span>{game.team.name}</span> : null}
          {game.scorers?.length ? <span>{scorersLine(game.scorers)}</span> : null}
          {game.selection?.length ? <span>{selectionLine(game.selection)}</span> : null}
        </>
      )}
      modes={[
        { mode: 'edit', label: 'Edit' },
        { mode: 'score', label: 'Record Score', name: (title) => `Record score of ${title}` },
        { mode: 'sheet', label: 'Team Sheet', name: (title) => `Team sheet of ${title}` },
        { mode: 'availability', label: 'Availability', name: (title) => `Availability and selection of ${title}` },
      ]}
      form={(editing, done) =>
        editing.mode === 'add' ? (
          <GameForm mode="add" initial={emptyGameText} save={createGame} teams={teams} {...done} />
        ) : editing.mode === 'sheet' ? (
          <GameSheetEditor game={editing.record} {...done} />
        ) : editing.mode === 'availability' ? (
          <FixtureAvailabilityEditor game={editing.record} {...done} />
        ) : (
          <GameForm
            mode={editing.mode}
            initial={gameText(editing.record)}
            save={(body) => updateGame(editing.record.id, body)}
            teams={teams}
            {...done}
          />
        )
      }
      onSaved={(game) => setGames((current) => withRecord(current, game).sort((a, b) => b.start - a.start))}
      savedMessage={(game, verb) => `${gameTitle(game)} ${verb}. The public fixtures pages show it within a minute.`}
      remove={{
        run: (game) => deleteGame(game.id),
        done: (game) => setGames((current) => withoutRecord(current, game)),
        message: (game) => `${gameTitle(game)} deleted. The public fixtures pages drop it within a minute.`,
        action: 'delete the game',
        question: (game, title) =>
          `Delete ${title} on ${formatDateTime(game.start)}? It leaves both fixtures pages and the calendar feed; this cannot be undone.`,
      }}
    />
  );
}
