// DELETE /api/officer/club-officers/{officerId} → 200 { deleted: id }; 404 when no officer has that
// id. Officers only. The officer's uploaded photo is deleted with them.

import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { clubOfficerMessages } from '../../common/club/club-officers';
import { ddb, tableName } from '../runtime/dynamo';
import { ITEM_EXISTS, writeExisting } from '../runtime/existing-item';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { deleteClubPicture } from '../domain/club/club-pictures';
import { getClubOfficer } from '../domain/club/club-officers';
import { row } from '../rows/delete-club-officer';
import { CLUB_OFFICERS_LIST } from '../domain/club/club-officer-item';

export const handler = defineHandler(row, async ({ params }) => {
  const existing = await getClubOfficer(params.officerId);
  if (!existing) throw new HttpError(404, clubOfficerMessages.unknownOfficer);
  await writeExisting(
    ddb.send(
      new DeleteCommand({ TableName: tableName('clubOfficers'), Key: { list: CLUB_OFFICERS_LIST, id: existing.id }, ...ITEM_EXISTS }),
    ),
    clubOfficerMessages.unknownOfficer,
  );
  await deleteClubPicture('officer', existing.photo?.key);
  return json(200, { deleted: existing.id });
});
