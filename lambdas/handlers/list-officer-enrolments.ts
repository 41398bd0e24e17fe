// GET /api/officer/officer-enrolments → { awaiting, vouched }: the officers whose authenticator app
// waits for another officer's vouch, oldest first, and those vouched for, with who vouched and when
// (lambdas/domain/accounts/officer-enrolments.ts). Officers only.

import { listEnrolments } from '../domain/accounts/officer-enrolments';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/list-officer-enrolments';

export const handler = defineHandler(row, async () => json(200, await listEnrolments()));
