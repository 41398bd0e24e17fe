// The challenges of the visitor forms' proof of work (proof-of-work.ts checks them): ALTCHA's
// (altcha-lib) in its deterministic mode. The server draws a counter, derives that counter's PBKDF2
// key and hands out the first half of it as the prefix to find; the browser counts up from 0 until
// its key has that prefix, about `counter` derivations, while the server has made one. Each
// challenge is kept in the formChallenges table until it expires, to be spent once.
//
// How hard it is comes from the deploy parameter `proofOfWork` (PROOF_OF_WORK_ROUNDS,
// proof-of-work-difficulty.ts). The counter is drawn between half and all of the derivations it
// allows, so no challenge is much easier than the rest.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FormChallenge } from '../../common/requests/proof-of-work';
import { ddb, tableName } from './dynamo';
import { PROOF_OF_WORK_ROUNDS } from './env-names';
import { formChallengeItemSchema } from './form-challenge-item';
import { CHALLENGE_LIFETIME_MS, challengeShape } from './proof-of-work-difficulty';

function configuredRounds(): number {
  const rounds = Number(process.env[PROOF_OF_WORK_ROUNDS]);
  if (!Number.isSafeInteger(rounds) || rounds < 1) throw new Error(`${PROOF_OF_WORK_ROUNDS} is not set to a whole number of rounds`);
  return rounds;
}

/** A new challenge, kept until it expires. */
export async function issueChallenge(now: number): Promise<FormChallenge> {
  const { cost, maxCounter } = challengeShape(configuredRounds());
  const expiresAt = Math.floor((now + CHALLENGE_LIFETIME_MS) / 1000);
  const { parameters } = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost,
    counter: randomInt(maxCounter, Math.ceil(maxCounter / 2)),
    deriveKey,
    expiresAt,
  });
  const item = formChallengeItemSchema.parse({ id: parameters.nonce, challenge: parameters, expiresAt });
  await ddb.send(new PutCommand({ TableName: tableName('formChallenges'), Item: item, ConditionExpression: 'attribute_not_exists(id)' }));
  return { parameters: item.challenge };
}
