// The newsletter link rows (confirm, unsubscribe): the link's token in the request body, the outcome
// as a message to show.

import { newsletterMessages } from '../../../../common/newsletter';
import { newIdempotencyKey, submitForm } from '../../components/forms/submit-form';

export type LinkOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** Posts `{ token }` to a newsletter link endpoint; a refusal carries the server's own message. */
export async function postToken(path: string, token: string, failed: string): Promise<LinkOutcome> {
  const result = await submitForm(path, { token }, newIdempotencyKey());
  if (result.kind === 'ok') return { ok: true };
  if (result.kind === 'network') return { ok: false, message: newsletterMessages.linkNoAnswer };
  // A 4xx names what is wrong with the link; anything else is ours, and the link may still work.
  if (result.status >= 400 && result.status < 500) return { ok: false, message: result.error || failed };
  return { ok: false, message: newsletterMessages.linkNoAnswer };
}
