// POST /api/me/documents/{documentId}/signature { version, typedName } → 201 the member's eligibility
// after it: signs the document's current version for this season for the player linked to the
// token's address, with the typed name (the player's, or for an under-18 the guardian's on record),
// the time and the caller's address. 404 without a linked player; 400 for a name that is not the
// one the club has; 409 for a version not current (a newer one was published), one never published
// or one signed already.

import { myEligibility, signMyDocument } from '../domain/eligibility/my-eligibility';
import { verifiedEmail } from '../domain/requests/my-requests';
import { clientIp } from '../runtime/client-ip';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/sign-my-document';

export const handler = defineHandler(row, async ({ caller, params, body, event }) => {
  const email = verifiedEmail(caller);
  const now = Date.now();
  await signMyDocument(email, params.documentId, body, clientIp(event), now);
  return json(201, await myEligibility({ email, sub: caller.sub }, now));
});
