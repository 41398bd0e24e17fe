// A player's eligibility records as the eligibility table stores them (lambdas/tables.ts): their
// USA Rugby registration (one item, `record` = 'registration', replaced when they change it) and
// one item per signature of a season document, never changed once written, so the club keeps what
// was signed, in which version, by whom, when and from where.

import * as z from 'zod';
import { ELIGIBILITY_LIMITS, registrationStatuses, seasonDocumentIds } from '../../../common/squad/eligibility';
import { playerSlugSchema, seasonSchema } from '../../../common/squad/squad-schemas';
import { epochMs } from '../../runtime/item-fields';

export const REGISTRATION_RECORD = 'registration';
/** The byKind partition of every registration: the officers' list reads them in one Query. */
export const REGISTRATION_KIND = 'registration';

/** The byKind partition of one season's signatures. */
export function signaturesKind(season: number): string {
  return `signatures-${season}`;
}

/** A signature's sort key: the season, the document and its version, so signing one version twice is refused by the key alone. */
export function signatureRecord(season: number, documentId: string, version: number): string {
  return `signature#${season}#${documentId}#${String(version).padStart(7, '0')}`;
}

export const registrationItemSchema = z.object({
  playerSlug: playerSlugSchema,
  record: z.literal(REGISTRATION_RECORD),
  kind: z.literal(REGISTRATION_KIND),
  number: z.string().min(1).max(ELIGIBILITY_LIMITS.registrationNumber),
  status: z.enum(registrationStatuses),
  expiresOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  updatedAt: epochMs,
});
export type RegistrationItem = z.infer<typeof registrationItemSchema>;

export const signatureItemSchema = z.object({
  playerSlug: playerSlugSchema,
  record: z.string().startsWith('signature#').max(100),
  kind: z.string().startsWith('signatures-').max(20),
  season: seasonSchema,
  documentId: z.enum(seasonDocumentIds),
  version: z.number().int().min(1),
  /** The name typed to sign, as typed. */
  typedName: z.string().min(1).max(ELIGIBILITY_LIMITS.typedName),
  /** The player themself, or (an under-18) the guardian the club has on record, named here. */
  signer: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('self') }),
    z.object({ kind: z.literal('guardian'), name: z.string().min(1).max(ELIGIBILITY_LIMITS.typedName) }),
  ]),
  /** The member account that signed in to sign (its verified address). */
  accountEmail: z.email().max(254),
  signedAt: epochMs,
  /** The address the signature came from (lambdas/runtime/client-ip.ts). */
  clientIp: z.string().min(1).max(100),
});
export type SignatureItem = z.infer<typeof signatureItemSchema>;

export const eligibilityItemSchema = z.union([registrationItemSchema, signatureItemSchema]);
