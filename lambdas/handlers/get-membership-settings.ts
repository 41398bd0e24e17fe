// GET /api/officer/membership-settings → { duesToPlay, reminderDays }: the club's dues settings as
// saved, or their defaults (lambdas/domain/membership/membership-settings.ts). Officers only.

import { readMembershipSettings } from '../domain/membership/membership-settings';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/get-membership-settings';

export const handler = defineHandler(row, async () => json(200, await readMembershipSettings()));
