// The eligibility rows' schemas (zod): what /account and the officers' console send, and the answers
// they read, apart from ./eligibility.ts so the rule and the words load no zod.

import '../zod-setup.ts';
import * as z from 'zod';
import { ELIGIBILITY_LIMITS, type IneligibleReason, registrationStatuses, seasonDocumentIds } from './eligibility';

const dayPattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A real calendar day, `YYYY-MM-DD` (a date input's value). */
export const calendarDaySchema = z
  .string({ error: 'Expiry must be a date (YYYY-MM-DD).' })
  .max(10, 'Expiry must be a date (YYYY-MM-DD).')
  .regex(dayPattern, 'Expiry must be a date (YYYY-MM-DD).')
  .refine((day) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const utc = new Date(Date.UTC(year, month - 1, date));
    return utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date && year >= 2000 && year <= 2100;
  }, 'Expiry must be a real date between 2000 and 2100.');

export const documentIdSchema = z.enum(seasonDocumentIds, { error: `the document must be one of ${seasonDocumentIds.join(', ')}` });
export const documentParamsSchema = z.object({ documentId: documentIdSchema });

export const registrationBodySchema = z.object({
  number: z
    .string({ error: 'The registration number is required.' })
    .trim()
    .min(4, 'The registration number has at least 4 characters.')
    .max(ELIGIBILITY_LIMITS.registrationNumber, `The registration number has at most ${ELIGIBILITY_LIMITS.registrationNumber} characters.`)
    .regex(/^[A-Za-z0-9-]+$/, 'The registration number is letters, digits and hyphens.'),
  status: z.enum(registrationStatuses, { error: `The status must be one of ${registrationStatuses.join(', ')}.` }),
  expiresOn: calendarDaySchema,
});
export type RegistrationBody = z.output<typeof registrationBodySchema>;

const versionField = z
  .number({ error: 'version must be a whole number' })
  .int('version must be a whole number')
  .min(1, 'version must be 1 or more')
  .max(1_000_000);

export const signatureBodySchema = z.object({
  version: versionField,
  typedName: z
    .string({ error: 'Type your name to sign.' })
    .trim()
    .min(2, 'Type your name to sign.')
    .max(ELIGIBILITY_LIMITS.typedName, `A typed name has at most ${ELIGIBILITY_LIMITS.typedName} characters.`),
});
export type SignatureBody = z.output<typeof signatureBodySchema>;

export const documentBodySchema = z.object({
  text: z
    .string({ error: 'The document needs its text.' })
    .trim()
    .min(1, 'The document needs its text.')
    .max(ELIGIBILITY_LIMITS.documentText, `A document has at most ${ELIGIBILITY_LIMITS.documentText} characters.`),
  /** The version the officer edited (0: none yet), so two officers' saves cannot pass each other unseen. */
  baseVersion: z
    .number({ error: 'baseVersion must be a whole number' })
    .int('baseVersion must be a whole number')
    .min(0, 'baseVersion must be 0 or more')
    .max(1_000_000),
});
export type DocumentBody = z.output<typeof documentBodySchema>;

export const remindersBodySchema = z.object({
  season: z.number({ error: 'season must be a year' }).int('season must be a year').min(2000).max(2100),
});

// The answers, as the rows build them and the pages read them.

const reasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('no-registration') }),
  z.object({ kind: z.literal('registration-not-active'), status: z.enum(registrationStatuses) }),
  z.object({ kind: z.literal('registration-expired'), expiresOn: z.string() }),
  z.object({ kind: z.literal('document-unsigned'), documentId: z.enum(seasonDocumentIds) }),
  z.object({
    kind: z.literal('document-outdated'),
    documentId: z.enum(seasonDocumentIds),
    signedVersion: z.number(),
    version: z.number(),
  }),
  z.object({ kind: z.literal('dues-unpaid'), season: z.number() }),
]) satisfies z.ZodType<IneligibleReason>;

export const eligibilitySchema = z.object({ eligible: z.boolean(), reasons: z.array(reasonSchema) });

export const registrationSchema = z.object({
  number: z.string(),
  status: z.enum(registrationStatuses),
  expiresOn: z.string(),
  updatedAt: z.number(),
});

export const seasonDocumentSchema = z.object({
  id: z.enum(seasonDocumentIds),
  title: z.string(),
  /** Absent while the club has published no version (nothing to sign). */
  version: z.number().optional(),
  text: z.string().optional(),
  publishedAt: z.number().optional(),
});
export type SeasonDocument = z.infer<typeof seasonDocumentSchema>;

export const signatureSchema = z.object({
  version: z.number(),
  typedName: z.string(),
  signer: z.enum(['self', 'guardian']),
  signedAt: z.number(),
});

export const myEligibilityAnswerSchema = z.object({
  season: z.number(),
  /** Absent when no player is linked to the member's address (most members). */
  player: z.object({ name: z.string(), under18: z.boolean(), guardianName: z.string().optional() }).optional(),
  registration: registrationSchema.optional(),
  documents: z.array(seasonDocumentSchema.extend({ signature: signatureSchema.optional() })),
  eligibility: eligibilitySchema.optional(),
});
export type MyEligibilityAnswer = z.infer<typeof myEligibilityAnswerSchema>;

export const seasonDocumentsAnswerSchema = z.object({ documents: z.array(seasonDocumentSchema) });

export const eligibilityReportSchema = z.object({
  season: z.number(),
  documents: z.array(seasonDocumentSchema.pick({ id: true, title: true, version: true })),
  players: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      under18: z.boolean(),
      /** The club has an address its mail can reach (theirs, or a guardian's for an under-18). */
      reachable: z.boolean(),
      registration: registrationSchema.optional(),
      eligibility: eligibilitySchema,
    }),
  ),
});
export type EligibilityReport = z.infer<typeof eligibilityReportSchema>;

export const remindersAnswerSchema = z.object({
  /** Players missing something. */
  missing: z.number(),
  /** Reminders written to the outbox (a player already reminded today is not mailed again). */
  mailed: z.number(),
  /** Players missing something the club has no address for. */
  unreachable: z.number(),
});
export type RemindersAnswer = z.infer<typeof remindersAnswerSchema>;
