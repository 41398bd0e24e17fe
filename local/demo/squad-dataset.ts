// The `squad` demo dataset: the players of local/demo/squad.ts in the players table, each with a
// portrait drawn and rasterised at seed time (local/demo/squad-art.ts) and uploaded to the media
// bucket before the player's item is written. The under-18 players are marked so, one with a
// guardian's consent recorded; the player marked memberAccount is linked to the demo member. The
// figures (playerStats) come from the fixtures' team sheets, not from here.

import { PutObjectCommand } from '@aws-sdk/client-s3';
import { clubYear } from '../../common/club-time';
import { MEDIA_IMAGE_CACHE_CONTROL, mediaObjectKey } from '../../lambdas/domain/media/media';
import { type PlayerItem, playerItemSchema } from '../../lambdas/domain/squad/player-item';
import { demoMember } from '../aws/create-user-pool';
import { type DemoDataset, type MediaTarget, putIfAbsent } from './dataset';
import { PORTRAIT_SIZE, portraitSvg, renderPortrait } from './squad-art';
import { type DemoPlayer, demoSquad } from './squad';

/** The media key of a demo player's portrait (fixed, so a second seed finds it there). */
const portraitKey = (slug: string) => `squad/demo-${slug}.webp`;

export function demoPlayerItem(player: DemoPlayer, index: number, now: number): PlayerItem {
  const season = clubYear(now);
  return playerItemSchema.parse({
    slug: player.slug,
    name: player.name,
    status: player.retired ? 'retired' : 'active',
    positions: player.positions,
    ...(player.shirtNumber !== undefined ? { shirtNumber: player.shirtNumber } : {}),
    photo: { key: portraitKey(player.slug), width: PORTRAIT_SIZE, height: PORTRAIT_SIZE },
    bio: player.bio,
    seasons: player.seasons.map((relative) => season + relative),
    under18: player.under18 !== undefined,
    ...(player.under18 === 'consent' ? { guardianConsentAt: now - (index + 1) * 86_400_000 } : {}),
    ...(player.memberAccount ? { accountEmail: demoMember.email } : {}),
    createdAt: now,
    updatedAt: now,
  });
}

async function uploadPortrait(media: MediaTarget, player: DemoPlayer, index: number): Promise<void> {
  await media.client.send(
    new PutObjectCommand({
      Bucket: media.bucket,
      Key: mediaObjectKey(portraitKey(player.slug)),
      Body: await renderPortrait(portraitSvg(index, player.shirtNumber)),
      ContentType: 'image/webp',
      CacheControl: MEDIA_IMAGE_CACHE_CONTROL,
    }),
  );
}

export function squadDataset(version: number, players: readonly DemoPlayer[]): DemoDataset {
  return {
    name: 'squad',
    version,
    async seed(target) {
      const { media } = target;
      if (!media) throw new Error('The squad dataset uploads its portraits: seed it with the media bucket (SeedOptions.media).');
      let added = 0;
      for (const [index, player] of players.entries()) {
        await uploadPortrait(media, player, index);
        if (await putIfAbsent(target, 'players', demoPlayerItem(player, index, target.now), 'slug')) added++;
      }
      return added;
    },
  };
}

export const demoSquadDataset = squadDataset(1, demoSquad);
