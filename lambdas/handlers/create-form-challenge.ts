// POST /public/api/form-challenges → 201 { challenge }: a new proof-of-work challenge for a visitor
// form, which the browser solves while the visitor types (common/requests/proof-of-work.ts) and the form's
// request spends (lambdas/runtime/proof-of-work.ts). Held to the form rows' per-IP limit.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { issueChallenge } from '../runtime/form-challenges';
import { row } from '../rows/create-form-challenge';

export const handler = defineHandler(row, async () => json(201, { challenge: await issueChallenge(Date.now()) }));
