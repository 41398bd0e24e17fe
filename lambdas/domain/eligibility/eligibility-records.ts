// How the eligibility table is read and written: a player's registration and signatures (one Query
// on their partition), every registration or one season's signatures (one Query on byKind each), a
// registration replaced whole, and a signature written once.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { RegistrationBody } from '../../../common/squad/eligibility-schemas';
import { type EligibilityFacts, eligibilityMessages, type SeasonDocumentId } from '../../../common/squad/eligibility';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { queryAll } from '../../runtime/query-all';
import { indexName } from '../../table-keys';
import { SQUAD_MAX } from '../squad/players';
import {
  eligibilityItemSchema,
  REGISTRATION_KIND,
  REGISTRATION_RECORD,
  type RegistrationItem,
  registrationItemSchema,
  type SignatureItem,
  signatureItemSchema,
  signaturesKind,
} from './eligibility-item';

/** A player signs three documents a season, a few times at most over the years kept. */
const PLAYER_RECORDS_MAX = 500;

export interface PlayerRecords {
  readonly registration?: RegistrationItem;
  readonly signatures: readonly SignatureItem[];
}

/** One player's registration and every signature they keep. */
export async function playerRecords(playerSlug: string): Promise<PlayerRecords> {
  const items = await queryAll(
    {
      TableName: tableName('eligibility'),
      KeyConditionExpression: 'playerSlug = :slug',
      ExpressionAttributeValues: { ':slug': playerSlug },
      ConsistentRead: true,
    },
    eligibilityItemSchema,
    { max: PLAYER_RECORDS_MAX },
  );
  const registration = items.find((item): item is RegistrationItem => item.record === REGISTRATION_RECORD);
  const signatures = items.filter((item): item is SignatureItem => item.record !== REGISTRATION_RECORD);
  return { ...(registration ? { registration } : {}), signatures };
}

/** Every player's registration (the byKind index). */
export async function allRegistrations(): Promise<RegistrationItem[]> {
  return queryAll(
    {
      TableName: tableName('eligibility'),
      IndexName: indexName('eligibility', 'byKind'),
      KeyConditionExpression: 'kind = :kind',
      ExpressionAttributeValues: { ':kind': REGISTRATION_KIND },
    },
    registrationItemSchema,
    { max: SQUAD_MAX * 2 },
  );
}

/** Every signature of one season (the byKind index). */
export async function seasonSignatures(season: number): Promise<SignatureItem[]> {
  return queryAll(
    {
      TableName: tableName('eligibility'),
      IndexName: indexName('eligibility', 'byKind'),
      KeyConditionExpression: 'kind = :kind',
      ExpressionAttributeValues: { ':kind': signaturesKind(season) },
    },
    signatureItemSchema,
    { max: SQUAD_MAX * 20 },
  );
}

/** The newest version of each document signed among `signatures` of `season`. */
export function signedVersions(signatures: readonly SignatureItem[], season: number): Partial<Record<SeasonDocumentId, number>> {
  const signed: Partial<Record<SeasonDocumentId, number>> = {};
  for (const item of signatures) {
    if (item.season !== season) continue;
    signed[item.documentId] = Math.max(signed[item.documentId] ?? 0, item.version);
  }
  return signed;
}

/** The rule's facts of one player from their records, against the documents' current versions. */
export function factsOf(records: PlayerRecords, documents: EligibilityFacts['documents'], season: number): EligibilityFacts {
  return {
    ...(records.registration ? { registration: records.registration } : {}),
    documents,
    signed: signedVersions(records.signatures, season),
  };
}

/** Replaces the player's registration with what they sent. */
export async function putRegistration(playerSlug: string, body: RegistrationBody, now: number): Promise<RegistrationItem> {
  const item = registrationItemSchema.parse({
    playerSlug,
    record: REGISTRATION_RECORD,
    kind: REGISTRATION_KIND,
    number: body.number,
    status: body.status,
    expiresOn: body.expiresOn,
    updatedAt: now,
  });
  await ddb.send(new PutCommand({ TableName: tableName('eligibility'), Item: item }));
  return item;
}

/**
 * Stores a signature, written once: refused (409) when that version was signed this season already.
 * A version overtaken between the caller's read and this write is stored as signed and counts as out
 * of date (the rule compares it with the current version), so the member's role needs no write on the
 * documents' table to check it here.
 */
export async function putSignature(item: SignatureItem): Promise<void> {
  try {
    await ddb.send(
      new PutCommand({ TableName: tableName('eligibility'), Item: item, ConditionExpression: 'attribute_not_exists(playerSlug)' }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException')
      throw new HttpError(409, eligibilityMessages.alreadySigned);
    throw error;
  }
}
