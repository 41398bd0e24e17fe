// POST /public/api/tickets/open { token } → 200 { ticket, night }: the ticket a mailed link opens
// (its holder, whether it is valid or refunded, when the door admitted it) with its night, for the
// ticket page, which draws the token as the QR code the door scans. 404 for a token the club did not
// sign or a ticket that does not exist.

import { ticketMessages } from '../../common/tickets/tickets';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { clubNightView, readClubNight } from '../domain/tickets/club-nights';
import { ticketItemSchema } from '../domain/tickets/ticket-item';
import { openTicketToken } from '../domain/tickets/ticket-token';
import { ddb, tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { row } from '../rows/open-ticket';

const notOurs = 'This ticket link is not one the club sent. Please open the link from your tickets mail.';

export const handler = defineHandler(row, async ({ body }) => {
  const named = await openTicketToken(body.token);
  if (!named) throw new HttpError(404, notOurs);
  const [found, night] = await Promise.all([
    ddb.send(new GetCommand({ TableName: tableName('tickets'), Key: { nightId: named.nightId, ticketId: named.ticketId } })),
    readClubNight(named.nightId),
  ]);
  if (!found.Item) throw new HttpError(404, notOurs);
  if (!night) throw new HttpError(404, ticketMessages.unknownNight);
  const ticket = ticketItemSchema.parse(found.Item);
  return json(200, {
    ticket: {
      nightId: ticket.nightId,
      ticketId: ticket.ticketId,
      holderName: ticket.holderName,
      status: ticket.status,
      admittedAt: ticket.admittedAt,
      priceKind: ticket.priceKind,
    },
    night: clubNightView(night),
  });
});
