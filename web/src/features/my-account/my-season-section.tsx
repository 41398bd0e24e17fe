// "My matches" on /account, for a member whose verified address an officer linked to a player: their
// teams' fixtures this season and to come, each with their answer (changeable until the cut-off) and,
// when selected, Confirm and Withdraw; and which of the club's mails about matches they get. Members
// with no linked player see nothing of it.

import { type FormEvent, useRef, useState } from 'react';
import {
  availabilityAnswerLabels,
  availabilityAnswers,
  type MailChoices,
  matchMailKindLabels,
  matchMailKinds,
  selectionReplies,
  selectionReplyActions,
  selectionReplyLabels,
} from '../../../../common/teams/availability';
import type { MySeasonAnswer } from '../../../../common/teams/availability-requests';
import { formatMatchTime } from '../../../../common/club-time';
import { fixtureTitle } from '../../../../common/fixtures/fixtures';
import { ErrorState } from '../../components/data/data-states';
import { useLoad } from '../../components/data/use-load';
import { FormAlert } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { answerMyFixture, fetchMySeason, replyToMySelection, saveMailChoices } from './my-season-api';

type Fixture = MySeasonAnswer['fixtures'][number];

const failed = (error: unknown) => (error instanceof Error ? error.message : 'The club’s website did not answer. Try again in a moment.');

function FixtureEntry({ entry, onChanged }: { readonly entry: Fixture; readonly onChanged: () => void }) {
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const { fixture } = entry;
  const headingId = `my-fixture-${fixture.gameId}`;

  async function send(action: () => Promise<unknown>, done: string) {
    setStatus({ state: 'submitting' });
    try {
      await action();
      setStatus({ state: 'success', message: done });
      onChanged();
    } catch (error) {
      setStatus({ state: 'error', message: failed(error) });
    }
  }

  return (
    <li className="my-season__fixture" aria-labelledby={headingId}>
      <h3 id={headingId} className="my-season__title">
        {fixtureTitle(fixture.homeTeam, fixture.awayTeam)}
      </h3>
      <p className="my-season__meta">
        {fixture.team.name} · {formatMatchTime(fixture.start)}
        {fixture.venue ? ` · ${fixture.venue}` : ''}
      </p>
      <p className="my-season__state">
        {entry.answer ? `Your answer: ${availabilityAnswerLabels[entry.answer]}.` : 'No answer yet.'}
        {entry.answerOpen ? ` You can change it until ${formatMatchTime(entry.cutoffAt)}.` : ' Answers are closed.'}
      </p>
      {entry.answerOpen ? (
        <div
          className="my-season__buttons"
          role="group"
          aria-label={`Your availability for ${fixtureTitle(fixture.homeTeam, fixture.awayTeam)}`}
        >
          {availabilityAnswers.map((answer) => (
            <button
              key={answer}
              type="button"
              className={`btn btn--small ${entry.answer === answer ? 'btn--primary' : 'btn--outline'}`}
              aria-pressed={entry.answer === answer}
              disabled={status.state === 'submitting'}
              onClick={() => void send(() => answerMyFixture(fixture.gameId, answer), `Saved: ${availabilityAnswerLabels[answer]}.`)}
            >
              {availabilityAnswerLabels[answer]}
            </button>
          ))}
        </div>
      ) : null}
      {entry.selected ? (
        <>
          <p className="my-season__state">
            Selected{entry.reply ? `: ${selectionReplyLabels[entry.reply]}.` : '. Please confirm, or withdraw if you cannot play.'}
          </p>
          {entry.replyOpen ? (
            <div
              className="my-season__buttons"
              role="group"
              aria-label={`Your place in the selection for ${fixtureTitle(fixture.homeTeam, fixture.awayTeam)}`}
            >
              {selectionReplies.map((reply) => (
                <button
                  key={reply}
                  type="button"
                  className={`btn btn--small ${entry.reply === reply ? 'btn--primary' : 'btn--outline'}`}
                  aria-pressed={entry.reply === reply}
                  disabled={status.state === 'submitting'}
                  onClick={() => void send(() => replyToMySelection(fixture.gameId, reply), `${selectionReplyLabels[reply]}.`)}
                >
                  {selectionReplyActions[reply]}
                </button>
              ))}
            </div>
          ) : null}
        </>
      ) : null}
      <FormAlert status={status} />
    </li>
  );
}

function MailChoicesForm({ choices, onSaved }: { readonly choices: MailChoices; readonly onSaved: () => void }) {
  const [chosen, setChosen] = useState<MailChoices>(choices);
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ state: 'submitting' });
    try {
      await saveMailChoices(chosen);
      setStatus({ state: 'success', message: 'Saved: the club mails you about matches as you chose.' });
      onSaved();
    } catch (error) {
      setStatus({ state: 'error', message: failed(error) });
    }
  }

  return (
    <form className="my-season__mail" onSubmit={(event) => void submit(event)} aria-labelledby="my-season-mail-title">
      <fieldset>
        <legend id="my-season-mail-title">What the club mails you about matches</legend>
        {matchMailKinds.map((kind) => (
          <label key={kind} className="my-season__choice">
            <input type="checkbox" checked={chosen[kind]} onChange={(event) => setChosen({ ...chosen, [kind]: event.target.checked })} />{' '}
            {matchMailKindLabels[kind]}
          </label>
        ))}
      </fieldset>
      <p className="my-season__note">Club news comes with the newsletter, which every mail of it lets you leave.</p>
      <button type="submit" className="btn btn--primary btn--small" disabled={status.state === 'submitting'}>
        Save choices
      </button>
      <FormAlert status={status} />
    </form>
  );
}

export function MySeasonSection() {
  const { state, reload } = useLoad(fetchMySeason, 'my-season');
  // Kept while a change reloads the season, so the list (and the message of the change) stays put.
  const shown = useRef<MySeasonAnswer | null>(null);
  if (state.status === 'success') shown.current = state.data;
  if (state.status === 'error') {
    return (
      <section className="card my-account__card" aria-labelledby="my-season-heading">
        <div className="card__body">
          <h2 id="my-season-heading">My matches</h2>
          <ErrorState title="Your matches could not be loaded" message={state.message} onRetry={reload} />
        </div>
      </section>
    );
  }
  const season = shown.current;
  if (!season?.player) return null;
  return (
    <section className="card my-account__card" aria-labelledby="my-season-heading">
      <div className="card__body my-season">
        <h2 id="my-season-heading">My matches</h2>
        <p>
          {season.player?.teams.map((team) => team.name).join(', ') || 'Your teams'}: the {season.season} season and the matches to come.
        </p>
        {season.fixtures.length === 0 ? (
          <p>No matches for your teams yet.</p>
        ) : (
          <ul className="my-season__list">
            {season.fixtures.map((entry) => (
              <FixtureEntry key={entry.fixture.gameId} entry={entry} onChanged={reload} />
            ))}
          </ul>
        )}
        {season.mail ? <MailChoicesForm choices={season.mail} onSaved={reload} /> : null}
      </div>
    </section>
  );
}
