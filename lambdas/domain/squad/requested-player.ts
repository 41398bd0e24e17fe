// A new player request turned into a squad entry in one step: the player (name, positions,
// experience, under 18 from the date of birth, linked to the address the request gave), the
// request marked handled with the player it made, and the applicant's invitation, in one
// transaction, so the squad never has a player whose request still looks unanswered nor an
// answered request without its player or its mail. The player's address is the first free one
// made from the name (as an officer's own add): a taken one cancels only that try.

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { inboxMessages } from '../../../common/requests/inbox';
import { isUnder18, requestedPlayerMessages } from '../../../common/squad/requested-player';
import type { SquadPosition } from '../../../common/squad/squad';
import { SLUG_TRIES, slugCandidates, squadMessages } from '../../../common/squad/squad-api';
import { ddb, tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { deliverNew } from '../mail/outbox';
import { newOutboxItem, outboxPut } from '../mail/outbox-put';
import { untilSettled } from '../../runtime/until-settled';
import { cancellationCodes } from '../../runtime/existing-item';
import type { RequestItem } from '../requests/request-item';
import { moved, readRequest, refuseMove, requestPut, settled } from '../requests/request-moves';
import { type PlayerItem, playerItemSchema } from './player-item';
import { linkedPlayerOf } from './profile-change';
import { squadInvitationMail } from './squad-invitation-mail';

type PlayerRequestItem = Extract<RequestItem, { kind: 'player' }>;

export interface AddedPlayer {
  readonly request: PlayerRequestItem;
  readonly player: PlayerItem;
}

function playerOfRequest(request: PlayerRequestItem, slug: string, positions: readonly SquadPosition[], now: number): PlayerItem {
  const { details } = request;
  return playerItemSchema.parse({
    slug,
    name: `${details.firstName} ${details.lastName}`,
    status: 'active',
    positions,
    seasons: [],
    under18: isUnder18(details.dateOfBirth, now),
    ...(details.experience ? { experience: details.experience } : {}),
    joinedFrom: request.id,
    accountEmail: request.requesterEmail,
    createdAt: now,
    updatedAt: now,
  });
}

/** Whether a transaction was cancelled only because the player's address was taken (its second step). */
function addressTaken(error: unknown): boolean {
  const [requestStep, playerStep] = cancellationCodes(error);
  return requestStep === 'None' && playerStep === 'ConditionalCheckFailed';
}

/**
 * Adds the applicant of a new player request to the squad with `positions`. 404 for a reference
 * that is not a player request, 409 when it is no longer new or a player is already linked to its
 * address.
 */
export async function addRequestedPlayer(requestId: string, positions: readonly SquadPosition[], by: string): Promise<AddedPlayer> {
  const outcome = await untilSettled(async () => {
    const item = await readRequest(requestId);
    if (item.kind !== 'player') throw new HttpError(404, inboxMessages.unknownRequest);
    refuseMove(item, 'handle');
    const linked = await linkedPlayerOf(item.requesterEmail);
    if (linked) throw new HttpError(409, requestedPlayerMessages.alreadyLinked(linked.name));
    const name = `${item.details.firstName} ${item.details.lastName}`;
    const candidates = slugCandidates(name, SLUG_TRIES);
    if (candidates.length === 0) throw new HttpError(400, squadMessages.noSlug);
    for (const slug of candidates) {
      const next = moved(item, 'handle', by, { playerSlug: slug }) as PlayerRequestItem;
      const player = playerOfRequest(item, slug, positions, next.updatedAt);
      const mail = newOutboxItem(squadInvitationMail(item.requesterEmail, item.id), `squad invitation ${item.id}`, next.updatedAt);
      try {
        await ddb.send(
          new TransactWriteCommand({
            TransactItems: [
              requestPut(next, item),
              { Put: { TableName: tableName('players'), Item: player, ConditionExpression: 'attribute_not_exists(slug)' } },
              outboxPut(mail),
            ],
          }),
        );
      } catch (error) {
        if (addressTaken(error)) continue;
        throw error;
      }
      await deliverNew([mail], next.updatedAt);
      return { request: next, player };
    }
    throw new HttpError(409, `${SLUG_TRIES} players already have addresses made from “${name}”: add this player from Squad instead.`);
  });
  return settled(outcome);
}
