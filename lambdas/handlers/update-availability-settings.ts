// PUT /api/officer/availability-settings { promptDaysBefore, promptHour, reminderDaysBefore,
// cutoffHoursBefore } → 200 the same: the settings, written together. A reminder that would not come
// after the request is a 400. The send-availability-requests job reads them on its next run.
// Officers only.

import { writeAvailabilitySettings } from '../domain/availability/fixture-view';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/update-availability-settings';

export const handler = defineHandler(row, async ({ body }) => {
  await writeAvailabilitySettings(body, Date.now());
  return json(200, body);
});
