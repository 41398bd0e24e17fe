// DELETE /api/officer/sponsors/{sponsorId} → 200 { deleted: id }; 404 when no sponsor has that id.
// Officers only. The sponsor's uploaded logo is deleted with it.

import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { sponsorMessages } from '../../common/club/sponsors';
import { ddb, tableName } from '../runtime/dynamo';
import { ITEM_EXISTS, writeExisting } from '../runtime/existing-item';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { deleteClubPicture } from '../domain/club/club-pictures';
import { getSponsor } from '../domain/club/sponsors';
import { row } from '../rows/delete-sponsor';
import { SPONSORS_LIST } from '../domain/club/sponsor-item';

export const handler = defineHandler(row, async ({ params }) => {
  const existing = await getSponsor(params.sponsorId);
  if (!existing) throw new HttpError(404, sponsorMessages.unknownSponsor);
  await writeExisting(
    ddb.send(new DeleteCommand({ TableName: tableName('sponsors'), Key: { list: SPONSORS_LIST, id: existing.id }, ...ITEM_EXISTS })),
    sponsorMessages.unknownSponsor,
  );
  await deleteClubPicture('sponsor', existing.logo?.key);
  return json(200, { deleted: existing.id });
});
