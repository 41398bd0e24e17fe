// DELETE /api/officer/meetings/{meetingId} → 200 { deleted: id }; 404 when no meeting has that id.
// Officers only. The meeting leaves the list and the calendar feed (one that will not happen is
// better kept as cancelled, which calendars show as such).

import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { meetingMessages } from '../../common/meeting-edits';
import { ddb, tableName } from '../commons/dynamo';
import { ITEM_EXISTS, writeExisting } from '../commons/existing-item';
import { defineHandler } from '../commons/handler';
import { json } from '../commons/http';
import { route } from '../routes';

export const handler = defineHandler(route('delete-meeting'), async ({ params }) => {
  await writeExisting(
    ddb.send(new DeleteCommand({ TableName: tableName('meetings'), Key: { id: params.meetingId }, ...ITEM_EXISTS })),
    meetingMessages.unknownMeeting,
  );
  return json(200, { deleted: params.meetingId });
});
