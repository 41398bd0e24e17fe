// GET /public/api/sponsors?season=2026 → { season, sponsors }: one season's sponsors (the club's
// current year without ?season) by tier, then the officers' order (/partners and the about page).

import type { SponsorList } from '../../common/club/sponsors';
import { clubYear } from '../../common/club-time';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { querySponsors, seasonSponsors } from '../domain/club/sponsors';
import { row } from '../rows/list-sponsors';

export const handler = defineHandler(row, async ({ query }) => {
  const season = query.season ?? clubYear(Date.now());
  const body: SponsorList = { season, sponsors: seasonSponsors(await querySponsors(), season) };
  return json(200, body);
});
