// The member's own season as a player (common/teams/availability.ts): their fixtures with where they
// stand, their answers, replies and mail choices, with their ID token; answers checked against the
// schemas the handlers build them with (common/teams/availability-requests.ts).

import {
  type AvailabilityAnswer,
  type MailChoices,
  MY_FIXTURE_ANSWER_PATH,
  MY_MAIL_CHOICES_PATH,
  MY_SEASON_PATH,
  MY_SELECTION_REPLY_PATH,
  type SelectionReply,
} from '../../../../common/teams/availability';
import { type MySeasonAnswer, mySeasonAnswerSchema } from '../../../../common/teams/availability-requests';
import { fillPath } from '../../../../common/fill-path';
import { ApiError } from '../../components/data/use-api';
import { signedInFetchJson } from '../../lib/auth/signed-in-fetch';

/** The season, or null when the address is not verified yet (403, which the requests' card explains). */
export async function fetchMySeason(signal?: AbortSignal): Promise<MySeasonAnswer | null> {
  try {
    return await signedInFetchJson(MY_SEASON_PATH, (body) => mySeasonAnswerSchema.parse(body), { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

export function answerMyFixture(gameId: string, answer: AvailabilityAnswer): Promise<unknown> {
  return signedInFetchJson(fillPath(MY_FIXTURE_ANSWER_PATH, { gameId }), (body) => body, { method: 'PUT', body: { answer } });
}

export function replyToMySelection(gameId: string, reply: SelectionReply): Promise<unknown> {
  return signedInFetchJson(fillPath(MY_SELECTION_REPLY_PATH, { gameId }), (body) => body, { method: 'PUT', body: { reply } });
}

export function saveMailChoices(choices: MailChoices): Promise<unknown> {
  return signedInFetchJson(MY_MAIL_CHOICES_PATH, (body) => body, { method: 'PUT', body: choices });
}
