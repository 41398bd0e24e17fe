// The fixtures console's Team Sheet mode: loads the game's sheet (officer row) and the squad to pick
// from (the public squad list), then the sheet form; a saved or cleared sheet comes back as the
// game with its scorers, as the public list will show it.

import { useEffect, useState } from 'react';
import type { Game } from '../../../../common/fixtures';
import type { MatchSheet } from '../../../../common/match-sheet';
import { ApiLoaded } from './api-loaded';
import { GameSheetForm, type SheetPlayer } from './game-sheet-form';
import { clearGameSheet, getGameSheet, saveGameSheet } from './games-api';
import { LoadError } from './load-error';
import { parseSheetPlayers, squadPlayersUrl } from './sheet-players-api';

interface GameSheetEditorProps {
  readonly game: Game;
  readonly onSaved: (game: Game) => void;
  readonly onCancel: () => void;
}

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly message: string }
  | { readonly state: 'ready'; readonly sheet: MatchSheet | null };

/** The game as the public list shows it with this sheet (or none). */
export function withSheet(game: Game, sheet: MatchSheet | null, players: readonly SheetPlayer[]): Game {
  const { scorers: _old, ...rest } = game;
  if (!sheet) return rest;
  const names = new Map(players.map((player) => [player.slug, player.name]));
  return {
    ...rest,
    scorers: sheet.scorers.map(({ playerSlug, tries, conversions, penalties, dropGoals }) => ({
      name: names.get(playerSlug) ?? playerSlug,
      tries,
      conversions,
      penalties,
      dropGoals,
    })),
  };
}

export function GameSheetEditor({ game, onSaved, onCancel }: GameSheetEditorProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is Try Again.
  useEffect(() => {
    let live = true;
    getGameSheet(game.id).then(
      (sheet) => live && setLoaded({ state: 'ready', sheet }),
      (error: unknown) => live && setLoaded({ state: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [game.id, attempt]);

  if (loaded.state === 'loading') {
    return (
      <p className="officers-gate" role="status">
        Loading the team sheet…
      </p>
    );
  }
  if (loaded.state === 'error') return <LoadError what="team sheet" message={loaded.message} retry={() => setAttempt((n) => n + 1)} />;
  return (
    <ApiLoaded url={squadPlayersUrl} parse={parseSheetPlayers} what="squad">
      {(players) => (
        <GameSheetForm
          game={game}
          players={players}
          initial={loaded.sheet}
          save={async (sheet) => withSheet(game, await saveGameSheet(game.id, sheet), players)}
          clear={
            loaded.sheet
              ? async () => {
                  await clearGameSheet(game.id);
                  return withSheet(game, null, players);
                }
              : undefined
          }
          onSaved={onSaved}
          onCancel={onCancel}
        />
      )}
    </ApiLoaded>
  );
}
