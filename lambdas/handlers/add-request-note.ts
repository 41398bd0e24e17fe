// POST /api/officer/inbox/requests/{requestId}/notes { text } → 201 the request with the note
// added: an officer's internal note, never shown or mailed to the visitor. Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { toInboxRequest } from '../domain/requests/inbox';
import { officerName } from '../domain/requests/officer-name';
import { addNote } from '../domain/requests/request-moves';
import { row } from '../rows/add-request-note';

export const handler = defineHandler(row, async ({ params, body, caller }) => {
  return json(201, toInboxRequest(await addNote(params.requestId, officerName(caller), body.text)));
});
