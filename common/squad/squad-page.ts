// What a player's page says about them besides their figures, shared by the page and its page
// function's head so the two never disagree: the positions in words and the one-line description.

import type { PublicPlayer } from './squad-api';
import { squadPositionLabels } from './squad';

/** "Hooker, Loosehead Prop" */
export function positionsText(player: Pick<PublicPlayer, 'positions'>): string {
  return player.positions.map((position) => squadPositionLabels[position]).join(', ');
}

/** The page's description: the bio a visitor may see, else who the player is. */
export function playerDescription(player: PublicPlayer): string {
  if (player.bio) return player.bio;
  const number = player.shirtNumber !== undefined ? `, number ${player.shirtNumber}` : '';
  const role = player.status === 'retired' ? 'former player' : 'player';
  return `${player.name}: ${positionsText(player)}${number}, ${role} of the Blaze Rugby Club.`;
}
