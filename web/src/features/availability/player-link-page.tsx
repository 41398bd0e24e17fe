import { useEffect, useRef, useState } from 'react';
import {
  type AvailabilityAnswer,
  availabilityAnswerLabels,
  availabilityAnswers,
  availabilityMessages,
  MY_ACCOUNT_PAGE,
  type SelectionReply,
  selectionReplies,
  selectionReplyActions,
  selectionReplyLabels,
} from '../../../../common/teams/availability';
import type { PlayerLinkAnswer, PlayerLinkBody } from '../../../../common/teams/availability-requests';
import { formatMatchTime } from '../../../../common/club-time';
import { fixtureTitle } from '../../../../common/fixtures/fixtures';
import { Link } from '../../lib/router';
import { FormAlert, Spinner } from '../../components/forms/form-alert';
import type { FormStatus } from '../../components/forms/use-form-submission';
import { PageBanner } from '../../components/layout/page-banner';
import { postPlayerLink } from './player-link-api';
import { usePlayerLink } from './player-link-token';
import './availability.css';

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly message: string }
  | { readonly state: 'ready'; readonly link: PlayerLinkAnswer };

/**
 * Every link of the club's mails about a match (the availability request and reminder, the
 * selection, a fixture's change). Opening it reads what the link is about and records nothing: mail
 * programs and link scanners open links by themselves. Only a button's press answers, replies to the
 * selection or stops the mails; the button the mail's line offered is marked.
 */
export default function PlayerLinkPage() {
  const { token, action } = usePlayerLink();
  const [loaded, setLoaded] = useState<Loaded>(token ? { state: 'loading' } : { state: 'failed', message: availabilityMessages.badLink });
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const asked = useRef<string | undefined>(undefined);

  useEffect(() => {
    // Once per token, even if React runs the effect twice.
    if (!token || asked.current === token) return;
    asked.current = token;
    void postPlayerLink({ token }).then((outcome) =>
      setLoaded(outcome.ok ? { state: 'ready', link: outcome.answer } : { state: 'failed', message: outcome.message }),
    );
  }, [token]);

  async function press(body: Omit<PlayerLinkBody, 'token'>, done: string) {
    if (!token) return;
    setStatus({ state: 'submitting' });
    const outcome = await postPlayerLink({ token, ...body });
    if (outcome.ok) {
      setLoaded({ state: 'ready', link: outcome.answer });
      setStatus({ state: 'success', message: done });
    } else {
      setStatus({ state: 'error', message: outcome.message });
    }
  }

  return (
    <>
      <meta name="robots" content="noindex" />
      <PageBanner title="AVAILABILITY" crumb="Your answer" />
      <section className="section">
        <div className="container player-link card">
          <div className="card__body">
            {loaded.state === 'loading' ? (
              <p className="player-link__working" role="status">
                <Spinner />
                Reading the link...
              </p>
            ) : loaded.state === 'failed' ? (
              <>
                <h2 className="player-link__title">This link cannot be used</h2>
                <FormAlert status={{ state: 'error', message: loaded.message }} />
                <p>
                  Members can answer on <Link to={MY_ACCOUNT_PAGE}>My account</Link>.
                </p>
              </>
            ) : (
              <LinkParts link={loaded.link} offered={action} busy={status.state === 'submitting'} press={press} />
            )}
            <FormAlert status={status} />
          </div>
        </div>
      </section>
    </>
  );
}

interface PartsProps {
  readonly link: PlayerLinkAnswer;
  readonly offered: string | undefined;
  readonly busy: boolean;
  readonly press: (body: Omit<PlayerLinkBody, 'token'>, done: string) => Promise<void>;
}

function LinkParts({ link, offered, busy, press }: PartsProps) {
  const { fixture } = link;
  return (
    <>
      <h2 className="player-link__title">{fixtureTitle(fixture.homeTeam, fixture.awayTeam)}</h2>
      <dl className="player-link__facts">
        <dt>Team</dt>
        <dd>{fixture.team.name}</dd>
        <dt>Kick-off</dt>
        <dd>{formatMatchTime(fixture.start)} (club time)</dd>
        {fixture.venue ? (
          <>
            <dt>Venue</dt>
            <dd>{fixture.venue}</dd>
          </>
        ) : null}
        <dt>Player</dt>
        <dd>{link.player.name}</dd>
      </dl>

      <section className="player-link__part" aria-labelledby="player-link-answer">
        <h3 id="player-link-answer">Availability</h3>
        <p>{link.answer ? `The answer given: ${availabilityAnswerLabels[link.answer]}.` : 'No answer given yet.'}</p>
        {link.answerOpen ? (
          <>
            <p>
              Press a button to {link.answer ? 'change the' : 'give an'} answer; it can be changed until {formatMatchTime(link.cutoffAt)}.
              {offered && (availabilityAnswers as readonly string[]).includes(offered) && !link.answer
                ? ` The mail's link was for ${availabilityAnswerLabels[offered as AvailabilityAnswer]}: it counts once pressed.`
                : ''}
            </p>
            <div className="player-link__buttons">
              {availabilityAnswers.map((answer) => (
                <button
                  key={answer}
                  type="button"
                  className={`btn ${answer === (link.answer ?? offered) ? 'btn--primary' : 'btn--outline'}`}
                  aria-pressed={link.answer === answer}
                  disabled={busy}
                  onClick={() => void press({ answer }, `Thank you: the club has your answer, ${availabilityAnswerLabels[answer]}.`)}
                >
                  {availabilityAnswerLabels[answer]}
                </button>
              ))}
            </div>
          </>
        ) : (
          <p>{availabilityMessages.answersClosed}</p>
        )}
      </section>

      {link.selected ? (
        <section className="player-link__part" aria-labelledby="player-link-selection">
          <h3 id="player-link-selection">Selection</h3>
          <p>
            Selected for this match.
            {link.reply
              ? ` The reply given: ${selectionReplyLabels[link.reply]}.`
              : ' Please confirm, or withdraw if the player cannot play.'}
          </p>
          {link.replyOpen ? (
            <div className="player-link__buttons">
              {selectionReplies.map((reply: SelectionReply) => (
                <button
                  key={reply}
                  type="button"
                  className={`btn ${reply === (link.reply ?? offered) ? 'btn--primary' : 'btn--outline'}`}
                  aria-pressed={link.reply === reply}
                  disabled={busy}
                  onClick={() =>
                    void press({ reply }, reply === 'confirmed' ? 'Thank you: confirmed.' : 'Withdrawn: the club has been told.')
                  }
                >
                  {selectionReplyActions[reply]}
                </button>
              ))}
            </div>
          ) : null}
        </section>
      ) : null}

      <section className="player-link__part" aria-labelledby="player-link-mail">
        <h3 id="player-link-mail">The club’s mails about matches</h3>
        {link.receivesMail ? (
          <>
            <p>
              Stop every mail about matches to this address (requests, selection, changes to a fixture). Members choose each kind on{' '}
              <Link to={MY_ACCOUNT_PAGE}>My account</Link>.
            </p>
            <div className="player-link__buttons">
              <button
                type="button"
                className={`btn ${offered === 'stop' ? 'btn--primary' : 'btn--outline'}`}
                disabled={busy}
                onClick={() => void press({ receive: false }, 'Stopped: the club sends no more mail about matches for this player.')}
              >
                Stop these mails
              </button>
            </div>
          </>
        ) : (
          <>
            <p>Mails about matches are stopped for this player.</p>
            <div className="player-link__buttons">
              <button
                type="button"
                className="btn btn--outline"
                disabled={busy}
                onClick={() => void press({ receive: true }, 'Started again: the club mails this address about matches.')}
              >
                Start them again
              </button>
            </div>
          </>
        )}
      </section>
    </>
  );
}
