// The sponsors' endpoints' schemas (zod): the one form schema the console and the handlers both
// use, the public list's season and the new order, apart from common/club/sponsors.ts so the pages that
// show the sponsors do not load zod. A logo is a raster upload (never SVG, which can carry script).

import '../zod-setup.ts';
import * as z from 'zod';
import { clubRecordIdSchema, recordOrderSchema } from './club-officer-schemas';
import { FIRST_SPONSOR_SEASON, isWebLink, LAST_SPONSOR_SEASON, SPONSOR_LIMITS, sponsorMessages, sponsorTiers } from './sponsors';
import { uploadIdSchema } from '../uploads';
import { optionalLine, requiredLine } from '../requests/visitor-forms';

const seasonNumber = z
  .number({ error: sponsorMessages.season })
  .int(sponsorMessages.season)
  .min(FIRST_SPONSOR_SEASON, sponsorMessages.season)
  .max(LAST_SPONSOR_SEASON, sponsorMessages.season);

/** `?season` of the public list: a year, or none for the current season. */
export const sponsorsQuerySchema = z.object({
  season: z
    .string()
    .max(4, sponsorMessages.season)
    .regex(/^\d{4}$/, sponsorMessages.season)
    .transform(Number)
    .pipe(seasonNumber)
    .optional(),
});

/** `{sponsorId}` of the officer paths. */
export const officerSponsorParamsSchema = z.object({ sponsorId: clubRecordIdSchema });

/** A sponsor as the console's form sends it, to add one or to replace one. */
export const sponsorFormSchema = z
  .strictObject({
    name: requiredLine('Name', SPONSOR_LIMITS.name),
    tier: z.enum(sponsorTiers, { error: sponsorMessages.tier }),
    /** The sponsor's site; empty for none. */
    link: optionalLine('Link', SPONSOR_LIMITS.link)
      .refine((link) => link === '' || isWebLink(link), sponsorMessages.link)
      .default(''),
    season: seasonNumber,
    /** A new logo (an upload of kind `image`); without one the logo stays as it is. */
    logoUploadId: uploadIdSchema.optional(),
    /** Removes the logo the sponsor has. */
    removeLogo: z.boolean().default(false),
  })
  .refine((form) => !(form.logoUploadId && form.removeLogo), { message: sponsorMessages.logoTwice, path: ['logoUploadId'] });
export type SponsorFormInput = z.input<typeof sponsorFormSchema>;
export type SponsorForm = z.output<typeof sponsorFormSchema>;

export const sponsorOrderSchema = recordOrderSchema(SPONSOR_LIMITS.sponsors, sponsorMessages.order);
