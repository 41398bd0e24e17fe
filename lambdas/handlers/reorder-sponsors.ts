// PUT /api/officer/sponsor-order { ids } → 200 { ids }: each named sponsor's place becomes its place
// in the list (the pages order by tier first, then by this), all in one transaction. Officers only.
// An id that names no sponsor (removed meanwhile) answers 404 and changes nothing.

import { sponsorMessages } from '../../common/club/sponsors';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { writeRecordOrder } from '../domain/club/record-order';
import { row } from '../rows/reorder-sponsors';
import { SPONSORS_LIST } from '../domain/club/sponsor-item';

export const handler = defineHandler(row, async ({ body }) => {
  await writeRecordOrder('sponsors', SPONSORS_LIST, body.ids, sponsorMessages.unknownSponsor, Date.now());
  return json(200, { ids: body.ids });
});
