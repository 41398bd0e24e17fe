import { Link } from '../../lib/router';
import { isPlayed, kickoffDate } from './match-filters';
import type { MatchSide, SampleMatch } from './sample-matches-data';

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

export interface MatchCardProps {
  match: SampleMatch;
  today: Date;
}

export function MatchCard({ match, today }: MatchCardProps) {
  const kickoff = kickoffDate(match, today);
  const played = isPlayed(match);
  const status = played ? 'Final' : match.dayOffset === 0 ? 'Today' : 'Upcoming';

  return (
    <article className="matches-card" aria-labelledby={`matches-card-${match.id}`}>
      <header className="matches-card__top">
        <span className="matches-card__competition">{match.competition}</span>
        <span className={`matches-card__status matches-card__status--${status.toLowerCase()}`}>{status}</span>
      </header>
      <h3 id={`matches-card-${match.id}`} className="visually-hidden">
        {match.home.name} vs {match.away.name}
      </h3>
      <div className="matches-card__teams" aria-hidden="true">
        <Side side={match.home} />
        <span className="matches-card__score">{played ? `${match.home.score ?? '-'} : ${match.away.score ?? '-'}` : 'vs'}</span>
        <Side side={match.away} />
      </div>
      {played && (
        <p className="visually-hidden">
          Final score: {match.home.name} {match.home.score}, {match.away.name} {match.away.score}.
        </p>
      )}
      <p className="matches-card__when">
        <time dateTime={kickoff.toISOString()}>
          {dayFormat.format(kickoff)} · {timeFormat.format(kickoff)}
        </time>
        <span className="matches-card__venue">{match.venue}</span>
      </p>
      <Link className="btn btn--outline matches-card__link" to="/team-single">
        Team details
        <span className="visually-hidden">
          : {match.home.name} vs {match.away.name}
        </span>
      </Link>
    </article>
  );
}

function Side({ side }: { side: MatchSide }) {
  return (
    <span className="matches-side">
      <img src={side.badgeUrl} alt="" width={200} height={200} loading="lazy" decoding="async" />
      <span className="matches-side__name">{side.name}</span>
    </span>
  );
}
