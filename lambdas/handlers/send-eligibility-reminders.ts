// POST /api/officer/eligibility/reminders { season } → 200 { missing, mailed, unreachable }: one
// reminder to every active player (an under-18's guardian) missing something for the current season,
// written to the outbox for the send-pending-mail job; a player reminded already today is not mailed
// again. Officers only; 409 when `season` is not the current one.

import { sendEligibilityReminders } from '../domain/eligibility/eligibility-report';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/send-eligibility-reminders';

export const handler = defineHandler(row, async ({ body }) => json(200, await sendEligibilityReminders(body.season, Date.now())));
