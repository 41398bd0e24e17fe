// GET /api/me/eligibility → 200 { season, player?, registration?, documents, eligibility? }: the
// signed-in member's USA Rugby registration, the season's documents with the version each was signed
// in, and whether they may play today and why not; without a linked player only the season and the
// documents (most members: /account asks on every visit). The player comes from the token's address alone.

import { myEligibility } from '../domain/eligibility/my-eligibility';
import { verifiedEmail } from '../domain/requests/my-requests';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/get-my-eligibility';

export const handler = defineHandler(row, async ({ caller }) =>
  json(200, await myEligibility({ email: verifiedEmail(caller), sub: caller.sub }, Date.now())),
);
