// GET /players/{slug+} → a player's page (/players/:slug): the frame the build prerendered for every
// player, with the player's own title, description, canonical address and card, their photo when a
// visitor may see it (lambdas/runtime/page-frame.ts). The head is made from what any visitor may see
// (player-privacy.ts), so an under-18 player's bio and photo stay out of link previews too. An
// unknown player or an address that is no player's: the frame with 404.

import { isPlayerSlug } from '../../common/squad/squad';
import { playerPagePath } from '../../common/squad/squad-api';
import { playerDescription } from '../../common/squad/squad-page';
import { defineHandler } from '../runtime/handler';
import { framedPage } from '../runtime/page-frame';
import { publicPlayer } from '../domain/squad/player-privacy';
import { getPlayer } from '../domain/squad/players';
import { readTeams } from '../domain/teams/teams';
import { renderedPage } from '../domain/site/rendered-page';
import { row } from '../rows/player-page';

export const handler = defineHandler(row, async ({ params }) =>
  framedPage(
    row.frame,
    async () => {
      const slug = params.slug.replace(/\/$/, '');
      if (!isPlayerSlug(slug)) return undefined;
      const [item, teams] = await Promise.all([getPlayer(slug), readTeams()]);
      if (!item) return undefined;
      const player = publicPlayer(item, teams);
      return {
        path: playerPagePath(player.slug),
        heading: player.name,
        description: playerDescription(player),
        ...(player.photo ? { image: player.photo.url } : {}),
      };
    },
    renderedPage,
  ),
);
