// GET /api/me/requests → { email, requests: [{ kind, reference, status, createdAt, summary, booking? }],
// newsletter: { status, token? } }: the signed-in member's own requests, newest first, found by
// their verified address (requests made before signing up included), and their newsletter entry.
// The address comes from the verified token alone, never from the request, so no one can ask for
// another person's data; an address Cognito has not verified proves nothing and is refused. A
// rental carries its booking page's signed link and where the booking stands, money included.

import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MY_REQUESTS_LIMIT, type MyRequest, type MyRequestsAnswer } from '../../common/requests/my-requests';
import { ddb, tableName } from '../runtime/dynamo';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { toMyRequest, verifiedEmail } from '../domain/requests/my-requests';
import { bookingSummary } from '../domain/requests/rental-booking';
import { row } from '../rows/list-my-requests';
import { indexName } from '../table-keys';
import { requestItemSchema } from '../domain/requests/request-item';
import { subscriberItemSchema } from '../domain/newsletter/subscriber-item';

const BY_REQUESTER_INDEX = indexName('requests', 'byRequester');

async function requestsOf(email: string): Promise<MyRequest[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tableName('requests'),
      IndexName: BY_REQUESTER_INDEX,
      KeyConditionExpression: '#requester = :email',
      ExpressionAttributeNames: { '#requester': 'requesterEmail' },
      ExpressionAttributeValues: { ':email': email },
      ScanIndexForward: false,
      Limit: MY_REQUESTS_LIMIT,
    }),
  );
  return Promise.all(
    (result.Items ?? []).map(async (stored) => {
      const item = requestItemSchema.parse(stored);
      return { ...toMyRequest(item), ...(item.kind === 'rental' ? { booking: await bookingSummary(item) } : {}) };
    }),
  );
}

async function newsletterOf(email: string): Promise<MyRequestsAnswer['newsletter']> {
  const found = await ddb.send(new GetCommand({ TableName: tableName('subscribers'), Key: { email } }));
  if (!found.Item) return { status: 'none' };
  const entry = subscriberItemSchema.parse(found.Item);
  // DynamoDB deletes an expired pending entry some time after its TTL; until then it is gone for the member too.
  if (entry.expiresAt !== undefined && entry.expiresAt * 1000 <= Date.now()) return { status: 'none' };
  return { status: entry.status, token: entry.token };
}

export const handler = defineHandler(row, async ({ caller }) => {
  const email = verifiedEmail(caller);
  const [requests, newsletter] = await Promise.all([requestsOf(email), newsletterOf(email)]);
  const answer: MyRequestsAnswer = { email, requests, newsletter };
  return json(200, answer);
});
