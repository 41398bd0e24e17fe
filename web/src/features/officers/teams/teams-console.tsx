// The club's teams: the Men's XV by default, then every side officers add, in the club's order;
// add a team, rename one or move it. A team is never deleted: fixtures, players, calendar
// subscriptions and followers name it by its id.

import { useState } from 'react';
import { compareTeams, TEAM_LIMITS, type Team, TEAMS_PATH, teamFeedPath } from '../../../../../common/teams/teams';
import { ApiLoaded } from '../console/api-loaded';
import { RecordConsole, withRecord } from '../console/record-console';
import { TeamForm } from './team-form';
import { createTeam, parseTeamList, updateTeam } from './teams-writes';

const FRESH_NOTE = 'The fixtures, squad and subscription pages show it within a minute.';

export default function TeamsConsole() {
  return (
    <ApiLoaded url={TEAMS_PATH} parse={parseTeamList} what="teams">
      {(teams) => <TeamsEditor loaded={teams} />}
    </ApiLoaded>
  );
}

// Kept here after each change: the public list is cached for up to a minute, so reading it again could show the old teams.
function TeamsEditor({ loaded }: { readonly loaded: readonly Team[] }) {
  const [teams, setTeams] = useState(() => [...loaded].sort(compareTeams));
  const nextOrder = Math.min(TEAM_LIMITS.order, Math.max(0, ...teams.map((team) => team.order + 1)));
  const full = teams.length >= TEAM_LIMITS.teams;

  return (
    <RecordConsole
      className="teams-console"
      heading="The club's teams"
      add={full ? undefined : 'Add Team'}
      note={`Fixtures and players name their team; each team has its own fixture list and calendar feed, and subscribers may follow it. A team is renamed, never deleted. ${full ? `The club keeps at most ${TEAM_LIMITS.teams} teams.` : ''}`}
      records={teams}
      empty="No teams yet."
      title={(team) => team.name}
      facts={(team) => (
        <>
          <span>Id {team.id}</span>
          <span>Order {team.order}</span>
          <span>
            <a href={`/fixtures?${new URLSearchParams({ team: team.id })}`}>Its fixtures</a>
          </span>
          <span>
            <a href={teamFeedPath(team.id)}>Its calendar feed</a>
          </span>
        </>
      )}
      modes={[{ mode: 'edit', label: 'Edit' }]}
      form={(editing, done) =>
        'record' in editing ? (
          <TeamForm team={editing.record} nextOrder={nextOrder} save={(body) => updateTeam(editing.record.id, body)} {...done} />
        ) : (
          <TeamForm nextOrder={nextOrder} save={createTeam} {...done} />
        )
      }
      onSaved={(team) => setTeams((current) => withRecord(current, team).sort(compareTeams))}
      savedMessage={(team, verb) => `${team.name} ${verb}. ${FRESH_NOTE}`}
    />
  );
}
