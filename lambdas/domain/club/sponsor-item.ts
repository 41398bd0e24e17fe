// A sponsor as the sponsors table stores it (lambdas/tables.ts).

import * as z from 'zod';
import { seasonSchema } from '../../../common/squad/squad-schemas';
import { CLUB_SORT_ORDER_MAX } from '../../../common/club/club-officers';
import { SPONSOR_LIMITS, sponsorTiers } from '../../../common/club/sponsors';
import { epochMs, mediaKey, pixels } from '../../runtime/item-fields';

/** The one value of `sponsorItemSchema.list`: the sponsors sit in one partition, read with one Query. */
export const SPONSORS_LIST = 'all';

export const sponsorItemSchema = z.object({
  list: z.literal(SPONSORS_LIST),
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(SPONSOR_LIMITS.name),
  tier: z.enum(sponsorTiers),
  /** The logo's key below the media prefix: a raster image (PNG, JPEG, WebP), never SVG. */
  logo: z.object({ key: mediaKey, width: pixels, height: pixels }).optional(),
  /** The sponsor's site. */
  link: z
    .url({ protocol: /^https?$/ })
    .max(SPONSOR_LIMITS.link)
    .optional(),
  /** The season the sponsorship is for. */
  season: seasonSchema,
  sortOrder: z.number().int().min(0).max(CLUB_SORT_ORDER_MAX),
  updatedAt: epochMs,
});
export type SponsorItem = z.infer<typeof sponsorItemSchema>;
