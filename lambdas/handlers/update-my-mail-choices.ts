// PUT /api/me/mail-choices { availability, selection, changes } → 200 { availability, selection,
// changes }: which of the club's mails about matches the signed-in player gets. 404 when no player
// is linked to the member's address (or the link was removed meanwhile).

import { setMailChoices } from '../domain/availability/answers';
import { mailChoicesOf } from '../domain/availability/availability';
import { myPlayer } from '../domain/availability/my-season';
import { verifiedEmail } from '../domain/requests/my-requests';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/update-my-mail-choices';

export const handler = defineHandler(row, async ({ caller, body }) => {
  const email = verifiedEmail(caller);
  const player = await myPlayer(email);
  const updated = await setMailChoices(player.slug, body, email);
  return json(200, mailChoicesOf(updated));
});
