// Who may play: USA Rugby requires a current registration, and the club collects its season
// documents (the medical form, the waiver, the code of conduct) before the season. The player keeps
// their registration and signs each document on /account with their typed name (a guardian signs
// for an under-18); officers write the documents' texts, each save a new version that makes earlier
// signatures out of date. The paths, the words and the rule, shared by the rows, the team sheet's
// warning, the officers' list and the pages. No zod here: the schemas are in ./eligibility-schemas.ts.

import { clubDay, clubYear } from '../club-time';

/** GET: the member's registration, the season's documents with their signatures, and whether they may play (row `get-my-eligibility`). */
export const MY_ELIGIBILITY_PATH = '/api/me/eligibility';
/** PUT { number, status, expiresOn }: the member's USA Rugby registration (row `update-my-registration`). */
export const MY_REGISTRATION_PATH = '/api/me/registration';
/** POST { version, typedName }: signs the document's current version for this season (row `sign-my-document`). */
export const MY_DOCUMENT_SIGNATURE_PATH = '/api/me/documents/{documentId}/signature';

/** GET: the season's documents as officers write them (row `list-season-documents`). */
export const OFFICER_SEASON_DOCUMENTS_PATH = '/api/officer/season-documents';
/** PUT { text, baseVersion }: a new version of one document (row `update-season-document`). */
export const OFFICER_SEASON_DOCUMENT_PATH = '/api/officer/season-documents/{documentId}';
/** GET: every active player with what they are missing for the season (row `get-eligibility-report`). */
export const OFFICER_ELIGIBILITY_PATH = '/api/officer/eligibility';
/** POST { season }: one reminder to every player missing something (row `send-eligibility-reminders`). */
export const OFFICER_ELIGIBILITY_REMINDERS_PATH = '/api/officer/eligibility/reminders';

/** The club's season documents: fixed, so a reminder names them in the club's own words. */
export const seasonDocumentIds = ['medical-form', 'waiver', 'code-of-conduct'] as const;
export type SeasonDocumentId = (typeof seasonDocumentIds)[number];
export const seasonDocumentTitles: Record<SeasonDocumentId, string> = {
  'medical-form': 'Medical form',
  waiver: 'Waiver',
  'code-of-conduct': 'Code of conduct',
};

/** A registration's status as USA Rugby shows it on the member's record; only `active` lets a player play. */
export const registrationStatuses = ['active', 'pending', 'expired', 'suspended'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];
export const registrationStatusLabels: Record<RegistrationStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  expired: 'Expired',
  suspended: 'Suspended',
};

export const ELIGIBILITY_LIMITS = {
  /** A document's text: a waiver is a few pages. */
  documentText: 20_000,
  typedName: 100,
  /** USA Rugby member numbers are digits; letters and hyphens are let through for older cards. */
  registrationNumber: 20,
} as const;

/** The season the club collects its documents for: its calendar year (as the squad numbers seasons). */
export function eligibilitySeason(ms: number): number {
  return clubYear(ms);
}

export interface StoredRegistration {
  readonly number: string;
  readonly status: RegistrationStatus;
  /** The last day it is valid, `YYYY-MM-DD`, a day of the club's calendar. */
  readonly expiresOn: string;
}

/** What the rule reads about one player for one season. */
export interface EligibilityFacts {
  readonly registration?: Pick<StoredRegistration, 'status' | 'expiresOn'>;
  /** The current version of each document the club has published (one without a version asks nothing). */
  readonly documents: readonly { readonly id: SeasonDocumentId; readonly version: number }[];
  /** The newest version of each document the player (or guardian) signed this season. */
  readonly signed: Partial<Record<SeasonDocumentId, number>>;
  /**
   * Whether the player's linked member has paid the season's dues in full; absent where the club
   * does not make paying a condition to play (its dues settings, common/membership/membership.ts).
   */
  readonly dues?: { readonly season: number; readonly paid: boolean };
}

export type IneligibleReason =
  | { readonly kind: 'no-registration' }
  | { readonly kind: 'registration-not-active'; readonly status: RegistrationStatus }
  | { readonly kind: 'registration-expired'; readonly expiresOn: string }
  | { readonly kind: 'document-unsigned'; readonly documentId: SeasonDocumentId }
  | { readonly kind: 'document-outdated'; readonly documentId: SeasonDocumentId; readonly signedVersion: number; readonly version: number }
  | { readonly kind: 'dues-unpaid'; readonly season: number };

export interface Eligibility {
  readonly eligible: boolean;
  readonly reasons: IneligibleReason[];
}

/**
 * Whether a player may play on the club's calendar day of `at` (a match's kick-off, or now): a
 * registration that is active and not expired before that day (its expiry day still counts), the
 * current version of every published document signed, and, where the club asks it, the season's
 * dues paid; otherwise every reason, in that order.
 */
export function eligibilityAt(at: number, facts: EligibilityFacts): Eligibility {
  const day = clubDay(at);
  const reasons: IneligibleReason[] = [];
  const registration = facts.registration;
  if (!registration) reasons.push({ kind: 'no-registration' });
  else {
    const lapsed = registration.expiresOn < day;
    // An `expired` status past its expiry day says one thing: the registration lapsed.
    const notActive = registration.status !== 'active' && !(registration.status === 'expired' && lapsed);
    if (notActive) reasons.push({ kind: 'registration-not-active', status: registration.status });
    if (lapsed) reasons.push({ kind: 'registration-expired', expiresOn: registration.expiresOn });
  }
  for (const document of facts.documents) {
    const signed = facts.signed[document.id];
    if (signed === undefined) reasons.push({ kind: 'document-unsigned', documentId: document.id });
    else if (signed < document.version) {
      reasons.push({ kind: 'document-outdated', documentId: document.id, signedVersion: signed, version: document.version });
    }
  }
  if (facts.dues && !facts.dues.paid) reasons.push({ kind: 'dues-unpaid', season: facts.dues.season });
  return { eligible: reasons.length === 0, reasons };
}

/** One reason in a sentence, for the team sheet's warning, the officers' list and /account. */
export function ineligibleReasonText(reason: IneligibleReason): string {
  switch (reason.kind) {
    case 'no-registration':
      return 'No USA Rugby registration on record';
    case 'registration-not-active':
      return `USA Rugby registration is ${registrationStatusLabels[reason.status].toLowerCase()}`;
    case 'registration-expired':
      return `USA Rugby registration lapsed (expired ${reason.expiresOn})`;
    case 'document-unsigned':
      return `${seasonDocumentTitles[reason.documentId]} not signed`;
    case 'document-outdated':
      return `${seasonDocumentTitles[reason.documentId]} signed in version ${reason.signedVersion}, not the current version ${reason.version}`;
    case 'dues-unpaid':
      return `Dues unpaid for ${reason.season}`;
  }
}

/** A typed name as it is compared: case, spaces and curly apostrophes do not matter. */
export function normalTypedName(name: string): string {
  return name.normalize('NFKC').replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();
}

export const eligibilityMessages = {
  noPlayer: 'No player of the squad is linked to your account’s address: ask an officer to link it.',
  unknownDocument: 'The club has no such season document.',
  notPublished: 'The club has not published this document yet.',
  oldVersion: (current: number) =>
    `A newer version (${current}) of this document was published since you opened it: read it again and sign that one.`,
  alreadySigned: 'You signed this version of the document this season already.',
  nameMismatch: 'Type the player’s name as the club has it on the squad.',
  guardianMismatch: 'Type the name of the guardian the club has on record for the player.',
  guardianUnknown: 'The club has no guardian on record for this under-18 player: ask an officer to add one before signing.',
  changedMeanwhile: 'Another officer published a new version of this document meanwhile: reload it and make your change again.',
  notThisSeason: (season: number) => `The reminders go for the current season, ${season}: reload the list.`,
} as const;
