// PUT /api/officer/rental-model { version, spaces, addOns, policy } → 200 { model }: the officers'
// spaces, add-ons and money rules, checked whole (common/rental/rental-model-schemas.ts) and saved over the
// version read (409 when another officer saved first; 400 for a space or add-on removed rather than
// retired). Requests already sent keep the quote they were sent with. Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { saveRentalModel } from '../domain/rental/rental-model';
import { officerName } from '../domain/requests/officer-name';
import { row } from '../rows/update-rental-model';

export const handler = defineHandler(row, async ({ body, caller }) => {
  return json(200, { model: await saveRentalModel(body, officerName(caller)) });
});
