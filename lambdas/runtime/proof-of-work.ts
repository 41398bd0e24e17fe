// The check the handler wrapper makes for every row with `proofOfWork: 'check'` (the visitor forms),
// after the body is parsed and before the handler stores anything: the request's PROOF_OF_WORK_HEADER
// must name a challenge the challenge route gave out (form-challenges.ts), not expired, not spent by
// another request, and carry the counter that solves it. The challenge is spent in the same
// conditional write that reads it: a second request showing it is refused, except the same request
// sent again after a lost answer (its idempotency key and body hash the same), which the handler
// then answers from its first record. Anything else is a 403 the form answers by solving a new one.
//
// No secret is involved: the server keeps each challenge it gave out, so a client can neither forge
// one nor pick an easy one, and nothing needs signing or rotating.

import { createHash, pbkdf2Sync } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { IDEMPOTENCY_HEADER, PROOF_OF_WORK_HEADER, PROOF_REFUSED_MESSAGE } from '../../common/requests/form-protocol';
import { ddb, tableName } from './dynamo';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { formChallengeItemSchema, type FormChallengeItem } from './form-challenge-item';
import { type ApiEvent, HttpError, headerOf } from './http';
import { logger } from './logger';

/** Why a proof was refused, for the log line (the visitor gets one message for all). */
export type ProofRefusal = 'missing' | 'malformed' | 'unknown' | 'expired' | 'spent' | 'wrong';

const proofPattern = /^([0-9a-f]{32}):(\d{1,10})$/;

function refuse(reason: ProofRefusal): never {
  logger.info('proof of work refused', { reason });
  throw new HttpError(403, PROOF_REFUSED_MESSAGE);
}

/** The request a proof is spent for: its idempotency key and body, hashed. */
function requestHash(event: ApiEvent): string {
  return createHash('sha256')
    .update(`${headerOf(event, IDEMPOTENCY_HEADER) ?? ''}\n${event.body ?? ''}`)
    .digest('hex');
}

/**
 * The key ALTCHA's solver derived for `counter`: PBKDF2 of the nonce followed by the counter as four
 * big-endian bytes (altcha-lib's 'uint32' counter mode), salted with the challenge's salt. One
 * derivation of a few thousand rounds, a few milliseconds: at once, since a function serves one
 * request at a time, rather than through the thread pool.
 */
function derivedKey(challenge: FormChallengeItem['challenge'], counter: number): Buffer {
  const password = Buffer.alloc(16 + 4);
  Buffer.from(challenge.nonce, 'hex').copy(password);
  password.writeUInt32BE(counter, 16);
  return pbkdf2Sync(password, Buffer.from(challenge.salt, 'hex'), challenge.cost, challenge.keyLength, 'sha256');
}

/** Spends the challenge the request's proof names, or refuses the request with 403. */
export async function spendProof(event: ApiEvent, now: number): Promise<void> {
  const header = headerOf(event, PROOF_OF_WORK_HEADER);
  if (header === undefined || header === '') refuse('missing');
  const [, id = '', counterText = ''] = proofPattern.exec(header.trim()) ?? [];
  const counter = Number(counterText);
  if (!id || !Number.isSafeInteger(counter) || counter > 0xffffffff) refuse('malformed');

  let stored: FormChallengeItem;
  try {
    const answer = await ddb.send(
      new UpdateCommand({
        TableName: tableName('formChallenges'),
        Key: { id },
        UpdateExpression: 'SET spentFor = :request',
        ConditionExpression: 'attribute_exists(id) AND expiresAt > :now AND (attribute_not_exists(spentFor) OR spentFor = :request)',
        ExpressionAttributeValues: { ':request': requestHash(event), ':now': Math.floor(now / 1000) },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    stored = formChallengeItemSchema.parse(answer.Attributes);
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
    // The document client leaves the refused update's item in DynamoDB's own form ({ N: "…" }).
    const raw = (error as { Item?: Record<string, AttributeValue> }).Item;
    if (!raw) refuse('unknown');
    refuse(Number(unmarshall(raw).expiresAt) * 1000 <= now ? 'expired' : 'spent');
  }
  const key = derivedKey(stored.challenge, counter);
  if (!key.toString('hex').startsWith(stored.challenge.keyPrefix)) refuse('wrong');
}
