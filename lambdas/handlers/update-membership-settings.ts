// PUT /api/officer/membership-settings { duesToPlay, reminderDays } → 200 the settings as stored (the
// days latest first): whether a player's linked member must have paid the season's dues to play, and
// the days before a membership ends its member is reminded to renew. Days that are not 1 to 3
// different whole numbers from 1 to 120 are a 400. The eligibility reads and the remind-memberships
// job read them on their next call. Officers only.

import { writeMembershipSettings } from '../domain/membership/membership-settings';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/update-membership-settings';

export const handler = defineHandler(row, async ({ body }) => json(200, await writeMembershipSettings(body, Date.now())));
