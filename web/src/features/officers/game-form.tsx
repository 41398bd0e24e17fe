import type { FormEvent } from 'react';
import { type Game, gameStatuses } from '../../../../common/fixtures';
import { type GameForm as GameBody, gameFormSchema } from '../../../../common/game-edits';
import { SelectField, TextField } from '../../components/forms/field';
import { DEFAULT_TEAM, type TeamRef } from '../../../../common/teams';
import { ConsoleForm, useConsoleForm } from './console-form';
import { type GameField, type GameFormText, gameFields, gameInput, statusNames } from './game-form-values';

export type GameFormMode = 'add' | 'edit' | 'score';

interface GameFormProps {
  readonly mode: GameFormMode;
  readonly initial: GameFormText;
  readonly save: (body: GameBody) => Promise<Game>;
  readonly onSaved: (game: Game) => void;
  readonly onCancel: () => void;
  /** The club's teams to choose from (the default side when they could not be read). */
  readonly teams?: readonly TeamRef[];
}

const titles: Record<GameFormMode, string> = { add: 'Add game', edit: 'Edit game', score: 'Record score' };
const scoreFields: readonly GameField[] = ['status', 'homeScore', 'awayScore'];

const labels: Record<GameField, string> = {
  teamId: 'Team',
  start: 'Kick-off (club time, Chicago)',
  homeTeam: 'Home team',
  awayTeam: 'Away team',
  venue: 'Venue',
  status: 'Status',
  gameType: 'Game type',
  homeScore: 'Home score',
  awayScore: 'Away score',
};

/** Adding, editing or scoring one game: checked with the handlers' own schema, then sent. */
export function GameForm({ mode, initial, save, onSaved, onCancel, teams = [DEFAULT_TEAM] }: GameFormProps) {
  // The game's own team stays a choice even if the list could not be read.
  const choices = teams.some((team) => team.id === initial.teamId) ? teams : [...teams, { id: initial.teamId, name: initial.teamId }];
  const shown = mode === 'score' ? scoreFields : gameFields;
  const form = useConsoleForm<GameFormText, Game>({ initial, fields: gameFields, action: 'save the game', onSaved });
  const { text, bind, errors, submitting, refuse, send } = form;
  // Scoring names each side's box by its team.
  const label = (name: GameField) =>
    mode === 'score' && name === 'homeScore'
      ? `${text.homeTeam} score`
      : mode === 'score' && name === 'awayScore'
        ? `${text.awayTeam} score`
        : labels[name];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = gameFormSchema.safeParse(gameInput(text));
    if (!checked.success) refuse(checked.error.issues, { shown });
    else await send(() => save(checked.data));
  }

  const field = (name: GameField) => {
    const common = { ...bind(name), label: label(name), error: errors[name] };
    if (name === 'status') {
      return (
        <SelectField key={name} {...common}>
          {gameStatuses.map((value) => (
            <option key={value} value={value}>
              {statusNames[value]}
            </option>
          ))}
        </SelectField>
      );
    }
    if (name === 'teamId') {
      return (
        <SelectField key={name} {...common}>
          {choices.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </SelectField>
      );
    }
    if (name === 'start') return <TextField key={name} {...common} type="datetime-local" />;
    if (name === 'homeScore' || name === 'awayScore')
      return <TextField key={name} {...common} type="number" inputMode="numeric" min="0" step="1" />;
    return <TextField key={name} {...common} autoComplete="off" />;
  };

  return (
    <ConsoleForm
      form={form}
      label={titles[mode]}
      heading={mode === 'add' ? titles.add : `${titles[mode]}: ${initial.homeTeam} vs ${initial.awayTeam}`}
      onSubmit={submit}
      save={mode === 'add' ? 'Add Game' : 'Save Game'}
      onCancel={onCancel}
    >
      {mode === 'score' ? <p className="officers-note">Leave both scores empty until points are on the board.</p> : null}
      <div className="form-grid">{shown.map(field)}</div>
    </ConsoleForm>
  );
}
