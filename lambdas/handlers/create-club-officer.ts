// POST /api/officer/club-officers { role, name, bio, mailbox, askAbout, photoUploadId? } → 201 the
// officer as the public list shows them. Officers only. The server picks the id; a new officer joins
// the end of the list. The photo is claimed first (PNG, JPEG or WebP by its bytes, never SVG) and
// deleted again if the officer is not saved.

import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { CLUB_OFFICER_LIMITS, clubOfficerMessages } from '../../common/club/club-officers';
import { ddb, tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { claimClubPicture, deleteClubPicture } from '../domain/club/club-pictures';
import { queryClubOfficers, toClubOfficer } from '../domain/club/club-officers';
import { nextSortOrder } from '../domain/club/record-order';
import { row } from '../rows/create-club-officer';
import { CLUB_OFFICERS_LIST, clubOfficerItemSchema } from '../domain/club/club-officer-item';

export const handler = defineHandler(row, async ({ body }) => {
  const officers = await queryClubOfficers();
  if (officers.length >= CLUB_OFFICER_LIMITS.officers) throw new HttpError(409, clubOfficerMessages.tooMany);
  const id = randomUUID();
  const photo = body.photoUploadId ? await claimClubPicture('officer', id, body.photoUploadId) : undefined;
  const item = clubOfficerItemSchema.parse({
    list: CLUB_OFFICERS_LIST,
    id,
    role: body.role,
    name: body.name,
    ...(photo ? { photo } : {}),
    bio: body.bio,
    mailbox: body.mailbox,
    askAbout: body.askAbout,
    sortOrder: nextSortOrder(officers),
    updatedAt: Date.now(),
  });
  try {
    await ddb.send(new PutCommand({ TableName: tableName('clubOfficers'), Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
  } catch (error) {
    await deleteClubPicture('officer', photo?.key);
    throw error;
  }
  return json(201, toClubOfficer(item));
});
