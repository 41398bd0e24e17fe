// The team a public list shows, from `?team=<id>` (common/teams/teams.ts), so a reload or a shared link
// keeps it: /fixtures?team=womens-xv, /team?team=fossils. Anything that is not a team's id reads as
// every team.

import { useCallback } from 'react';
import { useSearchParams } from '../../lib/router';
import { isTeamId } from '../../../../common/teams/teams';

export const TEAM_PARAM = 'team';

export function useTeamParam(): readonly [string | undefined, (teamId: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(TEAM_PARAM) ?? '';
  const team = isTeamId(raw) ? raw : undefined;
  const setTeam = useCallback(
    (next: string | undefined) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(TEAM_PARAM, next);
          else updated.delete(TEAM_PARAM);
          return updated;
        },
        { replace: false },
      ),
    [setParams],
  );
  return [team, setTeam] as const;
}

/** The address of a list page showing one team: `/fixtures?team=womens-xv`. */
export function teamListHref(listPath: string, teamId: string): string {
  return `${listPath}?${new URLSearchParams({ [TEAM_PARAM]: teamId })}`;
}
