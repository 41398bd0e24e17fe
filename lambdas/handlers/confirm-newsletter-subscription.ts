// POST /public/api/newsletter-subscriptions/confirm { token, followedTeams? } → 200 { status:
// 'confirmed', followedTeams }: the confirmation link's page. Confirming twice is fine; an unknown
// token, or a pending entry past its expiry (DynamoDB's TTL deletes late), is a 404 with the shared
// message. With `followedTeams` the same link also sets the teams whose fixture changes the
// subscriber is mailed (lambdas/domain/availability/fixture-changes.ts): each must be one of the
// club's teams (400 otherwise); an empty list follows none. The answer names the teams followed,
// so the page shows them ticked.

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { newsletterMessages } from '../../common/newsletter/newsletter';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { ddb, tableName } from '../runtime/dynamo';
import { isLive, subscriberByToken } from '../domain/newsletter/newsletter';
import { readTeams, teamOrRefuse } from '../domain/teams/teams';
import { row } from '../rows/confirm-newsletter-subscription';

export const handler = defineHandler(row, async ({ body }) => {
  const now = Date.now();
  const entry = await subscriberByToken(body.token);
  if (!entry || !isLive(entry, now)) throw new HttpError(404, newsletterMessages.confirmFailed);
  const following = body.followedTeams;
  if (following) {
    const teams = await readTeams();
    for (const id of following) teamOrRefuse(teams, id, 400);
  }
  if (entry.status === 'confirmed' && !following) return json(200, { status: 'confirmed', followedTeams: entry.followedTeams ?? [] });
  // A confirmed entry keeps its first confirmation's time; an empty list removes the attribute.
  const sets = ['#status = :confirmed', 'confirmedAt = if_not_exists(confirmedAt, :now)'];
  const removes = ['expiresAt'];
  if (following && following.length > 0) sets.push('followedTeams = :teams');
  if (following && following.length === 0) removes.push('followedTeams');
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName('subscribers'),
        Key: { email: entry.email },
        UpdateExpression: `SET ${sets.join(', ')} REMOVE ${removes.join(', ')}`,
        // Still this link's entry, and either already confirmed or not yet expired.
        ConditionExpression: '#token = :token AND (#status = :confirmed OR expiresAt > :nowSeconds)',
        ExpressionAttributeNames: { '#status': 'status', '#token': 'token' },
        ExpressionAttributeValues: {
          ':confirmed': 'confirmed',
          ':now': now,
          ':token': body.token,
          ':nowSeconds': Math.floor(now / 1000),
          ...(following && following.length > 0 ? { ':teams': following } : {}),
        },
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') {
      throw new HttpError(404, newsletterMessages.confirmFailed);
    }
    throw error;
  }
  return json(200, { status: 'confirmed', followedTeams: following ?? entry.followedTeams ?? [] });
});
