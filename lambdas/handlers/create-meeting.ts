// POST /api/officer/meetings { title, description, location, status, start, end, meetingType, notes,
// attendees, organizer } → 201 the meeting as GET /public/api/meetings shows it. Officers only; the
// server picks the id.

import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../commons/dynamo';
import { defineHandler } from '../commons/handler';
import { json } from '../commons/http';
import { meetingFieldsFromForm, toMeeting } from '../commons/meetings';
import { route } from '../routes';
import { MEETINGS_LIST, meetingItemSchema } from '../tables';

export const handler = defineHandler(route('create-meeting'), async ({ body }) => {
  const now = Date.now();
  const item = meetingItemSchema.parse({
    id: randomUUID(),
    list: MEETINGS_LIST,
    ...meetingFieldsFromForm(body),
    createdAt: now,
    updatedAt: now,
  });
  await ddb.send(new PutCommand({ TableName: tableName('meetings'), Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
  return json(201, toMeeting(item));
});
