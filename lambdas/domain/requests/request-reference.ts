// A request's reference and what makes a retry find its first record: the form's idempotency key,
// the reference derived from it, and a hash of the body sent with it. Shared by visitors' requests
// (submission.ts) and members' profile changes (lambdas/domain/squad/profile-change.ts), apart from
// either's mail.

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '../../../common/requests/visitor-forms';
import { type ApiEvent, HttpError, headerOf } from '../../runtime/http';

export const KEY_REUSED_MESSAGE = 'This form was already sent with different details. Please reload the page and send it again.';

// Crockford's base 32 without I, L, O and U, so a reference read over the phone is not misheard.
const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function toReference(bytes: Uint8Array): string {
  return Array.from(bytes.subarray(0, 10), (byte) => referenceAlphabet[byte % 32]).join('');
}

/** The form's idempotency key, or a fresh one when the caller sent none; 400 when malformed. */
export function idempotencyKey(event: ApiEvent): string {
  const given = headerOf(event, IDEMPOTENCY_HEADER);
  if (given === undefined) return randomUUID();
  const parsed = idempotencyKeySchema.safeParse(given);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'The Idempotency-Key header is malformed.');
  return parsed.data;
}

/** The reference of the record a key makes, stable for that key and kind. */
export function referenceFor(scope: string, key: string): string {
  return toReference(createHash('sha256').update(`${scope}\n${key}`).digest());
}

/** A reference for a bot's answer, shaped like a real one. */
export function decoyReference(): string {
  return toReference(randomBytes(10));
}

/** A hash of what was submitted (the schema's output, whose key order the schema fixes). */
export function bodyHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}
