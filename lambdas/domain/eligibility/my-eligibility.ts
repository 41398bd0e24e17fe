// A signed-in member's own eligibility as a player: the player their verified address is linked to
// (never one a request names), their registration, the season's documents with what they signed,
// and whether they may play today; their registration kept, and a document signed with their typed
// name, or for an under-18 with their guardian's, as the club has it on record.

import {
  eligibilityAt,
  eligibilityMessages,
  eligibilitySeason,
  normalTypedName,
  type SeasonDocumentId,
  seasonDocumentIds,
} from '../../../common/squad/eligibility';
import type { MyEligibilityAnswer, RegistrationBody, SignatureBody } from '../../../common/squad/eligibility-schemas';
import { HttpError } from '../../runtime/http';
import type { PlayerItem } from '../squad/player-item';
import { linkedPlayerOf } from '../squad/profile-change';
import { signatureItemSchema, signatureRecord, signaturesKind, type SignatureItem } from './eligibility-item';
import { myDuesToPlay } from './dues-to-play';
import { factsOf, type PlayerRecords, playerRecords, putRegistration, putSignature } from './eligibility-records';
import { currentDocuments, currentVersionOf, publishedVersions, toSeasonDocument } from './season-documents';

/** The member's linked player; 404 when none is. */
export async function myLinkedPlayer(email: string): Promise<PlayerItem> {
  const player = await linkedPlayerOf(email);
  if (!player) throw new HttpError(404, eligibilityMessages.noPlayer);
  return player;
}

/** The newest signature of each document this season. */
function latestSignatures(records: PlayerRecords, season: number): Map<SeasonDocumentId, SignatureItem> {
  const latest = new Map<SeasonDocumentId, SignatureItem>();
  for (const item of records.signatures) {
    if (item.season !== season) continue;
    const before = latest.get(item.documentId);
    if (!before || before.version < item.version) latest.set(item.documentId, item);
  }
  return latest;
}

/**
 * The member's answer at `now`: only the season and the documents when no player is linked to their
 * address. `sub` is the member's own user id: their dues, where the club asks them, are their own
 * membership's (the player is linked to this member's verified address).
 */
export async function myEligibility(caller: { readonly email: string; readonly sub: string }, now: number): Promise<MyEligibilityAnswer> {
  const { email, sub } = caller;
  const season = eligibilitySeason(now);
  const [player, documents] = await Promise.all([linkedPlayerOf(email), currentDocuments()]);
  const shown = seasonDocumentIds.map((id) => toSeasonDocument(id, documents.get(id)));
  if (!player) return { season, documents: shown };
  const [records, dues] = await Promise.all([playerRecords(player.slug), myDuesToPlay(sub, season)]);
  const signatures = latestSignatures(records, season);
  const registration = records.registration;
  return {
    season,
    player: { name: player.name, under18: player.under18, ...(player.guardianName ? { guardianName: player.guardianName } : {}) },
    ...(registration
      ? {
          registration: {
            number: registration.number,
            status: registration.status,
            expiresOn: registration.expiresOn,
            updatedAt: registration.updatedAt,
          },
        }
      : {}),
    documents: shown.map((document) => {
      const signed = signatures.get(document.id);
      return signed
        ? {
            ...document,
            signature: { version: signed.version, typedName: signed.typedName, signer: signed.signer.kind, signedAt: signed.signedAt },
          }
        : document;
    }),
    eligibility: eligibilityAt(now, { ...factsOf(records, publishedVersions(documents), season), ...(dues ? { dues } : {}) }),
  };
}

/** Keeps the member's player's registration as they sent it. */
export async function updateMyRegistration(email: string, body: RegistrationBody, now: number): Promise<void> {
  const player = await myLinkedPlayer(email);
  await putRegistration(player.slug, body, now);
}

/**
 * Who signs for `player` with `typedName`: the player themself, typing the name the club has for
 * them; for an under-18, the guardian the club has on record, typing that name (400 otherwise).
 */
export function signerOf(player: Pick<PlayerItem, 'name' | 'under18' | 'guardianName'>, typedName: string): SignatureItem['signer'] {
  if (player.under18) {
    if (!player.guardianName) throw new HttpError(409, eligibilityMessages.guardianUnknown);
    if (normalTypedName(typedName) !== normalTypedName(player.guardianName)) throw new HttpError(400, eligibilityMessages.guardianMismatch);
    return { kind: 'guardian', name: player.guardianName };
  }
  if (normalTypedName(typedName) !== normalTypedName(player.name)) throw new HttpError(400, eligibilityMessages.nameMismatch);
  return { kind: 'self' };
}

/**
 * Signs the current version of a document for this season. A version other than the current one is
 * refused (409: an older one was replaced while the page was open), as is one signed already.
 */
export async function signMyDocument(
  email: string,
  documentId: SeasonDocumentId,
  body: SignatureBody,
  clientIp: string,
  now: number,
): Promise<void> {
  const player = await myLinkedPlayer(email);
  const current = await currentVersionOf(documentId, true);
  if (!current) throw new HttpError(409, eligibilityMessages.notPublished);
  if (body.version !== current.version) throw new HttpError(409, eligibilityMessages.oldVersion(current.version));
  const signer = signerOf(player, body.typedName);
  const season = eligibilitySeason(now);
  await putSignature(
    signatureItemSchema.parse({
      playerSlug: player.slug,
      record: signatureRecord(season, documentId, current.version),
      kind: signaturesKind(season),
      season,
      documentId,
      version: current.version,
      typedName: body.typedName,
      signer,
      accountEmail: email,
      signedAt: now,
      clientIp,
    }),
  );
}
