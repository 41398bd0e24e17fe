// How officers' changes reach the players table: a record from the console's form, the one-active-
// player-per-shirt rule, the photo claimed from an upload, and a new player's address chosen from
// their name (the first free of `name`, `name-2`…, taken by a conditional put, so an existing
// player is never overwritten and two officers adding one name at once get two addresses). Each
// write carries the player's shirt guard (shirt-guard.ts).

import { randomUUID } from 'node:crypto';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { SLUG_TRIES, slugCandidates, squadMessages } from '../../../common/squad/squad-api';
import type { PlayerForm } from '../../../common/squad/squad-api-schemas';
import { ddb, tableName } from '../../runtime/dynamo';
import { cancellationCodes } from '../../runtime/existing-item';
import { indexName } from '../../table-keys';
import { HttpError } from '../../runtime/http';
import { logger } from '../../runtime/logger';
import { claimUpload, deleteMedia } from '../media/uploads';
import { type PlayerItem, playerItemSchema } from './player-item';
import { mayShowPersonalDetails } from './player-privacy';
import { getPlayer, queryPlayers } from './players';
import { shirtGuardSteps } from './shirt-guard';
import { type Team, teamMessages } from '../../../common/teams/teams';

/** Refuses a shirt number an active player other than `slug` wears. */
export async function checkShirtNumber(item: Pick<PlayerItem, 'slug' | 'status' | 'shirtNumber'>): Promise<void> {
  if (item.status !== 'active' || item.shirtNumber === undefined) return;
  const wearer = (await queryPlayers('active')).find((player) => player.shirtNumber === item.shirtNumber && player.slug !== item.slug);
  if (wearer) throw new HttpError(409, squadMessages.shirtTaken(item.shirtNumber, wearer.name));
}

/**
 * Refuses linking a member account another player is linked to: a member has one player, so the
 * profile they change is never in doubt. Absent or empty (keep or unlink) is always fine.
 */
export async function checkAccountEmail(slug: string, accountEmail: string | undefined): Promise<void> {
  if (!accountEmail) return;
  const linked = await ddb.send(
    new QueryCommand({
      TableName: tableName('players'),
      IndexName: indexName('players', 'byAccount'),
      KeyConditionExpression: '#account = :email',
      ExpressionAttributeNames: { '#account': 'accountEmail', '#name': 'name' },
      ExpressionAttributeValues: { ':email': accountEmail },
      ProjectionExpression: 'slug, #name',
    }),
  );
  const other = (linked.Items ?? []).find((item) => item.slug !== slug);
  if (other) throw new HttpError(409, squadMessages.accountTaken(String(other.name)));
}

/** Where a player's new photo goes in the media bucket (its extension added): a fresh key of the squad's. */
export function newPhotoDestination(): string {
  return `squad/${randomUUID()}`;
}

/** A new photo's upload claimed as the player's, or undefined when the form sends none. */
export async function claimPhoto(form: PlayerForm): Promise<PlayerItem['photo']> {
  if (!form.photoUploadId) return undefined;
  const media = await claimUpload(form.photoUploadId, 'image', newPhotoDestination());
  if (!media.width || !media.height) throw new HttpError(415, 'The photo could not be measured: upload a JPEG, PNG or WebP image.');
  return { key: media.key, width: media.width, height: media.height };
}

/** Refuses a team the club does not have (the form's teams; absent keeps the player's). */
export function checkTeams(teams: readonly Team[], ids: readonly string[] | undefined): void {
  const unknown = (ids ?? []).filter((id) => !teams.some((team) => team.id === id));
  if (unknown.length > 0) throw new HttpError(400, `${teamMessages.unknownTeam} (${unknown.join(', ')})`);
}

/** Refuses a guardian's consent, or a guardian's address, for a player not under 18. */
export function checkConsent(form: Pick<PlayerForm, 'under18' | 'guardianConsent' | 'guardianEmail' | 'guardianName'>): void {
  if (form.guardianConsent && !form.under18) throw new HttpError(400, squadMessages.consentNotUnder18);
  if (form.guardianEmail && !form.under18) throw new HttpError(400, squadMessages.guardianNotUnder18);
  if (form.guardianName && !form.under18) throw new HttpError(400, squadMessages.guardianNameNotUnder18);
}

/** A form's address field: absent keeps the stored one, empty removes it. */
function keptOrSet(sent: string | undefined, stored: string | undefined): string | undefined {
  return sent === undefined ? stored : sent || undefined;
}

/** The stored record of a form: `existing` is the player's record before (absent for a new player). */
export function playerItemFromForm(
  slug: string,
  form: PlayerForm,
  photo: PlayerItem['photo'],
  now: number,
  existing?: PlayerItem,
): PlayerItem {
  checkConsent(form);
  const consentAt = form.under18 && form.guardianConsent ? (existing?.guardianConsentAt ?? now) : undefined;
  // A photo visitors saw is not kept hidden once it may no longer be shown (a guardian's consent
  // withdrawn): its address was public, so the photo goes (the handler deletes its file, render-pages
  // clears CloudFront's copy: player-privacy.ts). A new one may be uploaded with the consent.
  const withdrawn =
    existing !== undefined &&
    mayShowPersonalDetails(existing) &&
    !mayShowPersonalDetails({ under18: form.under18, guardianConsentAt: consentAt });
  const keptPhoto = form.removePhoto || withdrawn ? undefined : existing?.photo;
  const chosenPhoto = photo ?? keptPhoto;
  const account = form.accountEmail === undefined ? existing?.accountEmail : form.accountEmail;
  const contact = keptOrSet(form.contactEmail, existing?.contactEmail);
  // A guardian is kept only while the player is under 18.
  const guardian = form.under18 ? keptOrSet(form.guardianEmail, existing?.guardianEmail) : undefined;
  const guardianName = form.under18 ? keptOrSet(form.guardianName, existing?.guardianName) : undefined;
  const teams = form.teams ?? existing?.teams;
  return playerItemSchema.parse({
    slug,
    name: form.name,
    status: form.status,
    positions: form.positions,
    ...(form.shirtNumber !== null ? { shirtNumber: form.shirtNumber } : {}),
    ...(chosenPhoto ? { photo: chosenPhoto } : {}),
    ...(form.bio ? { bio: form.bio } : {}),
    seasons: existing?.seasons ?? [],
    under18: form.under18,
    ...(consentAt !== undefined ? { guardianConsentAt: consentAt } : {}),
    ...(account ? { accountEmail: account } : {}),
    ...(teams ? { teams } : {}),
    ...(contact ? { contactEmail: contact } : {}),
    ...(guardian ? { guardianEmail: guardian } : {}),
    ...(guardianName ? { guardianName } : {}),
    // The player's own choice, never the form's (lambdas/domain/squad/player-item.ts).
    ...(existing?.mailStops ? { mailStops: existing.mailStops } : {}),
    ...(existing?.experience ? { experience: existing.experience } : {}),
    ...(existing?.joinedFrom ? { joinedFrom: existing.joinedFrom } : {}),
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  });
}

/** The refusal of a shirt number another player took since the check: naming them when the index already shows them. */
async function shirtRaceError(item: PlayerItem): Promise<HttpError> {
  try {
    await checkShirtNumber(item);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  return new HttpError(409, squadMessages.shirtJustTaken(item.shirtNumber ?? 0));
}

/** Stores a new player under the first free address made from their name, with their shirt's guard; the stored record. */
export async function putNewPlayer(build: (slug: string) => PlayerItem, name: string): Promise<PlayerItem> {
  const candidates = slugCandidates(name, SLUG_TRIES);
  if (candidates.length === 0) throw new HttpError(400, squadMessages.noSlug);
  for (const slug of candidates) {
    const item = build(slug);
    try {
      await ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: tableName('players'), Item: item, ConditionExpression: 'attribute_not_exists(slug)' } },
            ...shirtGuardSteps(undefined, item),
          ],
        }),
      );
      return item;
    } catch (error) {
      const [player, ...guards] = cancellationCodes(error);
      if (player === 'ConditionalCheckFailed') continue;
      if (guards.includes('ConditionalCheckFailed')) throw await shirtRaceError(item);
      throw error;
    }
  }
  throw new HttpError(409, `${SLUG_TRIES} players already have addresses made from “${name}”: add something to tell this one apart.`);
}

/**
 * Replaces a player's record as `existing` was read, moving their shirt's guard with it: 404 when
 * the player is gone, 409 when the record changed since the read (a member's approved bio is never
 * overwritten unseen) or their new number was just taken.
 */
export async function replacePlayer(item: PlayerItem, existing: PlayerItem): Promise<void> {
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName('players'),
              Item: item,
              ConditionExpression: 'updatedAt = :seen',
              ExpressionAttributeValues: { ':seen': existing.updatedAt },
            },
          },
          ...shirtGuardSteps(existing, item),
        ],
      }),
    );
  } catch (error) {
    const [player, ...guards] = cancellationCodes(error);
    if (player === 'ConditionalCheckFailed') {
      const gone = (await getPlayer(existing.slug, { consistent: true })) === undefined;
      throw new HttpError(gone ? 404 : 409, gone ? squadMessages.unknownPlayer : squadMessages.changedMeanwhile);
    }
    if (guards.includes('ConditionalCheckFailed')) throw await shirtRaceError(item);
    throw error;
  }
}

/** Deletes a photo no record holds any more; a failure is logged and left (an orphan costs little). */
export async function deletePhoto(photo: PlayerItem['photo']): Promise<void> {
  if (!photo) return;
  try {
    await deleteMedia(photo.key);
  } catch (error) {
    logger.warn('media not deleted', { key: photo.key, error: error instanceof Error ? error.name : 'unknown' });
  }
}
