// An officer's moves on a request (common/requests/request-status.ts has the only allowed ones): mark a
// request handled, add a note, block and unblock dates, and what the rental decisions
// (rental-moves.ts, the moves that send mail) share. Each move writes the request back in one
// transaction with what goes with it (the booking and its ledger months), conditioned on the
// request being unchanged since it was read, so two officers clicking at once never both win; the
// loser reads again and gets its answer (the same booking, or a 409).

import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describeSpan } from '../mail/mail-text';
import { inboxMessages } from '../../../common/requests/inbox';
import { moveProblem, statusAfter, type RequestAction } from '../../../common/requests/request-status';
import { BOOKINGS_CALENDAR, bookingItemSchema, type BookingItem } from '../rental/booking-item';
import { requestItemSchema, type RequestItem } from './request-item';
import { withInboxKeys } from './inbox-keys';
import { collisions, ledgerSteps, readLedger, type TransactItem } from '../rental/booking-ledger';
import { untilSettled } from '../../runtime/until-settled';
import { readRentalModel } from '../rental/rental-model';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';

export async function readRequest(id: string): Promise<RequestItem> {
  const found = await ddb.send(new GetCommand({ TableName: tableName('requests'), Key: { id }, ConsistentRead: true }));
  if (!found.Item) throw new HttpError(404, inboxMessages.unknownRequest);
  return requestItemSchema.parse(found.Item);
}

export async function readBooking(id: string): Promise<BookingItem | undefined> {
  const found = await ddb.send(new GetCommand({ TableName: tableName('bookings'), Key: { id }, ConsistentRead: true }));
  return found.Item ? bookingItemSchema.parse(found.Item) : undefined;
}

/**
 * The step that writes a request back, only if no one changed it since `seen` was read: the same
 * status and change time, and the same number of notes (a note appends without a move).
 */
export function requestPut(item: RequestItem, seen: RequestItem): TransactItem {
  const notes = seen.notes?.length ?? 0;
  return {
    Put: {
      TableName: tableName('requests'),
      Item: item,
      ConditionExpression: `updatedAt = :seen AND #status = :status AND ${notes === 0 ? 'attribute_not_exists(notes)' : 'size(notes) = :notes'}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':seen': seen.updatedAt, ':status': seen.status, ...(notes === 0 ? {} : { ':notes': notes }) },
    },
  };
}

/** The request after a move: new status and who made it, index keys recomputed by the schema. */
export function moved(item: RequestItem, action: RequestAction, by: string, extra: Record<string, unknown> = {}): RequestItem {
  const status = statusAfter(item.kind, action);
  const now = Math.max(Date.now(), item.updatedAt + 1);
  return withInboxKeys(requestItemSchema.parse({ ...item, ...extra, status, updatedAt: now, decidedAt: now, decidedBy: by }));
}

export function refuseMove(item: RequestItem, action: RequestAction): void {
  const problem = moveProblem(item.kind, item.status, action);
  if (problem) throw new HttpError(409, problem);
}

export function settled<T>(result: T | undefined): T {
  if (result === undefined) throw new HttpError(409, inboxMessages.busy);
  return result;
}

/**
 * What a refused booking collides with, in words: the first of the bookings, by start, in the
 * officers' sentence (`inboxMessages.collides`, or `dateTaken` for a date of a series left out).
 */
export async function collisionMessage(
  ids: readonly string[],
  say: (title: string, when: string) => string = inboxMessages.collides,
): Promise<string> {
  const bookings = (await Promise.all(ids.map(readBooking))).filter((booking): booking is BookingItem => booking !== undefined);
  const first = bookings.sort((a, b) => a.start - b.start)[0];
  if (!first) return say('another booking', 'being saved just now');
  return say(first.kind === 'blocked' ? `Blocked: ${first.title}` : first.title, describeSpan(first.start, first.end));
}

/** Marks a sponsorship, player or contact request handled (the officer answered it by mail or phone). */
export async function markHandled(requestId: string, by: string): Promise<RequestItem> {
  const outcome = await untilSettled(async () => {
    const item = await readRequest(requestId);
    refuseMove(item, 'handle');
    const next = moved(item, 'handle', by);
    await ddb.send(new TransactWriteCommand({ TransactItems: [requestPut(next, item)] }));
    return next;
  });
  return settled(outcome);
}

/** Appends an internal note; the request's status and keys stay as they are. */
export async function addNote(requestId: string, by: string, text: string): Promise<RequestItem> {
  const now = Date.now();
  try {
    const result = await ddb.send(
      new UpdateCommand({
        TableName: tableName('requests'),
        Key: { id: requestId },
        UpdateExpression: 'SET notes = list_append(if_not_exists(notes, :none), :note)',
        ConditionExpression: 'attribute_exists(id) AND (attribute_not_exists(notes) OR size(notes) < :max)',
        ExpressionAttributeValues: { ':none': [], ':note': [{ text, at: now, by }], ':max': 50 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return requestItemSchema.parse(result.Attributes);
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') {
      await readRequest(requestId);
      throw new HttpError(409, 'This request has 50 notes already; that is the most it keeps.');
    }
    throw error;
  }
}

/** Blocks a range (maintenance, club events): a booking of kind `blocked`, refused where it overlaps a booking. */
export async function blockRange(span: { start: number; end: number; title: string }, id: string): Promise<BookingItem> {
  const outcome = await untilSettled(async () => {
    const [ledger, model] = await Promise.all([readLedger(span), readRentalModel(true)]);
    // A block has no space: it closes the whole facility.
    const taken = await collisions(ledger, span, id, model);
    if (taken.length > 0) throw new HttpError(409, await collisionMessage(taken));
    const booking = bookingItemSchema.parse({
      id,
      calendar: BOOKINGS_CALENDAR,
      kind: 'blocked',
      start: span.start,
      end: span.end,
      title: span.title,
      createdAt: Date.now(),
    });
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName('bookings'), Item: booking, ConditionExpression: 'attribute_not_exists(id)' } },
          ...ledgerSteps(ledger, id, span),
        ],
      }),
    );
    return booking;
  });
  return settled(outcome);
}

/** Removes a block, freeing its ledger span in the same transaction. */
export async function unblockRange(id: string): Promise<void> {
  const outcome = await untilSettled(async () => {
    const booking = await readBooking(id);
    if (booking?.kind !== 'blocked') throw new HttpError(404, 'There is no blocked range with that id.');
    const ledger = await readLedger(booking);
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName('bookings'), Key: { id }, ConditionExpression: 'attribute_exists(id)' } },
          ...ledgerSteps(ledger, id, null),
        ],
      }),
    );
    return true;
  });
  settled(outcome);
}
