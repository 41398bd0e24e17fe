// The door of a club night: admitting a ticket once, and the night's door list. A ticket admits
// its holder once: its `admittedAt` is set by one conditional Update, only while it has none and
// is valid, so twenty phones scanning one ticket at the same moment admit it exactly once and the
// others learn who was let in and when. A scanned token must carry the tickets' signature
// (ticket-token.ts) and name this night; a ticket picked by hand from the door list is named by
// its id, which only an officer's request can send.

import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { type DoorList, type DoorTicket, doorMessages } from '../../../common/tickets/door';
import type { AdmitTicketBody } from '../../../common/tickets/door-schemas';
import { CLUB_NIGHT_LIMITS, ticketMessages } from '../../../common/tickets/tickets';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { queryAll } from '../../runtime/query-all';
import { clubNightItemSchema } from './club-night-item';
import { type TicketItem, ticketItemSchema } from './ticket-item';
import { openTicketToken } from './ticket-token';

export function toDoorTicket(ticket: Pick<TicketItem, 'ticketId' | 'holderName' | 'admittedAt'>): DoorTicket {
  return { ticketId: ticket.ticketId, holderName: ticket.holderName, admittedAt: ticket.admittedAt };
}

/** The ticket a request names on this night: its token checked, or its id as sent. */
async function ticketIdOf(nightId: string, body: AdmitTicketBody): Promise<string> {
  if (body.ticketId !== undefined) return body.ticketId;
  const claims = body.token === undefined ? null : await openTicketToken(body.token.trim());
  if (!claims) throw new HttpError(400, doorMessages.forged);
  if (claims.nightId !== nightId) throw new HttpError(400, doorMessages.notThisNight);
  return claims.ticketId;
}

export type Admission =
  | { readonly admitted: true; readonly ticket: DoorTicket }
  | { readonly admitted: false; readonly ticket: DoorTicket & { readonly admittedAt: number } };

/**
 * Admits the ticket at `now`, or says who it admitted and when. A ticket not of this night is 404,
 * a refunded one 410, a forged token or one of another night 400.
 */
export async function admitTicket(nightId: string, body: AdmitTicketBody, now: number): Promise<Admission> {
  const ticketId = await ticketIdOf(nightId, body);
  try {
    const answer = await ddb.send(
      new UpdateCommand({
        TableName: tableName('tickets'),
        Key: { nightId, ticketId },
        UpdateExpression: 'SET admittedAt = :now',
        // admittedAt is stored as null until the door sets it; a ticket without it is not yet admitted either.
        ConditionExpression:
          'attribute_exists(ticketId) AND #status = :valid AND (attribute_not_exists(admittedAt) OR attribute_type(admittedAt, :nullType))',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':now': now, ':valid': 'valid', ':nullType': 'NULL' },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { admitted: true, ticket: toDoorTicket(ticketItemSchema.parse(answer.Attributes)) };
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
    // The item as it was when the condition failed, in DynamoDB's own form: the document client leaves an error's item marshalled.
    const found = (error as { Item?: Record<string, AttributeValue> }).Item;
    if (!found) throw new HttpError(404, doorMessages.unknownTicket);
    const ticket = ticketItemSchema.parse(unmarshall(found));
    if (ticket.status !== 'valid') throw new HttpError(410, doorMessages.refunded);
    if (ticket.admittedAt === null) throw error;
    return { admitted: false, ticket: { ...toDoorTicket(ticket), admittedAt: ticket.admittedAt } };
  }
}

/** Every valid ticket of the night, by holder's name, with whether it was admitted: the door's list for when the signal drops. */
export async function doorList(nightId: string): Promise<DoorList> {
  const night = (await ddb.send(new GetCommand({ TableName: tableName('clubNights'), Key: { id: nightId } }))).Item;
  if (!night) throw new HttpError(404, ticketMessages.unknownNight);
  const { title, start } = clubNightItemSchema.parse(night);
  const tickets = await queryAll(
    {
      TableName: tableName('tickets'),
      KeyConditionExpression: 'nightId = :night',
      ExpressionAttributeValues: { ':night': nightId },
    },
    ticketItemSchema,
    // A night sells at most its capacity; refunded tickets beside them are few.
    { max: CLUB_NIGHT_LIMITS.capacity * 2 },
  );
  return {
    nightId,
    title,
    start,
    tickets: tickets
      .filter((ticket) => ticket.status === 'valid')
      .map(toDoorTicket)
      .sort((a, b) => a.holderName.localeCompare(b.holderName, 'en-US') || a.ticketId.localeCompare(b.ticketId)),
  };
}
