// The newsletter link rows (confirm, unsubscribe): the link's token in the request body, the outcome
// as a message to show.

import { newsletterMessages } from '../../../../common/newsletter/newsletter';
import { newIdempotencyKey, submitForm } from '../../components/forms/submit-form';

export type LinkOutcome = { readonly ok: true; readonly body?: unknown } | { readonly ok: false; readonly message: string };

/** The teams a confirmation's answer says the subscriber follows (ids; anything else left out). */
export function followedTeamsOf(body: unknown): string[] {
  const teams = body && typeof body === 'object' ? (body as Record<string, unknown>).followedTeams : undefined;
  return Array.isArray(teams) ? teams.filter((id): id is string => typeof id === 'string') : [];
}

/** Posts `{ token }` (and `more`, after it) to a newsletter link endpoint; a refusal carries the server's own message. */
export async function postToken(path: string, token: string, failed: string, more: Record<string, unknown> = {}): Promise<LinkOutcome> {
  // The token first: a body that starts with the club's mailed token needs no proof of work.
  const result = await submitForm(path, { token, ...more }, newIdempotencyKey());
  if (result.kind === 'ok') return { ok: true, body: result.body };
  if (result.kind === 'network') return { ok: false, message: newsletterMessages.linkNoAnswer };
  // A 4xx names what is wrong with the link; anything else is ours, and the link may still work.
  if (result.status >= 400 && result.status < 500) return { ok: false, message: result.error || failed };
  return { ok: false, message: newsletterMessages.linkNoAnswer };
}
