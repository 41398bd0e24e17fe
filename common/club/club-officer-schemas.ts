// The officers' endpoints' schemas (zod): the one form schema the console and the handlers both
// use, the path's id and the new order, apart from common/club/club-officers.ts so the pages that show
// the officers do not load zod. Imported with extensions: Vite's config loader reads the route table.

import '../zod-setup.ts';
import * as z from 'zod';
import { CLUB_OFFICER_LIMITS, clubOfficerMessages, MAILBOX_PATTERN } from './club-officers';
import { uploadIdSchema } from '../uploads';
import { optionalText, requiredLine } from '../requests/visitor-forms';

/** A record id in an officer path: what the handlers make (a slug or a UUID). */
export const clubRecordIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Not an id of this site.');

/** `{officerId}` of the officer paths. */
export const officerClubOfficerParamsSchema = z.object({ officerId: clubRecordIdSchema });

/** An officer as the console's form sends it, to add one or to replace one. */
export const clubOfficerFormSchema = z
  .strictObject({
    role: requiredLine('Role', CLUB_OFFICER_LIMITS.role),
    name: requiredLine('Name', CLUB_OFFICER_LIMITS.name),
    bio: optionalText('Biography', CLUB_OFFICER_LIMITS.bio).default(''),
    mailbox: z
      .string({ error: clubOfficerMessages.mailbox })
      .trim()
      .max(CLUB_OFFICER_LIMITS.mailbox, clubOfficerMessages.mailbox)
      .regex(MAILBOX_PATTERN, clubOfficerMessages.mailbox),
    askAbout: optionalText('Ask about', CLUB_OFFICER_LIMITS.askAbout).default(''),
    /** A new photo (an upload of kind `image`); without one the photo stays as it is. */
    photoUploadId: uploadIdSchema.optional(),
    /** Removes the photo the officer has. */
    removePhoto: z.boolean().default(false),
  })
  .refine((form) => !(form.photoUploadId && form.removePhoto), { message: clubOfficerMessages.photoTwice, path: ['photoUploadId'] });
export type ClubOfficerFormInput = z.input<typeof clubOfficerFormSchema>;
export type ClubOfficerForm = z.output<typeof clubOfficerFormSchema>;

/** A list's new order: every id once (rows `reorder-club-officers`, `reorder-sponsors`). */
export function recordOrderSchema(max: number, message: string) {
  return z.strictObject({
    ids: z
      .array(clubRecordIdSchema, { error: message })
      .min(1, message)
      .max(max, message)
      .refine((ids) => new Set(ids).size === ids.length, message),
  });
}

export const clubOfficerOrderSchema = recordOrderSchema(CLUB_OFFICER_LIMITS.officers, clubOfficerMessages.order);
export type RecordOrder = z.output<typeof clubOfficerOrderSchema>;
