// Officers' enrolments: the officer scope needs more than a password, more even than an
// authenticator app. With an officer's password alone, before the officer set up their app, a
// stranger could sign in, set up their own and have the scope. So the officer token trigger
// (lambdas/triggers/officer-token.ts) gives the scope only to an enrolment someone vouched for:
// - when it first sees an authenticator app on a member of the officers group, it writes the
//   enrolment `awaiting`, and the console lists it;
// - another officer, having checked with that person that the app is theirs, vouches for it in the
//   console (vouchFor: their address and the time kept on the row); the first officer of a new
//   deployment is vouched for by the admin from the command line (infra/first-officer.ts);
// - when it sees a member of the group without an authenticator app, the enrolment is withdrawn:
//   an app set up again later, by whoever holds the password then, waits for a new vouch.
// Cognito says nothing about which app is set up (AdminGetUser lists only that one is), so an app
// swapped for another cannot be told apart; swapping one needs a signed-in session, which needs the
// app's code (docs/security.md, Officers).

import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { officerEnrolmentMessages, type OfficerEnrolmentsAnswer, type OfficerEnrolmentView } from '../../../common/club/officer-enrolments';
import { indexName } from '../../table-keys';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { queryAll } from '../../runtime/query-all';
import { type OfficerEnrolmentItem, officerEnrolmentItemSchema } from './officer-enrolment-item';

/** The enrolment of a user, if the trigger has seen one. */
export async function enrolmentOf(sub: string): Promise<OfficerEnrolmentItem | undefined> {
  const found = await ddb.send(new GetCommand({ TableName: tableName('officerEnrolments'), Key: { sub }, ConsistentRead: true }));
  return found.Item ? officerEnrolmentItemSchema.parse(found.Item) : undefined;
}

/** What the trigger does about an officers-group member's enrolment, from their app and the row. */
export type EnrolmentUpkeep = 'note' | 'withdraw' | 'none';

export function enrolmentUpkeep(hasAuthenticator: boolean, enrolment: OfficerEnrolmentItem | undefined): EnrolmentUpkeep {
  if (hasAuthenticator) return enrolment === undefined || enrolment.status === 'withdrawn' ? 'note' : 'none';
  return enrolment !== undefined && enrolment.status !== 'withdrawn' ? 'withdraw' : 'none';
}

function ignoringRace(error: unknown): void {
  // Another sign-in of the same user wrote first: what it wrote holds.
  if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return;
  throw error;
}

/** A newly seen authenticator app: awaiting a vouch (unless a concurrent sign-in already wrote the row). */
export async function noteEnrolment(sub: string, email: string, now: number): Promise<void> {
  const item: OfficerEnrolmentItem = { sub, email, status: 'awaiting', enrolledAt: now, changedAt: now };
  await ddb
    .send(
      new PutCommand({
        TableName: tableName('officerEnrolments'),
        Item: officerEnrolmentItemSchema.parse(item),
        ConditionExpression: 'attribute_not_exists(#sub) OR #status = :withdrawn',
        ExpressionAttributeNames: { '#sub': 'sub', '#status': 'status' },
        ExpressionAttributeValues: { ':withdrawn': 'withdrawn' },
      }),
    )
    .catch(ignoringRace);
}

/** The authenticator app is gone: the vouch (or the wait for one) ends; who vouched stays on the row. */
export async function withdrawEnrolment(sub: string, now: number): Promise<void> {
  await ddb
    .send(
      new UpdateCommand({
        TableName: tableName('officerEnrolments'),
        Key: { sub },
        UpdateExpression: 'SET #status = :withdrawn, withdrawnAt = :now, changedAt = :now',
        ConditionExpression: '#status IN (:awaiting, :vouched)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':withdrawn': 'withdrawn', ':awaiting': 'awaiting', ':vouched': 'vouched', ':now': now },
      }),
    )
    .catch(ignoringRace);
}

/**
 * An officer vouches for an enrolment awaiting it: 404 when there is none (vouched already, or the
 * app was removed meanwhile), 403 for their own.
 */
export async function vouchFor(sub: string, voucher: { readonly sub: string; readonly email: string }, now: number): Promise<void> {
  if (sub === voucher.sub) throw new HttpError(403, officerEnrolmentMessages.self);
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName('officerEnrolments'),
        Key: { sub },
        UpdateExpression: 'SET #status = :vouched, vouchedBy = :by, vouchedBySub = :bySub, vouchedAt = :now, changedAt = :now',
        ConditionExpression: '#status = :awaiting',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':vouched': 'vouched',
          ':awaiting': 'awaiting',
          ':by': voucher.email,
          ':bySub': voucher.sub,
          ':now': now,
        },
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException')
      throw new HttpError(404, officerEnrolmentMessages.unknown);
    throw error;
  }
}

function view(item: OfficerEnrolmentItem): OfficerEnrolmentView {
  return {
    sub: item.sub,
    email: item.email,
    status: item.status,
    enrolledAt: item.enrolledAt,
    ...(item.vouchedBy ? { vouchedBy: item.vouchedBy } : {}),
    ...(item.vouchedAt ? { vouchedAt: item.vouchedAt } : {}),
  };
}

function withStatus(status: 'awaiting' | 'vouched'): Promise<OfficerEnrolmentItem[]> {
  return queryAll(
    {
      TableName: tableName('officerEnrolments'),
      IndexName: indexName('officerEnrolments', 'byStatus'),
      KeyConditionExpression: '#status = :status',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status },
    },
    officerEnrolmentItemSchema,
  );
}

/** The console's list: awaiting a vouch, oldest first, and vouched for; a club has a handful of officers. */
export async function listEnrolments(): Promise<OfficerEnrolmentsAnswer> {
  const [awaiting, vouched] = await Promise.all([withStatus('awaiting'), withStatus('vouched')]);
  return { awaiting: awaiting.map(view), vouched: vouched.map(view) };
}
