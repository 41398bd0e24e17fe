// GET /events/{nightId+} → a club night's page (/events/:nightId): the frame the build prerendered for
// every night, with the night's own title, description, canonical address and card
// (lambdas/runtime/page-frame.ts), or the page the regeneration rendered with its content. An
// address that is no night's: the frame with 404.

import { CLUB_NIGHT_ID_PATTERN, CLUB_NIGHT_LIMITS, clubNightPage } from '../../common/tickets/tickets';
import { clubNightDescription } from '../../common/tickets/club-night-text';
import { readClubNight, clubNightView } from '../domain/tickets/club-nights';
import { renderedPage } from '../domain/site/rendered-page';
import { defineHandler } from '../runtime/handler';
import { framedPage } from '../runtime/page-frame';
import { row } from '../rows/club-night-page';

export const handler = defineHandler(row, async ({ params }) =>
  framedPage(
    row.frame,
    async () => {
      const nightId = params.nightId.replace(/\/$/, '');
      if (nightId.length > CLUB_NIGHT_LIMITS.id || !CLUB_NIGHT_ID_PATTERN.test(nightId)) return undefined;
      const item = await readClubNight(nightId);
      if (!item) return undefined;
      const night = clubNightView(item);
      return { path: clubNightPage(night.id), heading: night.title, description: clubNightDescription(night) };
    },
    renderedPage,
  ),
);
