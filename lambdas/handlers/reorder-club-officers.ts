// PUT /api/officer/club-officer-order { ids } → 200 { ids }: each named officer's place becomes its
// place in the list, all in one transaction. Officers only. An id that names no officer (removed
// meanwhile) answers 404 and changes nothing.

import { clubOfficerMessages } from '../../common/club/club-officers';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { writeRecordOrder } from '../domain/club/record-order';
import { row } from '../rows/reorder-club-officers';
import { CLUB_OFFICERS_LIST } from '../domain/club/club-officer-item';

export const handler = defineHandler(row, async ({ body }) => {
  await writeRecordOrder('clubOfficers', CLUB_OFFICERS_LIST, body.ids, clubOfficerMessages.unknownOfficer, Date.now());
  return json(200, { ids: body.ids });
});
