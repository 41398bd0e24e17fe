// PUT /api/officer/meetings/{meetingId} with the whole meeting (as POST /api/officer/meetings takes it)
// → 200 the meeting as GET /public/api/meetings shows it: set its status, attach or change the
// minutes (a link, or an uploaded PDF by minutesUploadId). Officers only. Its creation time is kept;
// a meeting deleted meanwhile answers 404 and stays deleted. Uploaded minutes replaced or removed
// are deleted; a refused file (4xx) changes nothing.

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { meetingMessages } from '../../common/meetings/meeting-edits';
import { ddb, tableName } from '../runtime/dynamo';
import { ITEM_EXISTS, writeExisting } from '../runtime/existing-item';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { claimMinutes, deleteMinutes, ownedMinutesKey } from '../domain/meetings/meeting-minutes';
import { meetingFieldsFromForm, toMeeting } from '../domain/meetings/meetings';
import { row } from '../rows/update-meeting';
import { meetingItemSchema } from '../domain/meetings/meeting-item';

/** Fields a form may leave empty: removed from the item then, as a new meeting would not have them. */
const clearable = ['notes', 'attendees'] as const;

export const handler = defineHandler(row, async ({ params, body }) => {
  const { meetingId } = params;
  const minutes = body.minutesUploadId === undefined ? undefined : await claimMinutes(meetingId, body.minutesUploadId);
  const fields: Record<string, unknown> = {
    ...meetingFieldsFromForm(body),
    ...(minutes ? { notes: minutes.url } : {}),
    updatedAt: Date.now(),
  };
  const names = Object.keys(fields);
  const removed = clearable.filter((name) => !(name in fields));
  const result = await writeExisting(
    ddb.send(
      new UpdateCommand({
        TableName: tableName('meetings'),
        Key: { id: meetingId },
        UpdateExpression:
          `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}` +
          (removed.length > 0 ? ` REMOVE ${removed.map((name) => `#${name}`).join(', ')}` : ''),
        ExpressionAttributeNames: Object.fromEntries([...names, ...removed].map((name) => [`#${name}`, name])),
        ExpressionAttributeValues: Object.fromEntries(names.map((name) => [`:${name}`, fields[name]])),
        // The old item names the minutes this change may leave behind.
        ReturnValues: 'ALL_OLD',
        ...ITEM_EXISTS,
      }),
    ),
    meetingMessages.unknownMeeting,
  ).catch(async (error: unknown) => {
    // The meeting was not saved (a 404 for a deleted one): the PDF just stored would belong to nothing.
    await deleteMinutes(minutes?.key);
    throw error;
  });
  const before = meetingItemSchema.parse(result.Attributes);
  const after = meetingItemSchema.parse({
    ...Object.fromEntries(Object.entries(before).filter(([name]) => !(removed as readonly string[]).includes(name))),
    ...fields,
  });
  if (before.notes !== after.notes) await deleteMinutes(ownedMinutesKey(meetingId, before.notes));
  return json(200, toMeeting(after));
});
