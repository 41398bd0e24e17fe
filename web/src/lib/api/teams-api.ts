// The club's teams (GET /public/api/teams, common/teams/teams.ts), for the fixtures pages' filter and the
// officers' forms: the default side alone until they are read, or when they cannot be.

import { useEffect, useState } from 'react';
import { DEFAULT_TEAM, TEAMS_PATH, type TeamRef } from '../../../../common/teams/teams';

/** The teams of an answer, in its order; entries without an id and a name are left out. */
export function parseTeams(body: unknown): TeamRef[] {
  const teams = body && typeof body === 'object' ? (body as Record<string, unknown>).teams : undefined;
  if (!Array.isArray(teams)) return [];
  return teams.flatMap((team) => {
    const entry = team && typeof team === 'object' ? (team as Record<string, unknown>) : {};
    return typeof entry.id === 'string' && typeof entry.name === 'string' ? [{ id: entry.id, name: entry.name }] : [];
  });
}

export function useTeams(): readonly TeamRef[] {
  const [teams, setTeams] = useState<readonly TeamRef[]>([DEFAULT_TEAM]);
  useEffect(() => {
    const controller = new AbortController();
    fetch(TEAMS_PATH, { headers: { accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => (response.ok ? parseTeams(await response.json()) : []))
      .then(
        (read) => {
          if (read.length > 0) setTeams(read);
        },
        () => undefined,
      );
    return () => controller.abort();
  }, []);
  return teams;
}
