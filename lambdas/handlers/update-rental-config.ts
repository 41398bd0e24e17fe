// PUT /api/rental-config { entries: [{ key, value }] } → { updated: [keys] }. Officers only.
// The old pricing keys, written into the rental model's default space and deposit together
// (lambdas/domain/rental/rental-config.ts); GET /public/api/rental-config then answers them.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { updateRentalConfig } from '../domain/rental/rental-config';
import { officerName } from '../domain/requests/officer-name';
import { row } from '../rows/update-rental-config';

export const handler = defineHandler(row, async ({ body, caller }) => {
  return json(200, { updated: await updateRentalConfig(body, officerName(caller)) });
});
