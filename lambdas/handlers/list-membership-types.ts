// GET /api/officer/membership-types → { seasons: [{ season, until, types: [{ id, name, priceCents,
// includes, minAge?, maxAge?, chosenBy, order }] }] }: this season's and next season's membership
// types in the club's order, for the officers' console. Officers only: members read the types they
// may choose in their own GET /api/me/membership.

import type { MembershipTypesAnswer } from '../../common/membership/membership';
import { readOpenSeasons } from '../domain/membership/membership-types';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/list-membership-types';

export const handler = defineHandler(row, async () => {
  const body: MembershipTypesAnswer = { seasons: await readOpenSeasons(Date.now()) };
  return json(200, body);
});
