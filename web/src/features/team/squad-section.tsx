// /team's squad: the active players from the API, forwards then backs, each with photo, name,
// positions and number linking to their page, sorted by number, appearances or points in a season,
// all of them or one team's (`?team=`, so a link to a team's squad can be shared).

import { useId, useMemo, useState } from 'react';
import { currentSeason, seasonOptions } from '../../../../common/fixtures/fixtures';
import { positionGroupLabels, positionGroups } from '../../../../common/squad/squad';
import { playerPagePath, squadUrl } from '../../../../common/squad/squad-api';
import { positionsText } from '../../../../common/squad/squad-page';
import type { TeamRef } from '../../../../common/teams/teams';
import { Link } from '../../lib/router';
import { useTeamParam } from '../../components/teams/use-team-param';
import { ErrorState, LoadingState } from '../../components/data/data-states';
import { usePageNow } from '../../components/data/page-data';
import { useApi } from '../../components/data/use-api';
import { SelectField } from '../../components/forms/field';
import { parseSquad } from '../../lib/api/squad-api';
import { groupOf, type SquadPlayer, type SquadSort, sortSquad, squadSortLabels, squadSorts } from './squad-order';

function PlayerCard({ player, sort }: { readonly player: SquadPlayer; readonly sort: SquadSort }) {
  return (
    <li className="squad-player">
      <Link className="squad-player__link" to={playerPagePath(player.slug)}>
        {player.photo ? (
          <img
            className="squad-player__photo"
            src={player.photo.url}
            alt=""
            width={player.photo.width}
            height={player.photo.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="squad-player__photo squad-player__photo--none" aria-hidden="true">
            {player.shirtNumber ?? ''}
          </span>
        )}
        <span className="squad-player__name">{player.name}</span>
      </Link>
      <p className="squad-player__positions">{positionsText(player)}</p>
      {player.shirtNumber !== undefined ? (
        <p className="squad-player__number">
          <span className="visually-hidden">Shirt number </span>
          {player.shirtNumber}
        </p>
      ) : null}
      {sort !== 'number' ? (
        <p className="squad-player__figure">
          {player.figures?.[sort] ?? 0} {squadSortLabels[sort].toLowerCase()}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The teams the squad's players are in, each once. Each player's teams come in the club's order, so
 * a team goes after the teams listed before it on any player: the club's order, read from the squad
 * itself rather than from a second request.
 */
export function squadTeams(players: readonly SquadPlayer[]): TeamRef[] {
  const teams: TeamRef[] = [];
  for (const player of players) {
    let after = -1;
    for (const team of player.teams) {
      const at = teams.findIndex((entry) => entry.id === team.id);
      if (at >= 0) {
        after = Math.max(after, at);
        continue;
      }
      teams.splice(after + 1, 0, team);
      after += 1;
    }
  }
  return teams;
}

function Groups({ players, sort, team }: { readonly players: readonly SquadPlayer[]; readonly sort: SquadSort; readonly team?: TeamRef }) {
  const chosen = team ? players.filter((player) => player.teams.some((entry) => entry.id === team.id)) : players;
  const sorted = sortSquad(chosen, sort);
  if (sorted.length === 0) {
    return <p>The squad for this season is not listed yet.</p>;
  }
  return (
    <>
      {positionGroups.map((group) => {
        const members = sorted.filter((player) => groupOf(player) === group);
        if (members.length === 0) return null;
        return (
          <section key={group} className="squad-group" aria-labelledby={`squad-${group}`}>
            <h3 id={`squad-${group}`} className="squad-group__title">
              {positionGroupLabels[group]}
            </h3>
            <ul className="squad-players">
              {members.map((player) => (
                <PlayerCard key={player.slug} player={player} sort={sort} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

export function SquadSection() {
  const renderedAt = usePageNow();
  const seasons = useMemo(() => seasonOptions(renderedAt), [renderedAt]);
  const [season, setSeason] = useState(() => currentSeason(renderedAt));
  const [sort, setSort] = useState<SquadSort>('number');
  const { state, retry } = useApi(squadUrl(season), parseSquad);
  const seasonId = useId();
  const sortId = useId();
  const teamId = useId();
  const [teamParam, setTeamParam] = useTeamParam();
  const teams = state.status === 'success' ? squadTeams(state.data.players) : [];
  // A team no listed player of the season is in reads as every team.
  const team = teams.find((entry) => entry.id === teamParam);

  return (
    <section className="section section--white" aria-labelledby="squad-title">
      <div className="container">
        <div className="squad-head">
          <div>
            <span className="eyebrow">{season} season</span>
            <h2 id="squad-title" className="section-title">
              {team ? `${team.name} squad` : 'The squad'}
            </h2>
          </div>
          <div className="squad-controls">
            {teams.length > 1 ? (
              <SelectField
                id={teamId}
                label="Team"
                value={team?.id ?? ''}
                onChange={(event) => setTeamParam(event.target.value || undefined)}
              >
                <option value="">All teams</option>
                {teams.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </SelectField>
            ) : null}
            <SelectField id={sortId} label="Sort by" value={sort} onChange={(event) => setSort(event.target.value as SquadSort)}>
              {squadSorts.map((option) => (
                <option key={option} value={option}>
                  {squadSortLabels[option]}
                </option>
              ))}
            </SelectField>
            <SelectField id={seasonId} label="Season" value={season} onChange={(event) => setSeason(Number(event.target.value))}>
              {seasons.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
        {state.status === 'loading' ? <LoadingState text="Loading the squad..." /> : null}
        {state.status === 'error' ? (
          <ErrorState title="Error Loading the Squad" message={`Failed to load the squad: ${state.message}`} onRetry={retry} />
        ) : null}
        {state.status === 'success' ? <Groups players={state.data.players} sort={sort} team={team} /> : null}
      </div>
    </section>
  );
}
