// What a visitor may see of a player: the one rule every public read of the squad and the player's
// page function go through. An address (the member account's, the mail address, a guardian's) never
// leaves the officers' console, nor the mails a player stopped; an under-18 player's photo and bio
// are shown only once an officer recorded a guardian's consent. A photo that stops being shown is
// also taken out of CloudFront's cache (photosOutOfView).

import type { PlayerPhoto, PublicPlayer } from '../../../common/squad/squad-api';
import type { TableChange } from '../../runtime/stream-function';
import { mediaUrl } from '../media/media';
import { type Team, teamsNamed } from '../../../common/teams/teams';
import { type PlayerItem, playerItemSchema } from './player-item';
import { playerTeamIds } from '../teams/teams';

/** The player's photo as an address on the site, whoever asks. */
export function photoOf(item: Pick<PlayerItem, 'photo'>): PlayerPhoto | undefined {
  return item.photo ? { url: mediaUrl(item.photo.key), width: item.photo.width, height: item.photo.height } : undefined;
}

/** Whether a player's photo and bio may be shown publicly. */
export function mayShowPersonalDetails(item: Pick<PlayerItem, 'under18' | 'guardianConsentAt'>): boolean {
  return !item.under18 || item.guardianConsentAt !== undefined;
}

/** The address of the photo visitors see of a player, or undefined when they see none. */
export function publicPhotoUrl(item: Pick<PlayerItem, 'photo' | 'under18' | 'guardianConsentAt'>): string | undefined {
  return item.photo && mayShowPersonalDetails(item) ? mediaUrl(item.photo.key) : undefined;
}

const shownPhotoFields = playerItemSchema.pick({ photo: true, under18: true, guardianConsentAt: true });

/**
 * The photo addresses a change to the players table took out of public view: the photo visitors
 * saw before it and no longer see (a guardian's consent withdrawn, the photo replaced or removed,
 * the player gone). Its file is kept a year by CloudFront (MEDIA_IMAGE_CACHE_CONTROL, immutable),
 * so render-pages invalidates these (lambdas/domain/site/regenerate.ts).
 */
export function photosOutOfView(changes: readonly TableChange[]): string[] {
  const shown = (item: TableChange['oldItem']) => {
    const parsed = item && shownPhotoFields.safeParse(item);
    return parsed?.success ? publicPhotoUrl(parsed.data) : undefined;
  };
  const paths = changes
    .filter((change) => change.table === 'players')
    .flatMap((change) => {
      const before = shown(change.oldItem);
      return before !== undefined && before !== shown(change.newItem) ? [before] : [];
    });
  return [...new Set(paths)];
}

/** A stored player as any visitor may see them, their teams named from `teams` (the club's list). */
export function publicPlayer(item: PlayerItem, teams: readonly Team[]): PublicPlayer {
  const shown = mayShowPersonalDetails(item);
  const photo = shown ? photoOf(item) : undefined;
  return {
    slug: item.slug,
    name: item.name,
    status: item.status,
    positions: item.positions,
    teams: teamsNamed(teams, playerTeamIds(item)),
    ...(item.shirtNumber !== undefined ? { shirtNumber: item.shirtNumber } : {}),
    ...(photo ? { photo } : {}),
    ...(shown && item.bio ? { bio: item.bio } : {}),
  };
}
