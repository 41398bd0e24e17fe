import { useMemo, useState } from 'react';
import { PageBanner } from '../../components/layout/page-banner';
import { MatchCard } from './match-card';
import { filterMatches, matchFilters, type MatchFilter } from './match-filters';
import { sampleMatches, sampleVideos } from './sample-matches-data';
import './matches.css';
import { StaticPart } from '../../components/hydration/static-part';

export default function GameListPage() {
  const [filter, setFilter] = useState<MatchFilter>('all');
  const today = useMemo(() => new Date(), []);
  const shown = filterMatches(sampleMatches, filter);

  return (
    <>
      <PageBanner title="MATCHES" crumb="Matches" />
      <section className="section" aria-labelledby="matches-title">
        <div className="container">
          <span className="eyebrow">Fixtures</span>
          <h2 id="matches-title" className="section-title">
            Blaze matches
          </h2>
          <div className="matches-filters" role="group" aria-label="Show matches">
            {matchFilters.map((option) => (
              <button
                key={option.id}
                type="button"
                className="matches-filters__button"
                aria-pressed={filter === option.id}
                onClick={() => setFilter(option.id)}
              >
                {option.label}
              </button>
            ))}
          </div>
          <p className="matches-count" role="status">
            Showing {shown.length} of {sampleMatches.length} matches
          </p>
          {shown.length > 0 ? (
            <ul className="matches-list">
              {shown.map((match) => (
                <li key={match.id}>
                  <MatchCard match={match} today={today} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="matches-empty">
              <p className="matches-empty__title">No games found</p>
              <p>No Chicago Blaze games match your current filter. Try selecting a different filter or check back later.</p>
              <button type="button" className="btn btn--primary" onClick={() => setFilter('all')}>
                Show All Games
              </button>
            </div>
          )}
        </div>
      </section>

      <StaticPart as="section" className="section section--white" aria-labelledby="matches-videos-title">
        <div className="container">
          <span className="eyebrow">Watch and learn</span>
          <h2 id="matches-videos-title" className="section-title">
            Videos
          </h2>
          <p className="matches-videos__lead">
            The skills our coaches drill every week. Each link opens a YouTube search for the topic in a new tab.
          </p>
          <ul className="matches-videos">
            {sampleVideos.map((video) => (
              <li key={video.title} className="matches-video">
                <img
                  className="matches-video__thumb"
                  src={video.thumbnailUrl}
                  alt=""
                  width={1200}
                  height={800}
                  loading="lazy"
                  decoding="async"
                />
                <div className="matches-video__body">
                  <h3 className="matches-video__title">{video.title}</h3>
                  <p>{video.description}</p>
                  <a
                    className="matches-video__link"
                    href={`https://www.youtube.com/results?search_query=${encodeURIComponent(video.searchQuery)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Find videos on YouTube<span className="visually-hidden">: {video.title} (opens in a new tab)</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </StaticPart>
    </>
  );
}
