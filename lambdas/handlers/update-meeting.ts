// PUT /api/officer/meetings/{meetingId} with the whole meeting (as POST /api/officer/meetings takes it)
// → 200 the meeting as GET /public/api/meetings shows it: set its status, attach or change the
// minutes' link. Officers only. Its creation time is kept; a meeting deleted meanwhile answers 404
// and stays deleted.

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { meetingMessages } from '../../common/meeting-edits';
import { ddb, tableName } from '../commons/dynamo';
import { ITEM_EXISTS, writeExisting } from '../commons/existing-item';
import { defineHandler } from '../commons/handler';
import { json } from '../commons/http';
import { meetingFieldsFromForm, toMeeting } from '../commons/meetings';
import { route } from '../routes';
import { meetingItemSchema } from '../tables';

/** Fields a form may leave empty: removed from the item then, as a new meeting would not have them. */
const clearable = ['notes', 'attendees'] as const;

export const handler = defineHandler(route('update-meeting'), async ({ params, body }) => {
  const fields: Record<string, unknown> = { ...meetingFieldsFromForm(body), updatedAt: Date.now() };
  const names = Object.keys(fields);
  const removed = clearable.filter((name) => !(name in fields));
  const result = await writeExisting(
    ddb.send(
      new UpdateCommand({
        TableName: tableName('meetings'),
        Key: { id: params.meetingId },
        UpdateExpression:
          `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}` +
          (removed.length > 0 ? ` REMOVE ${removed.map((name) => `#${name}`).join(', ')}` : ''),
        ExpressionAttributeNames: Object.fromEntries([...names, ...removed].map((name) => [`#${name}`, name])),
        ExpressionAttributeValues: Object.fromEntries(names.map((name) => [`:${name}`, fields[name]])),
        ReturnValues: 'ALL_NEW',
        ...ITEM_EXISTS,
      }),
    ),
    meetingMessages.unknownMeeting,
  );
  return json(200, toMeeting(meetingItemSchema.parse(result.Attributes)));
});
