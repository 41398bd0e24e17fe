// What a visitor may see of a player: the one rule every public read of the squad and the player's
// page function go through. An address never leaves the officers' console; an under-18 player's
// photo and bio are shown only once an officer recorded a guardian's consent.

import type { PlayerPhoto, PublicPlayer } from '../../../common/squad-api';
import { mediaUrl } from '../media/media';
import type { PlayerItem } from './player-item';

/** The player's photo as an address on the site, whoever asks. */
export function photoOf(item: Pick<PlayerItem, 'photo'>): PlayerPhoto | undefined {
  return item.photo ? { url: mediaUrl(item.photo.key), width: item.photo.width, height: item.photo.height } : undefined;
}

/** Whether a player's photo and bio may be shown publicly. */
export function mayShowPersonalDetails(item: Pick<PlayerItem, 'under18' | 'guardianConsentAt'>): boolean {
  return !item.under18 || item.guardianConsentAt !== undefined;
}

/** A stored player as any visitor may see them. */
export function publicPlayer(item: PlayerItem): PublicPlayer {
  const shown = mayShowPersonalDetails(item);
  const photo = shown ? photoOf(item) : undefined;
  return {
    slug: item.slug,
    name: item.name,
    status: item.status,
    positions: item.positions,
    ...(item.shirtNumber !== undefined ? { shirtNumber: item.shirtNumber } : {}),
    ...(photo ? { photo } : {}),
    ...(shown && item.bio ? { bio: item.bio } : {}),
  };
}
