// POST /api/officer/sponsors { name, tier, link, season, logoUploadId? } → 201 the sponsor as the
// public list shows it. Officers only. The server picks the id; a new sponsor joins the end of its
// tier. The logo is claimed first (PNG, JPEG or WebP by its bytes, never SVG) and deleted again if
// the sponsor is not saved. The link is http(s) only (the form schema refuses anything else).

import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { SPONSOR_LIMITS } from '../../common/club/sponsors';
import { ddb, tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { claimClubPicture, deleteClubPicture } from '../domain/club/club-pictures';
import { querySponsors, toSponsor } from '../domain/club/sponsors';
import { nextSortOrder } from '../domain/club/record-order';
import { row } from '../rows/create-sponsor';
import { SPONSORS_LIST, sponsorItemSchema } from '../domain/club/sponsor-item';

export const handler = defineHandler(row, async ({ body }) => {
  const sponsors = await querySponsors();
  if (sponsors.length >= SPONSOR_LIMITS.sponsors) {
    throw new HttpError(409, `The site keeps at most ${SPONSOR_LIMITS.sponsors} sponsors; remove a past season's first.`);
  }
  const id = randomUUID();
  const logo = body.logoUploadId ? await claimClubPicture('sponsor', id, body.logoUploadId) : undefined;
  const item = sponsorItemSchema.parse({
    list: SPONSORS_LIST,
    id,
    name: body.name,
    tier: body.tier,
    ...(logo ? { logo } : {}),
    ...(body.link ? { link: body.link } : {}),
    season: body.season,
    sortOrder: nextSortOrder(sponsors),
    updatedAt: Date.now(),
  });
  try {
    await ddb.send(new PutCommand({ TableName: tableName('sponsors'), Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
  } catch (error) {
    await deleteClubPicture('sponsor', logo?.key);
    throw error;
  }
  return json(201, toSponsor(item));
});
