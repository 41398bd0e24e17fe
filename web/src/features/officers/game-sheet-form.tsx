// The team sheet of a completed game: a player for each shirt (1–15 the starters, 16–23 the
// replacements) picked from the squad, then each picked player's tries, conversions, penalties and
// drop goals. The scorers' points are added up against the club's score as the officer types, by
// the rule the server applies (common/match-sheet.ts); a refusal shows the server's own words.

import { type FormEvent, useState } from 'react';
import type { Game } from '../../../../common/fixtures';
import {
  clubScore,
  type MatchSheet,
  type MatchSheetInput,
  matchSheetSchema,
  SHEET_LIMITS,
  type ScoringKind,
  scoringKindLabels,
  scoringKinds,
  sheetMessages,
  sheetPoints,
  sheetScoreProblem,
} from '../../../../common/match-sheet';
import { SelectField, TextField } from '../../components/forms/field';
import { ConsoleForm, useConsoleForm } from './console-form';
import { failureText } from '../../lib/failure-text';

/** A player the sheet may name: the squad's slug and name. */
export interface SheetPlayer {
  readonly slug: string;
  readonly name: string;
}

interface GameSheetFormProps {
  readonly game: Game;
  /** The players to pick from (the active squad), by name. */
  readonly players: readonly SheetPlayer[];
  /** The sheet the game has, if any. */
  readonly initial: MatchSheet | null;
  /** Saves the sheet; answers the game as the list then shows it. */
  readonly save: (sheet: MatchSheet) => Promise<Game>;
  /** Clears the game's sheet (offered when it has one); answers the game without scorers. */
  readonly clear?: () => Promise<Game>;
  readonly onSaved: (game: Game) => void;
  readonly onCancel: () => void;
}

/**
 * The name each player is picked by. Two players may share a name (a father and son, two Ryans):
 * each of them is then told apart by their page's address, which the squad console shows too.
 */
export function pickNames(players: readonly SheetPlayer[]): Map<string, string> {
  const sharing = new Map<string, number>();
  for (const player of players) sharing.set(player.name, (sharing.get(player.name) ?? 0) + 1);
  return new Map(
    players.map((player) => [player.slug, (sharing.get(player.name) ?? 0) > 1 ? `${player.name} (${player.slug})` : player.name]),
  );
}

const shirts = Array.from({ length: SHEET_LIMITS.squad }, (_, i) => i + 1);
type Counts = Record<ScoringKind, string>;
const noCounts: Counts = { tries: '', conversions: '', penalties: '', dropGoals: '' };

function countOf(text: string): number {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? 0 : value;
}

type Scorer = { readonly playerSlug: string } & Record<ScoringKind, number>;

/** What the form's state says, as the rows' body: picked shirts in order, and every picked player with a count. */
export function sheetInput(picks: readonly string[], counts: Readonly<Record<string, Counts>>): MatchSheetInput & { scorers: Scorer[] } {
  const squad = picks.flatMap((playerSlug, i) => (playerSlug ? [{ shirt: i + 1, playerSlug }] : []));
  // A player picked for two shirts is the rule's to refuse, once; their counts are one scorer's.
  const scorers = [...new Set(squad.map((place) => place.playerSlug))]
    .map((playerSlug): Scorer => {
      const own = counts[playerSlug] ?? noCounts;
      return {
        playerSlug,
        tries: countOf(own.tries),
        conversions: countOf(own.conversions),
        penalties: countOf(own.penalties),
        dropGoals: countOf(own.dropGoals),
      };
    })
    .filter((entry) => scoringKinds.some((kind) => entry[kind] !== 0));
  return { squad, scorers };
}

const countText = (count: number) => (count ? String(count) : '');

export function GameSheetForm({ game, players, initial, save, clear, onSaved, onCancel }: GameSheetFormProps) {
  const [picks, setPicks] = useState<string[]>(() =>
    shirts.map((shirt) => initial?.squad.find((place) => place.shirt === shirt)?.playerSlug ?? ''),
  );
  const [counts, setCounts] = useState<Record<string, Counts>>(() =>
    Object.fromEntries(
      (initial?.scorers ?? []).map((entry): [string, Counts] => [
        entry.playerSlug,
        {
          tries: countText(entry.tries),
          conversions: countText(entry.conversions),
          penalties: countText(entry.penalties),
          dropGoals: countText(entry.dropGoals),
        },
      ]),
    ),
  );
  const form = useConsoleForm<object, Game>({ initial: {}, fields: [], action: 'save the team sheet', onSaved });
  const score = clubScore(game);
  const input = sheetInput(picks, counts);
  const points = sheetPoints(input);
  // A player of a saved sheet who has left the active squad stays pickable, by address.
  const options = [
    ...players,
    ...(initial?.squad ?? [])
      .filter((place) => !players.some((player) => player.slug === place.playerSlug))
      .map((place) => ({ slug: place.playerSlug, name: place.playerSlug })),
  ];
  const names = pickNames(options);
  const picked = [...new Set(picks.filter(Boolean))];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.submitting) return;
    const checked = matchSheetSchema.safeParse(input);
    if (!checked.success) {
      form.refuse(checked.error.issues, { message: [...new Set(checked.error.issues.map((issue) => issue.message))].join(' ') });
      return;
    }
    const problem = sheetScoreProblem(checked.data, game);
    if (problem) form.setStatus({ state: 'error', message: problem });
    else await form.send(() => save(checked.data));
  }

  const pick = (index: number, slug: string) => setPicks((current) => current.map((value, i) => (i === index ? slug : value)));
  const count = (slug: string, kind: ScoringKind, text: string) =>
    setCounts((current) => ({ ...current, [slug]: { ...(current[slug] ?? noCounts), [kind]: text } }));

  return (
    <ConsoleForm
      form={form}
      label="Team sheet"
      heading={`Team sheet: ${game.homeTeam} vs ${game.awayTeam}`}
      onSubmit={submit}
      save="Save Team Sheet"
      onCancel={onCancel}
      actions={
        clear ? (
          <button
            type="button"
            className="btn btn--outline"
            disabled={form.submitting}
            onClick={() => void form.send(clear, (error) => failureText('clear the team sheet', error))}
          >
            Clear Team Sheet
          </button>
        ) : null
      }
    >
      {score === null ? <p className="officers-note">{sheetMessages.notScored}</p> : null}
      <fieldset className="game-sheet__squad">
        <legend>Match-day squad (1–15 start, 16–23 replacements)</legend>
        <div className="form-grid">
          {shirts.map((shirt, i) => (
            <SelectField
              key={shirt}
              id={`sheet-shirt-${shirt}`}
              label={`Shirt ${shirt}`}
              value={picks[i] ?? ''}
              onChange={(event) => pick(i, event.target.value)}
            >
              <option value="">—</option>
              {options.map((player) => (
                <option key={player.slug} value={player.slug}>
                  {names.get(player.slug)}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
      </fieldset>
      {picked.length > 0 ? (
        <fieldset className="game-sheet__scorers">
          <legend>Scorers</legend>
          {picked.map((slug) => (
            <div key={slug} className="form-grid" role="group" aria-label={names.get(slug) ?? slug}>
              {scoringKinds.map((kind) => (
                <TextField
                  key={kind}
                  id={`sheet-${slug}-${kind}`}
                  label={`${names.get(slug) ?? slug}: ${scoringKindLabels[kind]}`}
                  type="number"
                  inputMode="numeric"
                  min="0"
                  step="1"
                  value={counts[slug]?.[kind] ?? ''}
                  onChange={(event) => count(slug, kind, event.target.value)}
                />
              ))}
            </div>
          ))}
        </fieldset>
      ) : null}
      <p className="game-sheet__total" role="status">
        {score === null
          ? `Scorers' points: ${points}.`
          : points === score
            ? `Scorers' points: ${points}, the club's score.`
            : sheetMessages.pointsMismatch(points, score)}
      </p>
    </ConsoleForm>
  );
}
