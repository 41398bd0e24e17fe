// The names and text limits every visitor form and its endpoint agree on, in a module without zod so the
// footer form on every page can use them without bringing the validation library into the first
// bundle. common/requests/visitor-forms.ts re-exports them with the field rules.

/**
 * The hidden field bots fill in. People never see it (it is off-screen and out of the tab order),
 * so any value means a script: the server answers as if all went well and keeps nothing.
 */
export const HONEYPOT_FIELD = 'website';

/** The request header carrying the form's idempotency key (one per filled-in form, kept across retries). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Text limits shared by every form. */
export const FORM_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  shortText: 200,
  longText: 5_000,
} as const;

/**
 * A message (the server's `error`, which ends with a full stop) as a clause inside a sentence:
 * without its closing punctuation, so the sentence around it does not read "taken.. Please".
 */
export function asClause(detail: string): string {
  return detail.trim().replace(/[.!\s]+$/, '');
}

/** The old site's failure sentence of the rental and sponsorship forms, around the server's error. */
export function submissionFailure(detail: string): string {
  return `Sorry, there was an error submitting your request: ${asClause(detail)}. Please try again or contact us directly.`;
}

/** Whether a field value is blank (absent, or only spaces). */
export function isBlank(value: string | undefined | null): boolean {
  return value === undefined || value === null || value.trim() === '';
}

/**
 * The request header carrying a visitor form's proof of work (common/requests/proof-of-work.ts): the id of a
 * challenge the server gave out and the counter that solves it, `<id>:<counter>`. Every form row of
 * the route table that asks for one refuses a request without it (lambdas/runtime/proof-of-work.ts).
 */
export const PROOF_OF_WORK_HEADER = 'Proof-Of-Work';

/** Where a form asks for a challenge: POST `{}` → 201 `{ challenge: { parameters } }`. */
export const FORM_CHALLENGES_PATH = '/public/api/form-challenges';

/** The answer to a refused proof: the form gets a new challenge, solves it and sends once more. */
export const PROOF_REFUSED_MESSAGE = "This form's check has expired or was already used. Please send it again.";
