// The links in the club's mails about a match (the availability request and reminder, the
// selection, a fixture's change): each opens the player link page (common/teams/availability.ts) with a
// token in the fragment that names one fixture and one player and expires the day after kick-off,
// signed with an HMAC so it cannot be made up or altered, and nothing of it stored. The key is the
// payments secret's `receiptKey` (lambdas/domain/payments/payments-secret.ts), read from Secrets
// Manager as the receipt links read it, turned into a key of the links' own by an HMAC of their
// purpose: a receipt token can never pass for a player link, nor the other way round. Changing the
// receipt key ends every player link given before, as it ends the receipt links (docs/operations.md).

import { createHmac, timingSafeEqual } from 'node:crypto';
import { availabilityMessages, type PlayerLinkAction, playerLinkPath } from '../../../common/teams/availability';
import { RETRY_AFTER_SECONDS } from '../../runtime/errors';
import { HttpError } from '../../runtime/http';
import { sitePageLink } from '../mail/mail-text';
import { paymentsSecret } from '../payments/payments-secret';

/** A link works until this long after its fixture's kick-off: a selected player may still withdraw late. */
export const PLAYER_LINK_AFTER_KICKOFF_MS = 24 * 3_600_000;

/** The links' own key, from the receipt key (never the receipt key itself). */
export function playerLinkKeyFrom(receiptKey: string): Buffer {
  return createHmac('sha256', receiptKey).update('blaze player links v1').digest();
}

/** The links' key, read from the payments secret; 503 when it cannot be read. */
export async function playerLinkKey(): Promise<Buffer> {
  try {
    return playerLinkKeyFrom((await paymentsSecret()).receiptKey);
  } catch (error) {
    if (error instanceof HttpError && error.status === 503) {
      throw new HttpError(503, 'The club’s website is busy for a moment. Please try the link again shortly.', {
        'retry-after': String(RETRY_AFTER_SECONDS),
      });
    }
    throw error;
  }
}

function signature(key: Buffer, gameId: string, playerSlug: string, expires: string): string {
  return createHmac('sha256', key).update(`${gameId}\n${playerSlug}\n${expires}`).digest('base64url');
}

/** The token of one player's links about one fixture, working until `expiresAt` (epoch ms). */
export function signPlayerLink(key: Buffer, gameId: string, playerSlug: string, expiresAt: number): string {
  const expires = Math.floor(expiresAt / 1000).toString(36);
  return `${gameId}.${playerSlug}.${expires}.${signature(key, gameId, playerSlug, expires)}`;
}

/** When the links about a fixture kicking off at `kickoff` stop working. */
export function playerLinkExpiry(kickoff: number): number {
  return kickoff + PLAYER_LINK_AFTER_KICKOFF_MS;
}

export type PlayerLinkCheck =
  | { readonly ok: true; readonly gameId: string; readonly playerSlug: string; readonly expiresAt: number }
  | { readonly ok: false; readonly reason: 'forged' | 'expired' };

/** What a token names, when its signature is the key's (compared in constant time) and it has not expired at `now`. */
export function checkPlayerLink(key: Buffer, token: string, now: number): PlayerLinkCheck {
  const parts = token.split('.');
  if (parts.length !== 4) return { ok: false, reason: 'forged' };
  const [gameId, playerSlug, expires, given] = parts as [string, string, string, string];
  const expected = Buffer.from(signature(key, gameId, playerSlug, expires));
  const sent = Buffer.from(given);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return { ok: false, reason: 'forged' };
  const expiresAt = Number.parseInt(expires, 36) * 1000;
  if (!Number.isFinite(expiresAt) || now >= expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, gameId, playerSlug, expiresAt };
}

/** The fixture and player a token names, or the link page's refusal: 404 for a token not ours, 410 for an expired one. */
export async function openPlayerLink(token: string, now: number): Promise<{ readonly gameId: string; readonly playerSlug: string }> {
  const checked = checkPlayerLink(await playerLinkKey(), token, now);
  if (checked.ok) return checked;
  throw checked.reason === 'expired'
    ? new HttpError(410, availabilityMessages.expiredLink)
    : new HttpError(404, availabilityMessages.badLink);
}

/** The absolute address of a player link's page, offering `action` first (SITE_URL). */
export function playerLinkUrl(token: string, action?: PlayerLinkAction): string {
  return sitePageLink(playerLinkPath(token, action));
}
