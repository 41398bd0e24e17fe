// One active player per shirt number, kept by the database rather than by a read before the write:
// a guard item per number held (the counters table's `players#shirt-<n>`, naming its player) is
// written in the same transaction as the player, conditioned on no other player holding it, so two
// officers giving one number to two players at once cannot both succeed. The Query in
// player-writes.ts still runs first, for a refusal that names the wearer; the guard settles the race.

import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { counterKey } from '../../runtime/counters';
import { tableName } from '../../runtime/dynamo';
import type { PlayerItem } from './player-item';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type ShirtHolder = Pick<PlayerItem, 'slug' | 'status' | 'shirtNumber'>;

/** The guard's key of a shirt number. */
export function shirtGuardKey(shirt: number): string {
  return counterKey('players', `shirt-${shirt}`);
}

/** The number a player holds: an active player's shirt number. */
function heldShirt(player: ShirtHolder | undefined): number | undefined {
  return player?.status === 'active' ? player.shirtNumber : undefined;
}

// Absent or this player's: a guard missing for a player saved before guards existed is fine.
const heldByThisPlayer = 'attribute_not_exists(holder) OR holder = :slug';

/**
 * The steps that move a player's guard from the number they held (`before`, absent for a new
 * player) to the one they hold after: take the new one unless another player holds it, free the old
 * one unless another player holds it. A player keeping their number takes it again, which changes
 * nothing but adds the guard to a player saved before guards existed.
 */
export function shirtGuardSteps(before: ShirtHolder | undefined, after: ShirtHolder): TransactItem[] {
  const held = heldShirt(before);
  const next = heldShirt(after);
  const steps: TransactItem[] = [];
  if (next !== undefined) {
    steps.push({
      Put: {
        TableName: tableName('counters'),
        Item: { list: shirtGuardKey(next), holder: after.slug },
        ConditionExpression: heldByThisPlayer,
        ExpressionAttributeValues: { ':slug': after.slug },
      },
    });
  }
  if (held !== undefined && held !== next) {
    steps.push({
      Delete: {
        TableName: tableName('counters'),
        Key: { list: shirtGuardKey(held) },
        ConditionExpression: heldByThisPlayer,
        ExpressionAttributeValues: { ':slug': after.slug },
      },
    });
  }
  return steps;
}
