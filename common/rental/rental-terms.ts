// The club's hire terms: a document officers edit and publish in versions (each kept for good),
// public at /rental-terms, and accepted by a renter on the rental request form by its version. The
// current version comes with the rental model's answer (./rental-model.ts), which both pages read.
// No zod here: the terms page and the form import it (the schema of an officer's save is in
// ./rental-model-schemas.ts).

/** The public page of the current terms. */
export const RENTAL_TERMS_PAGE = '/rental-terms';
/** POST: officers publish a new version (route row `create-rental-terms`). */
export const OFFICER_RENTAL_TERMS_PATH = '/api/officer/rental-terms';

/** The longest terms, in characters of HTML: inside a request body's 64 KB with room to spare. */
export const RENTAL_TERMS_MAX_HTML = 60_000;

export interface RentalTerms {
  readonly version: number;
  /** Sanitized when published, as a news post's HTML is. */
  readonly html: string;
  readonly publishedAt: number;
}

/** The tick box's words: what the renter accepts. */
export function termsAcceptanceText(version: number, publishedAt: string): string {
  return `I have read and accept the club's hire terms (version ${version}, published ${publishedAt}).`;
}
