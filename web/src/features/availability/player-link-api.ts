// The player link row (common/teams/availability.ts PLAYER_LINK_PATH): the link's token in the body, alone
// to read what the link is about, or with the one button pressed; the answer checked for the shape
// the page shows, a refusal as the server's own message.

import { availabilityMessages, PLAYER_LINK_PATH } from '../../../../common/teams/availability';
import { type PlayerLinkAnswer, playerLinkAnswerSchema, type PlayerLinkBody } from '../../../../common/teams/availability-requests';
import { newIdempotencyKey, submitForm } from '../../components/forms/submit-form';

export type PlayerLinkOutcome = { readonly ok: true; readonly answer: PlayerLinkAnswer } | { readonly ok: false; readonly message: string };

/** What is said when the club's site gives no usable answer (offline, a 5xx): the link may still work. */
export const linkNoAnswer = 'The club’s website did not answer. Check your connection and press the button again in a moment.';

export async function postPlayerLink(body: PlayerLinkBody): Promise<PlayerLinkOutcome> {
  const result = await submitForm(PLAYER_LINK_PATH, body, newIdempotencyKey());
  if (result.kind === 'ok') {
    const parsed = playerLinkAnswerSchema.safeParse(result.body);
    return parsed.success ? { ok: true, answer: parsed.data } : { ok: false, message: linkNoAnswer };
  }
  if (result.kind === 'network') return { ok: false, message: linkNoAnswer };
  if (result.status >= 400 && result.status < 500) return { ok: false, message: result.error || availabilityMessages.badLink };
  return { ok: false, message: linkNoAnswer };
}
