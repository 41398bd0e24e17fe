import { Link } from '../../lib/router';
import { PhoneIcon, PinIcon } from '../../components/layout/icons';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { StarRating } from '../../components/ui/star-rating';
import { CLUB, formatAddress } from '../../../../common/club/club';
import { newsTeasers, sampleMatches, squadPlayers, squads, testimonials, videoCards, type Opponent } from './index-two-data';
import './index-two.css';
import { StaticPart } from '../../components/hydration/static-part';

/** The second home layout: a tournament-day look at the club, all sample content. */
export default function IndexTwoPage() {
  useDocumentTitle('Sevens Season');

  return (
    <>
      <div className="index-two-strip">
        <div className="container index-two-strip__inner">
          <a href={CLUB.phoneHref}>
            <PhoneIcon />
            <span className="visually-hidden">Phone: </span>
            {CLUB.phone}
          </a>
          <span>
            <PinIcon />
            <span className="visually-hidden">Address: </span>
            {formatAddress()}
          </span>
        </div>
      </div>

      <StaticPart as="section" className="index-two-banner" aria-labelledby="index-two-title">
        <img className="index-two-banner__image" src="/img/photos/try.svg" width="1200" height="800" alt="" fetchPriority="high" />
        <div className="container index-two-banner__content">
          <span className="index-two-banner__kicker">Lemont Sevens Cup</span>
          <h1 id="index-two-title" className="index-two-banner__title">
            Rugby Under the <span>Summer Sun</span>
          </h1>
          <p>Thirty-two players, two groups, one cup. Sevens is the fastest game on grass, and the Blaze are hosting.</p>
          <Link to="/login" className="btn btn--primary btn--large">
            join us today
          </Link>
        </div>
      </StaticPart>

      <StaticPart as="section" className="section index-two-squads" aria-labelledby="index-two-squads-title">
        <div className="container">
          <span className="eyebrow">The collection</span>
          <h2 id="index-two-squads-title" className="section-title">
            Our Squads
          </h2>
          {/* Focusable so keyboard users can scroll the row. */}
          <ul className="index-two-row" aria-label="Squads (scroll sideways for more)" tabIndex={0}>
            {squads.map((squad) => (
              <li key={squad.name} className="index-two-squad">
                <img src={squad.image} width="1200" height="800" alt={squad.alt} loading="lazy" decoding="async" />
                <div className="index-two-squad__text">
                  <h3>{squad.name}</h3>
                  <p>{squad.blurb}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </StaticPart>

      <StaticPart as="section" className="section section--dark index-two-schedule" aria-labelledby="index-two-schedule-title">
        <div className="container">
          <span className="eyebrow">Match schedule</span>
          <h2 id="index-two-schedule-title" className="section-title">
            Sevens Cup Fixtures
          </h2>
          <ul className="index-two-matches">
            {sampleMatches.map((match) => (
              <li key={match.title} className="index-two-match">
                <h3 className="index-two-match__title">{match.title}</h3>
                <div className="index-two-match__teams">
                  <TeamBadge team={match.home} />
                  <span className="index-two-match__vs" aria-hidden="true">
                    VS
                  </span>
                  <span className="visually-hidden">versus</span>
                  <TeamBadge team={match.away} />
                </div>
                <dl className="index-two-match__facts">
                  <div>
                    <dt>Date</dt>
                    <dd>
                      {match.date}, {match.time}
                    </dd>
                  </div>
                  <div>
                    <dt>Groups</dt>
                    <dd>{match.groups}</dd>
                  </div>
                  <div>
                    <dt>Players</dt>
                    <dd>{match.players}</dd>
                  </div>
                  <div>
                    <dt>Prize Pool</dt>
                    <dd className="index-two-match__prize">{match.prizePool}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </div>
      </StaticPart>

      <StaticPart as="section" className="section section--white index-two-players" aria-labelledby="index-two-players-title">
        <div className="container">
          <span className="eyebrow">Squad players</span>
          <h2 id="index-two-players-title" className="section-title">
            Meet the Squad
          </h2>
          <ul className="index-two-players__list">
            {squadPlayers.map((player) => (
              <li key={player.name} className="index-two-player">
                <div className="index-two-player__photo">
                  <img src={player.image} width="400" height="400" alt="" loading="lazy" decoding="async" />
                  <span className="index-two-player__number" aria-hidden="true">
                    {player.number}
                  </span>
                </div>
                <h3>{player.name}</h3>
                <p>
                  <span className="visually-hidden">Number {player.number}, </span>
                  {player.position}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </StaticPart>

      <StaticPart as="section" className="section index-two-videos" aria-labelledby="index-two-videos-title">
        <div className="container">
          <span className="eyebrow">Videos</span>
          <h2 id="index-two-videos-title" className="section-title">
            From the Touchline
          </h2>
          <ul className="grid grid--3 index-two-videos__list">
            {videoCards.map((video) => (
              <li key={video.title} className="index-two-video">
                <div className="index-two-video__frame">
                  <img src={video.image} width="1200" height="800" alt="" loading="lazy" decoding="async" />
                  <span className="index-two-video__length">
                    <span className="visually-hidden">Length </span>
                    {video.length}
                  </span>
                </div>
                <h3>{video.title}</h3>
                <p className="index-two-video__soon">Video coming soon</p>
              </li>
            ))}
          </ul>
        </div>
      </StaticPart>

      <StaticPart as="section" className="section section--white index-two-news" aria-labelledby="index-two-news-title">
        <div className="container">
          <span className="eyebrow">Latest news</span>
          <h2 id="index-two-news-title" className="section-title">
            Club News
          </h2>
          <ul className="grid grid--3 index-two-news__list">
            {newsTeasers.map((post) => (
              <li key={post.title} className="card index-two-news__card">
                <img src={post.image} width="1200" height="800" alt={post.alt} loading="lazy" decoding="async" />
                <div className="card__body">
                  <p className="index-two-news__date">{post.date}</p>
                  <h3>{post.title}</h3>
                  <p>{post.excerpt}</p>
                  <Link to="/blog-single" className="index-two-news__more">
                    Read More<span className="visually-hidden">: {post.title}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </StaticPart>

      <StaticPart as="section" className="section section--dark index-two-voices" aria-labelledby="index-two-voices-title">
        <div className="container">
          <span className="eyebrow">Testimonials</span>
          <h2 id="index-two-voices-title" className="section-title">
            What Our People Say
          </h2>
          <ul className="index-two-row index-two-voices__list" aria-label="Testimonials (scroll sideways for more)" tabIndex={0}>
            {testimonials.map((item) => (
              <li key={item.name} className="index-two-voice">
                <StarRating rating={item.rating} className="index-two-voice__stars" />
                <blockquote>
                  <p>{item.quote}</p>
                </blockquote>
                <div className="index-two-voice__who">
                  <img src={item.image} width="400" height="400" alt="" loading="lazy" decoding="async" />
                  <p>
                    <strong>{item.name}</strong>
                    <span>{item.role}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </StaticPart>
    </>
  );
}

function TeamBadge({ team }: { readonly team: Opponent }) {
  return (
    <div className="index-two-team">
      <img src={team.badge} width="200" height="200" alt="" loading="lazy" decoding="async" />
      <span>{team.name}</span>
    </div>
  );
}
