// The fixtures console's Availability mode: who of the game's team answered what (available first),
// asked again every few seconds while it is open, so answers arrive as players give them; the
// officer ticks the side, the available first, and publishes it: each newly selected player is
// mailed to confirm or withdraw, and each reply (a withdrawal too) shows here as it comes. The
// settings of when every fixture's players are asked open here too, since this answer carries them.

import { useEffect, useState } from 'react';
import { availabilityAnswerLabels, SELECTION_MAX, selectionReplyLabels } from '../../../../common/availability';
import type { FixtureAvailability } from '../../../../common/availability-requests';
import { formatDateTime } from '../../../../common/club-time';
import type { Game } from '../../../../common/fixtures';
import { FormAlert } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { AvailabilitySettingsForm } from './availability-settings-form';
import { getFixtureAvailability, publishSelection, updateAvailabilitySettings } from './games-api';
import { LoadError } from './load-error';

/** How often the open view asks for the answers again. */
const REFRESH_MS = 10_000;

interface Props {
  readonly game: Game;
  readonly onSaved: (game: Game) => void;
  readonly onCancel: () => void;
}

type Player = FixtureAvailability['players'][number];

function answerOf(player: Player): string {
  const answer = player.answer ? availabilityAnswerLabels[player.answer] : 'No answer';
  const reply = player.reply ? `, ${selectionReplyLabels[player.reply]}` : player.selected ? ', selected' : '';
  const mail = player.reachable ? '' : ' (no address for mail)';
  return `${answer}${reply}${mail}`;
}

export function FixtureAvailabilityEditor({ game, onSaved, onCancel }: Props) {
  const [view, setView] = useState<FixtureAvailability | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [chosen, setChosen] = useState<ReadonlySet<string> | undefined>();
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const [settingsOpen, setSettingsOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is Try Again.
  useEffect(() => {
    let live = true;
    const load = () =>
      getFixtureAvailability(game.id).then(
        (loaded) => {
          if (!live) return;
          setView(loaded);
          setError(undefined);
          // The ticks start as the published selection; later loads leave the officer's ticks alone.
          setChosen(
            (current) =>
              current ??
              new Set(loaded.players.filter((player) => player.selected && player.reply !== 'withdrawn').map((player) => player.slug)),
          );
        },
        (failure: unknown) => live && setError(failure instanceof Error ? failure.message : String(failure)),
      );
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [game.id, attempt]);

  if (error && !view) return <LoadError what="answers" message={error} retry={() => setAttempt((n) => n + 1)} />;
  if (!view || !chosen) {
    return (
      <p className="officers-gate" role="status">
        Loading the answers…
      </p>
    );
  }

  const toggle = (slug: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });

  async function publish() {
    if (!view || !chosen) return;
    setStatus({ state: 'submitting' });
    // In the list's order: the available first.
    const players = view.players.filter((player) => chosen.has(player.slug)).map((player) => player.slug);
    try {
      const after = await publishSelection(game.id, players);
      setView(after);
      const names = after.players.filter((player) => player.selected && player.reply !== 'withdrawn').map((player) => player.name);
      const { selection: _old, ...rest } = game;
      onSaved(names.length > 0 ? { ...rest, selection: names } : rest);
    } catch (failure) {
      setStatus({ state: 'error', message: failure instanceof Error ? failure.message : String(failure) });
    }
  }

  const headingId = `availability-${game.id}`;
  return (
    <section className="fixture-availability" aria-labelledby={headingId}>
      <h3 id={headingId}>{view.fixture.team.name}: answers and selection</h3>
      <p>
        Asked {formatDateTime(view.promptAt)}, reminded {formatDateTime(view.reminderAt)}, answers close {formatDateTime(view.cutoffAt)}.
        {view.publishedAt ? ` Selection published ${formatDateTime(view.publishedAt)}.` : ' No selection published yet.'} This list
        refreshes itself.
      </p>
      {settingsOpen ? (
        <AvailabilitySettingsForm
          settings={view.settings}
          save={updateAvailabilitySettings}
          onSaved={() => {
            setSettingsOpen(false);
            setStatus({ state: 'success', message: 'Settings saved: every fixture’s requests, reminders and cut-off follow them.' });
            // The fixture's times are worked out from the settings on the server: read them again.
            setAttempt((n) => n + 1);
          }}
          onCancel={() => setSettingsOpen(false)}
        />
      ) : (
        <p>
          <button type="button" className="btn btn--outline btn--small" onClick={() => setSettingsOpen(true)}>
            Change When Players Are Asked
          </button>
        </p>
      )}
      {view.players.length === 0 ? (
        <p>No active player is in this team yet: add the team to players on the squad console.</p>
      ) : (
        <fieldset className="fixture-availability__players">
          <legend>Select up to {SELECTION_MAX} players</legend>
          {view.players.map((player) => (
            <label key={player.slug} className="fixture-availability__player">
              <input type="checkbox" checked={chosen.has(player.slug)} onChange={() => toggle(player.slug)} />{' '}
              <span>
                <strong>{player.name}</strong>: {answerOf(player)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="fixture-availability__actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void publish()}
          disabled={status.state === 'submitting' || chosen.size > SELECTION_MAX}
        >
          Publish Selection
        </button>
        <button type="button" className="btn btn--outline" onClick={onCancel}>
          Close
        </button>
      </div>
      <FormAlert status={status} />
    </section>
  );
}
