// Sending a member's change of their own player's bio and photo (profile-change.ts says whose player
// and how one waits): the change is stored as an open inbox request, and a proposed photo, which
// must be the member's own upload, is checked and held where no visitor can read it
// (lambdas/domain/media/held-photos.ts) until an officer decides.

import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type ProfileChangeBody, profileChangeMessages } from '../../../common/squad/profile-change';
import { ddb, tableName } from '../../runtime/dynamo';
import { cancellationCodes } from '../../runtime/existing-item';
import { HttpError } from '../../runtime/http';
import { dropHeldPhoto, type HeldPhoto, holdUpload } from '../media/held-photos';
import { memberUploadOwner } from '../media/uploads';
import { withInboxKeys } from '../requests/inbox-keys';
import { requestItemSchema } from '../requests/request-item';
import { bodyHash, KEY_REUSED_MESSAGE, referenceFor } from '../requests/request-reference';
import type { PlayerItem } from './player-item';
import { type ProfileChangeItem, playerOf } from './profile-change';
import { openChangeGuard } from './profile-change-steps';

/** Whether a body proposes nothing the player does not already have. */
function changesNothing(player: PlayerItem, body: ProfileChangeBody): boolean {
  return body.bio === (player.bio ?? '') && !body.photoUploadId && !(body.removePhoto && player.photo);
}

/** Who sends a change: the verified address their player is linked to, and their id, which owns their uploads. */
export interface ChangeSender {
  readonly email: string;
  readonly sub: string;
}

/**
 * Stores the member's change of their own player's bio and photo as an open inbox request. The
 * reference derives from the form's idempotency key, so a retry answers the change it made; 409
 * while another change of the player is open. A new photo must be the member's own upload (another
 * member's id names nothing of theirs: 400), checked as a claim checks it (413, 415), and is held
 * until an officer decides; a refused change keeps no held photo.
 */
export async function submitProfileChange(
  sender: ChangeSender,
  body: ProfileChangeBody,
  key: string,
): Promise<{ player: PlayerItem; change: ProfileChangeItem }> {
  const { email } = sender;
  const player = await playerOf(email);
  const reference = referenceFor('profile-change', key);
  const hash = bodyHash({
    slug: player.slug,
    bio: body.bio,
    ...(body.photoUploadId ? { photoUploadId: body.photoUploadId } : {}),
    ...(body.removePhoto ? { removePhoto: true } : {}),
  });
  const earlier = await readOwnChange(reference, hash);
  if (earlier) return { player, change: earlier };
  if (changesNothing(player, body)) throw new HttpError(400, profileChangeMessages.nothingChanged);

  const photo = body.photoUploadId ? await holdUpload(body.photoUploadId, memberUploadOwner(sender.sub)) : undefined;
  let change: ProfileChangeItem;
  try {
    change = await storeChange(player, email, body, photo, reference, hash);
  } catch (error) {
    await dropHeldPhoto(photo);
    throw error;
  }
  // A twin request (a second tab, a double click) stored its own copy first: this one is nobody's.
  if (photo && change.details.photo?.key !== photo.key) await dropHeldPhoto(photo);
  return { player, change };
}

async function storeChange(
  player: PlayerItem,
  email: string,
  body: ProfileChangeBody,
  photo: HeldPhoto | undefined,
  reference: string,
  hash: string,
): Promise<ProfileChangeItem> {
  const now = Date.now();
  const change = withInboxKeys(
    requestItemSchema.parse({
      id: reference,
      kind: 'profile-change',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
      bodyHash: hash,
      requesterEmail: email,
      details: {
        name: player.name,
        email,
        playerSlug: player.slug,
        bio: body.bio,
        currentBio: player.bio ?? '',
        playerUpdatedAt: player.updatedAt,
        ...(photo ? { photo } : {}),
        ...(body.removePhoto && player.photo ? { removePhoto: true } : {}),
        ...(player.photo ? { currentPhoto: player.photo } : {}),
      },
    }),
  ) as ProfileChangeItem;
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName('requests'), Item: change, ConditionExpression: 'attribute_not_exists(id)' } },
          openChangeGuard(player.slug),
        ],
      }),
    );
  } catch (error) {
    const [request, guard] = cancellationCodes(error);
    if (request === 'ConditionalCheckFailed') {
      // The same key at the same moment from a second tab or a double click: one change wins.
      const winner = await readOwnChange(reference, hash);
      if (winner) return winner;
      throw new HttpError(422, KEY_REUSED_MESSAGE);
    }
    if (guard === 'ConditionalCheckFailed') throw new HttpError(409, profileChangeMessages.openChange);
    throw error;
  }
  return change;
}

/** The change a key already made, or undefined; 422 when the key was used for another body. */
async function readOwnChange(reference: string, hash: string): Promise<ProfileChangeItem | undefined> {
  const found = await ddb.send(new GetCommand({ TableName: tableName('requests'), Key: { id: reference }, ConsistentRead: true }));
  if (!found.Item) return undefined;
  const item = requestItemSchema.parse(found.Item);
  if (item.kind !== 'profile-change' || item.bodyHash !== hash) throw new HttpError(422, KEY_REUSED_MESSAGE);
  return item;
}
