// The teams' schemas (zod): a team's id in paths, queries and records, and what the officers'
// team form sends; apart from common/teams/teams.ts so the pages that name teams do not load zod.
// Imported with extensions: Vite's config loader reads the route table.

import '../zod-setup.ts';
import * as z from 'zod';
import { TEAM_ID_PATTERN, TEAM_LIMITS, teamMessages } from './teams';
import { requiredLine } from '../requests/visitor-forms';

/** A team's id wherever it is stored or sent. */
export const teamIdSchema = z
  .string()
  .min(1, teamMessages.queryTeam)
  .max(TEAM_LIMITS.id, teamMessages.queryTeam)
  .regex(TEAM_ID_PATTERN, teamMessages.queryTeam);

/** `{teamId}` of the officer path. */
export const teamParamsSchema = z.object({ teamId: teamIdSchema });

/** `?team=` of the fixture lists and the calendar feed: one of the club's few teams (an unknown one is a 404). */
// The id's own pattern, so CloudFront's query filter (infra/query-forms.ts) refuses every other spelling.
export const teamQueryField = teamIdSchema;

/** A player's or a subscriber's teams: each once. */
export const teamIdsField = z
  .array(teamIdSchema)
  .max(TEAM_LIMITS.teams, teamMessages.tooMany)
  .transform((ids) => [...new Set(ids)]);

/** A team as the console's form sends it, to add one or to change one. */
export const teamFormSchema = z.strictObject({
  name: requiredLine('Name', TEAM_LIMITS.name),
  order: z
    .number({ error: `Order must be a whole number from 0 to ${TEAM_LIMITS.order}.` })
    .int(`Order must be a whole number from 0 to ${TEAM_LIMITS.order}.`)
    .min(0, `Order must be a whole number from 0 to ${TEAM_LIMITS.order}.`)
    .max(TEAM_LIMITS.order, `Order must be a whole number from 0 to ${TEAM_LIMITS.order}.`)
    .default(0),
});
export type TeamFormInput = z.input<typeof teamFormSchema>;
export type TeamForm = z.output<typeof teamFormSchema>;
