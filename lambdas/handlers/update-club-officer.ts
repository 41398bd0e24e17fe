// PUT /api/officer/club-officers/{officerId} { role, name, bio, mailbox, askAbout, photoUploadId?,
// removePhoto } → 200 the officer as the public list shows them. Officers only. The place in the
// list stays (reorder-club-officers changes it). A new photo replaces the old one, which is deleted
// once the officer is saved; an officer removed meanwhile answers 404 and stays removed.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { clubOfficerMessages } from '../../common/club/club-officers';
import { ddb, tableName } from '../runtime/dynamo';
import { ITEM_EXISTS, writeExisting } from '../runtime/existing-item';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { deleteClubPicture, nextClubPicture } from '../domain/club/club-pictures';
import { getClubOfficer, toClubOfficer } from '../domain/club/club-officers';
import { row } from '../rows/update-club-officer';
import { clubOfficerItemSchema } from '../domain/club/club-officer-item';

export const handler = defineHandler(row, async ({ params, body }) => {
  const existing = await getClubOfficer(params.officerId);
  if (!existing) throw new HttpError(404, clubOfficerMessages.unknownOfficer);
  const { photo: _photo, ...kept } = existing;
  const next = await nextClubPicture('officer', existing.id, { uploadId: body.photoUploadId, remove: body.removePhoto }, existing.photo);
  const item = clubOfficerItemSchema.parse({
    ...kept,
    role: body.role,
    name: body.name,
    ...(next.picture ? { photo: next.picture } : {}),
    bio: body.bio,
    mailbox: body.mailbox,
    askAbout: body.askAbout,
    updatedAt: Date.now(),
  });
  try {
    await writeExisting(
      ddb.send(new PutCommand({ TableName: tableName('clubOfficers'), Item: item, ...ITEM_EXISTS })),
      clubOfficerMessages.unknownOfficer,
    );
  } catch (error) {
    await deleteClubPicture('officer', next.claimed);
    throw error;
  }
  await deleteClubPicture('officer', next.dropped);
  return json(200, toClubOfficer(item));
});
