// A player's own page (/players/:slug): photo, positions, number, bio (an under-18 player's only
// with a guardian's consent: the API leaves them out), their figures season by season and in total,
// the teams they play in, and Person structured data.

import { Fragment } from 'react';
import { isPlayerSlug } from '../../../../common/squad/squad';
import { type PlayerProfile, playerUrl, totalFigures } from '../../../../common/squad/squad-api';
import { playerDescription, positionsText } from '../../../../common/squad/squad-page';
import { Link, useParams } from '../../lib/router';
import { teamListHref } from '../../components/teams/use-team-param';
import { EmptyState, ErrorState, LoadingState } from '../../components/data/data-states';
import { ApiError, useApi } from '../../components/data/use-api';
import { PageBanner } from '../../components/layout/page-banner';
import { JsonLd } from '../../components/seo/json-ld';
import { useSiteOrigin } from '../../components/seo/rendered-head';
import { useMetaDescription } from '../../components/seo/use-meta-description';
import { playerJsonLd } from './player-json-ld';
import { parsePlayerProfile } from '../../lib/api/squad-api';
import './team.css';

const figureColumns = [
  ['appearances', 'Appearances'],
  ['tries', 'Tries'],
  ['points', 'Points'],
] as const;

function Figures({ player }: { readonly player: PlayerProfile }) {
  if (player.figures.length === 0) return <p>No appearances recorded yet.</p>;
  const total = totalFigures(player.figures);
  return (
    <div className="player-figures-wrap">
      <table className="player-figures">
        <caption className="visually-hidden">Appearances, tries and points by season</caption>
        <thead>
          <tr>
            <th scope="col">Season</th>
            {figureColumns.map(([, label]) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {player.figures.map((season) => (
            <tr key={season.season}>
              <th scope="row">{season.season}</th>
              {figureColumns.map(([field]) => (
                <td key={field}>{season[field]}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {figureColumns.map(([field]) => (
              <td key={field}>{total[field]}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Profile({ player }: { readonly player: PlayerProfile }) {
  const origin = useSiteOrigin();
  useMetaDescription(playerDescription(player));
  return (
    <>
      <PageBanner title={player.name} crumb="Team" />
      <section className="section">
        <div className="container player-profile">
          {player.photo ? (
            <img
              className="player-profile__photo"
              src={player.photo.url}
              alt={player.name}
              width={player.photo.width}
              height={player.photo.height}
              decoding="async"
            />
          ) : (
            <img className="player-profile__photo" src="/img/crest.svg" alt="" width={512} height={512} decoding="async" />
          )}
          <div>
            <dl className="player-profile__facts">
              <dt>Positions</dt>
              <dd>{positionsText(player)}</dd>
              {player.shirtNumber !== undefined ? (
                <>
                  <dt>Number</dt>
                  <dd>{player.shirtNumber}</dd>
                </>
              ) : null}
              {player.teams.length > 0 ? (
                <>
                  <dt>{player.teams.length === 1 ? 'Team' : 'Teams'}</dt>
                  <dd>
                    {player.teams.map((team, index) => (
                      <Fragment key={team.id}>
                        {index > 0 ? ', ' : null}
                        <Link to={teamListHref('/team', team.id)}>{team.name}</Link>
                      </Fragment>
                    ))}
                  </dd>
                </>
              ) : null}
              {player.status === 'retired' ? (
                <>
                  <dt>Status</dt>
                  <dd>Retired</dd>
                </>
              ) : null}
            </dl>
            {player.bio ? <p className="player-profile__bio">{player.bio}</p> : null}
            <h2>Season by season</h2>
            <Figures player={player} />
            <p className="player-profile__back">
              <Link to="/team">← Back to the squad</Link>
            </p>
          </div>
          <JsonLd data={playerJsonLd(player, origin)} />
        </div>
      </section>
    </>
  );
}

function NotFound() {
  return (
    <>
      <PageBanner title="Player Not Found" crumb="Team" />
      <section className="section">
        <div className="container">
          <EmptyState title="This player is not on our list">
            <p>The address may be mistyped, or the record may have been removed.</p>
            <Link className="btn btn--primary" to="/team">
              Back to the squad
            </Link>
          </EmptyState>
        </div>
      </section>
    </>
  );
}

export default function PlayerPage() {
  const { slug = '' } = useParams();
  const valid = isPlayerSlug(slug);
  const { state, retry } = useApi(valid ? playerUrl(slug) : null, parsePlayerProfile);

  if (!valid || (state.status === 'error' && state.error instanceof ApiError && state.error.status === 404)) return <NotFound />;
  if (state.status === 'success') return <Profile key={state.data.slug} player={state.data} />;
  return (
    <>
      <PageBanner title="Our Team" crumb="Team" />
      <section className="section">
        <div className="container">
          {state.status === 'loading' ? (
            <LoadingState text="Loading player..." />
          ) : (
            <ErrorState title="Error Loading the Player" message={`Failed to load the player: ${state.message}`} onRetry={retry} />
          )}
        </div>
      </section>
    </>
  );
}
