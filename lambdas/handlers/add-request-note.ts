// POST /api/officer/inbox/requests/{requestId}/notes { text } → 201 the request with the note
// added: an officer's internal note, never shown or mailed to the visitor. Officers only.

import { defineHandler } from '../commons/handler';
import { json } from '../commons/http';
import { toInboxRequest } from '../commons/inbox';
import { officerName } from '../commons/officer-name';
import { addNote } from '../commons/request-moves';
import { row } from '../rows/add-request-note';

export const handler = defineHandler(row, async ({ params, body, caller }) => {
  return json(201, toInboxRequest(await addNote(params.requestId, officerName(caller), body.text)));
});
