// An officer's decision on a member's player profile change (profile-change.ts): an approval writes
// the bio and photo onto the player in the same transaction that approves the request, frees the
// player's open-change slot and queues the member's mail, conditioned on the player being as the
// change saw it, so an officer's edit made since is never overwritten; a decline leaves the player as
// it is. A proposed photo is copied to a fresh media key before the transaction (deleted again if it
// fails); once either decision is written, the held photo and a replaced photo are deleted, a
// failure there logged, not thrown. Each then tries the mail at once (what fails waits in the outbox).

import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { profileChangeMessages } from '../../../common/squad/profile-change';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { dropHeldPhoto, publishHeldPhoto } from '../media/held-photos';
import { deliverNew } from '../mail/outbox';
import { newOutboxItem, outboxPut } from '../mail/outbox-put';
import { untilSettled } from '../../runtime/until-settled';
import { moved, refuseMove, requestPut, settled } from '../requests/request-moves';
import { type PlayerItem, playerItemSchema } from './player-item';
import { deletePhoto, newPhotoDestination } from './player-writes';
import type { ProfileChangeItem } from './profile-change';
import { profileChangeApprovedMail, profileChangeDeclinedMail } from './profile-change-mail';
import { readChange } from './profile-change-photos';
import { openChangeClosed, playerProfileUpdate } from './profile-change-steps';

async function readPlayer(slug: string): Promise<PlayerItem | undefined> {
  const found = await ddb.send(new GetCommand({ TableName: tableName('players'), Key: { slug }, ConsistentRead: true }));
  return found.Item ? playerItemSchema.parse(found.Item) : undefined;
}

/**
 * Approves an open change: the bio and photo onto the player, the request approved, the open slot
 * freed and the member's mail, in one transaction. 409 when the player was edited or unlinked since
 * the change was sent (the officer declines it then), or the change is no longer open.
 */
export async function approveProfileChange(requestId: string, by: string): Promise<ProfileChangeItem> {
  const outcome = await untilSettled(async () => {
    const item = await readChange(requestId);
    refuseMove(item, 'approve');
    const player = await readPlayer(item.details.playerSlug);
    if (player?.accountEmail !== item.requesterEmail) throw new HttpError(409, profileChangeMessages.unlinked);
    if (player.updatedAt !== item.details.playerUpdatedAt) throw new HttpError(409, profileChangeMessages.playerChanged);
    const next = moved(item, 'approve', by) as ProfileChangeItem;
    const now = Math.max(next.updatedAt, player.updatedAt + 1);
    const mail = newOutboxItem(profileChangeApprovedMail(item.details.email, item.id), `profile change ${item.id}`, now);
    const published = item.details.photo ? await publishHeldPhoto(item.details.photo, newPhotoDestination()) : undefined;
    try {
      await ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            requestPut(next, item),
            playerProfileUpdate({
              slug: player.slug,
              bio: item.details.bio,
              photo: published ?? (item.details.removePhoto ? 'remove' : undefined),
              seenUpdatedAt: item.details.playerUpdatedAt,
              accountEmail: item.requesterEmail,
              now,
            }),
            openChangeClosed(player.slug),
            outboxPut(mail),
          ],
        }),
      );
    } catch (error) {
      // Nothing names the copy: the held photo stays for the next try, or for a decline.
      await deletePhoto(published);
      throw error;
    }
    if (published || item.details.removePhoto) await deletePhoto(player.photo);
    await dropHeldPhoto(item.details.photo);
    await deliverNew([mail], now);
    return next;
  });
  return settled(outcome);
}

/**
 * Declines an open change: the player stays as it is; the request declined, the slot freed and the
 * member mailed, in one transaction; then the held photo, if any, is deleted.
 */
export async function declineProfileChange(requestId: string, by: string): Promise<ProfileChangeItem> {
  const outcome = await untilSettled(async () => {
    const item = await readChange(requestId);
    refuseMove(item, 'decline');
    const next = moved(item, 'decline', by) as ProfileChangeItem;
    const mail = newOutboxItem(profileChangeDeclinedMail(item.details.email, item.id), `profile change ${item.id}`, next.updatedAt);
    await ddb.send(
      new TransactWriteCommand({ TransactItems: [requestPut(next, item), openChangeClosed(item.details.playerSlug), outboxPut(mail)] }),
    );
    await dropHeldPhoto(item.details.photo);
    await deliverNew([mail], next.updatedAt);
    return next;
  });
  return settled(outcome);
}
