// POST /public/api/newsletter-subscriptions → 202 { status: 'pending-confirmation' }, whatever the
// address's state, so the form never tells anyone whether an address is on the list. A new (or
// expired) address becomes a pending entry with a fresh link token, written in one transaction with
// its confirmation mail; a pending one gets the mail again; a confirmed one is left alone. Mail goes
// only within the limits on mail to visitors (lambdas/domain/mail/mail-limits.ts), which every
// sign-up counts against, a confirmed address's too: over a per-victim limit, with too many receipts
// already waiting, or while mail to visitors is paused, nothing is kept. Over the hourly ceiling the
// entry is kept and its mail waits for its turn in a later hour.
// Those paths make different calls (a confirmed address one read, a new one writes and mails), so
// every answer waits for the same floor (lambdas/runtime/answer-floor.ts): the time says nothing about the address.

import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { NewsletterSubscription } from '../../common/newsletter/newsletter-requests';
import { normalizeEmail } from '../../common/requests/visitor-forms';
import { noSoonerThan } from '../runtime/answer-floor';
import { defineHandler } from '../runtime/handler';
import { type ApiEvent, type ApiResult, json } from '../runtime/http';
import { clientIp } from '../runtime/client-ip';
import { ddb, tableName } from '../runtime/dynamo';
import { logger } from '../runtime/logger';
import { mailGoes, visitorMailTurn, visitorOutboxItem } from '../domain/mail/mail-limits';
import { confirmationMail, isLive, NEWSLETTER_ANSWER_FLOOR_MS, newToken, pendingExpiry } from '../domain/newsletter/newsletter';
import { deliverNew } from '../domain/mail/outbox';
import { outboxPut } from '../domain/mail/outbox-put';
import { isBot } from '../domain/requests/submission';
import { row } from '../rows/create-newsletter-subscription';
import { subscriberItemSchema, type SubscriberItem } from '../domain/newsletter/subscriber-item';

const accepted = () => json(202, { status: 'pending-confirmation' });

async function currentEntry(email: string): Promise<SubscriberItem | undefined> {
  const found = await ddb.send(new GetCommand({ TableName: tableName('subscribers'), Key: { email }, ConsistentRead: true }));
  return found.Item ? subscriberItemSchema.parse(found.Item) : undefined;
}

/**
 * The write's condition: the entry is still what was read (absent, or pending with the same
 * token), so a confirmation or another sign-up in between wins and this one changes nothing.
 */
function unchangedSince(earlier: SubscriberItem | undefined) {
  if (!earlier) return { ConditionExpression: 'attribute_not_exists(email)' };
  return {
    ConditionExpression: '#token = :token AND #status = :pending',
    ExpressionAttributeNames: { '#token': 'token', '#status': 'status' },
    ExpressionAttributeValues: { ':token': earlier.token, ':pending': 'pending' },
  };
}

function isCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'TransactionCanceledException';
}

export const handler = defineHandler(row, ({ body, event }) => noSoonerThan(NEWSLETTER_ANSWER_FLOOR_MS, () => subscribe(body, event)));

async function subscribe(body: NewsletterSubscription, event: ApiEvent): Promise<ApiResult> {
  if (isBot(body)) {
    logger.info('honeypot filled; nothing kept');
    return accepted();
  }
  const email = normalizeEmail(body.email);
  const now = Date.now();
  // Counted before the address's state is read, whatever it is: were a confirmed address not
  // counted, a sender could fill the client's hourly count with its own addresses and learn from
  // whether its next confirmation arrives if someone else's address is on the list.
  const turn = await visitorMailTurn(email, clientIp(event), now);
  const earlier = await currentEntry(email);
  const live = earlier && isLive(earlier, now) ? earlier : undefined;
  if (live?.status === 'confirmed') return accepted();
  if (!mailGoes(turn)) {
    logger.info('newsletter confirmation held back by the mail limits', { turn: turn.turn });
    return accepted();
  }

  // A live pending entry keeps its token, so the link of an earlier mail still works.
  const item = subscriberItemSchema.parse({
    email,
    name: body.name,
    interests: body.interests,
    status: 'pending',
    token: live?.token ?? newToken(),
    createdAt: live?.createdAt ?? now,
    expiresAt: pendingExpiry(now),
  });
  const mail = visitorOutboxItem(confirmationMail(body.email, item.token), 'newsletter confirmation', now, turn);
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [{ Put: { TableName: tableName('subscribers'), Item: item, ...unchangedSince(earlier) } }, outboxPut(mail)],
      }),
    );
  } catch (error) {
    if (isCancelled(error)) return accepted();
    throw error;
  }
  // A waiting confirmation is left to the job, for its turn.
  if (turn.turn === 'send') await deliverNew([mail], now);
  return accepted();
}
