// POST /api/officer/meetings { title, description, location, status, start, end, meetingType, notes,
// minutesUploadId?, attendees, organizer } → 201 the meeting as GET /public/api/meetings shows it.
// Officers only; the server picks the id. With minutesUploadId, the uploaded PDF is checked and
// stored first and its address becomes the minutes; a refused file (4xx) saves nothing.

import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { claimMinutes, deleteMinutes } from '../domain/meetings/meeting-minutes';
import { meetingFieldsFromForm, toMeeting } from '../domain/meetings/meetings';
import { row } from '../rows/create-meeting';
import { MEETINGS_LIST, meetingItemSchema } from '../domain/meetings/meeting-item';

export const handler = defineHandler(row, async ({ body }) => {
  const id = randomUUID();
  const minutes = body.minutesUploadId === undefined ? undefined : await claimMinutes(id, body.minutesUploadId);
  const now = Date.now();
  const item = meetingItemSchema.parse({
    id,
    list: MEETINGS_LIST,
    ...meetingFieldsFromForm(body),
    ...(minutes ? { notes: minutes.url } : {}),
    createdAt: now,
    updatedAt: now,
  });
  await ddb
    .send(new PutCommand({ TableName: tableName('meetings'), Item: item, ConditionExpression: 'attribute_not_exists(id)' }))
    .catch(async (error: unknown) => {
      await deleteMinutes(minutes?.key);
      throw error;
    });
  return json(201, toMeeting(item));
});
