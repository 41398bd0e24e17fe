// PUT /api/officer/sponsors/{sponsorId} { name, tier, link, season, logoUploadId?, removeLogo } → 200
// the sponsor as the public list shows it. Officers only. The place stays (reorder-sponsors changes
// it). A new logo replaces the old one, which is deleted once the sponsor is saved; a sponsor
// removed meanwhile answers 404 and stays removed.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { sponsorMessages } from '../../common/club/sponsors';
import { ddb, tableName } from '../runtime/dynamo';
import { ITEM_EXISTS, writeExisting } from '../runtime/existing-item';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { deleteClubPicture, nextClubPicture } from '../domain/club/club-pictures';
import { getSponsor, toSponsor } from '../domain/club/sponsors';
import { row } from '../rows/update-sponsor';
import { sponsorItemSchema } from '../domain/club/sponsor-item';

export const handler = defineHandler(row, async ({ params, body }) => {
  const existing = await getSponsor(params.sponsorId);
  if (!existing) throw new HttpError(404, sponsorMessages.unknownSponsor);
  const { logo: _logo, link: _link, ...kept } = existing;
  const next = await nextClubPicture('sponsor', existing.id, { uploadId: body.logoUploadId, remove: body.removeLogo }, existing.logo);
  const item = sponsorItemSchema.parse({
    ...kept,
    name: body.name,
    tier: body.tier,
    ...(next.picture ? { logo: next.picture } : {}),
    ...(body.link ? { link: body.link } : {}),
    season: body.season,
    updatedAt: Date.now(),
  });
  try {
    await writeExisting(
      ddb.send(new PutCommand({ TableName: tableName('sponsors'), Item: item, ...ITEM_EXISTS })),
      sponsorMessages.unknownSponsor,
    );
  } catch (error) {
    await deleteClubPicture('sponsor', next.claimed);
    throw error;
  }
  await deleteClubPicture('sponsor', next.dropped);
  return json(200, toSponsor(item));
});
