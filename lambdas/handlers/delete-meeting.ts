// DELETE /api/officer/meetings/{meetingId} → 200 { deleted: id }; 404 when no meeting has that id.
// Officers only. The meeting leaves the list and the calendar feed, and its uploaded minutes are
// deleted (one that will not happen is better kept as cancelled, which calendars show as such).

import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { meetingMessages } from '../../common/meetings/meeting-edits';
import { ddb, tableName } from '../runtime/dynamo';
import { ITEM_EXISTS, writeExisting } from '../runtime/existing-item';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { deleteMinutes, ownedMinutesKey } from '../domain/meetings/meeting-minutes';
import { row } from '../rows/delete-meeting';
import { meetingItemSchema } from '../domain/meetings/meeting-item';

export const handler = defineHandler(row, async ({ params }) => {
  const result = await writeExisting(
    ddb.send(
      new DeleteCommand({ TableName: tableName('meetings'), Key: { id: params.meetingId }, ReturnValues: 'ALL_OLD', ...ITEM_EXISTS }),
    ),
    meetingMessages.unknownMeeting,
  );
  await deleteMinutes(ownedMinutesKey(params.meetingId, meetingItemSchema.parse(result.Attributes).notes));
  return json(200, { deleted: params.meetingId });
});
