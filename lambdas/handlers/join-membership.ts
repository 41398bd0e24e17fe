// POST /api/me/membership { season, typeId, name, birthDate, teamId? } → 201 { season, typeName,
// priceCents, until }: the signed-in member joins this season or renews for the next with a type they
// may choose (its age bounds read on 1 January of the season), or chooses again while nothing of
// its dues is paid. 400 for a type they may not choose, 409 once dues are paid; 403 until their
// address is verified.

import { joinMembership } from '../domain/membership/memberships';
import { verifiedEmail } from '../domain/requests/my-requests';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/join-membership';

export const handler = defineHandler(row, async ({ caller, body }) => {
  const item = await joinMembership(caller.sub, verifiedEmail(caller), body, Date.now());
  return json(201, { season: item.season, typeName: item.typeName, priceCents: item.priceCents, until: item.until });
});
