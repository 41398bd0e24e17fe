// GET /api/officer/availability-settings → 200 { promptDaysBefore, promptHour, reminderDaysBefore,
// cutoffHoursBefore }: when players are asked, reminded and stop answering, each stored value or its
// default (common/availability.ts). Officers only.

import { readAvailabilitySettings } from '../domain/availability/availability';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/get-availability-settings';

export const handler = defineHandler(row, async () => json(200, await readAvailabilitySettings()));
