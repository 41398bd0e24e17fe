// A team as the teams table stores it (lambdas/tables.ts).

import * as z from 'zod';
import { TEAM_LIMITS } from '../../../common/teams/teams';
import { teamIdSchema } from '../../../common/teams/team-schemas';
import { epochMs } from '../../runtime/item-fields';

/** The one value of `teamItemSchema.list`: the teams sit in one partition, read with one Query. */
export const TEAMS_LIST = 'all';

export const teamItemSchema = z.object({
  list: z.literal(TEAMS_LIST),
  /** Made from the name when the team is added, and kept: fixtures, players and feeds name it. */
  id: teamIdSchema,
  name: z.string().min(1).max(TEAM_LIMITS.name),
  order: z.number().int().min(0).max(TEAM_LIMITS.order),
  updatedAt: epochMs,
});
export type TeamItem = z.infer<typeof teamItemSchema>;
