// The rental model and the hire terms as the settings table stores them (lambdas/tables.ts), beside
// the old rental pricing entries (./settings.ts): the model is one item, so a quote, a check and a
// save each read one consistent whole; each published version of the terms is an item of its own,
// kept for good, since a request names the version its renter accepted.

import * as z from 'zod';
import { rentalModelSchema } from '../../../common/rental/rental-model-schemas';
import { RENTAL_TERMS_MAX_HTML } from '../../../common/rental/rental-terms';
import { epochMs } from '../../runtime/item-fields';

/** The group and key of the one stored model. */
export const RENTAL_MODEL_GROUP = 'rental-model';
export const RENTAL_MODEL_KEY = 'current';

/** The group of the terms' versions; each key is the version, zero-padded so they sort in order. */
export const RENTAL_TERMS_GROUP = 'rental-terms';

export function termsKey(version: number): string {
  return `v${String(version).padStart(10, '0')}`;
}

export const rentalModelItemSchema = z.object({
  group: z.literal(RENTAL_MODEL_GROUP),
  key: z.literal(RENTAL_MODEL_KEY),
  model: rentalModelSchema,
  /** The officer who saved it. */
  updatedBy: z.string().max(300),
  /** The model's version again, at the top: what a save is conditioned on. */
  version: z.number().int().nonnegative(),
});
export type RentalModelItem = z.infer<typeof rentalModelItemSchema>;

export const rentalTermsItemSchema = z.object({
  group: z.literal(RENTAL_TERMS_GROUP),
  key: z.string().regex(/^v\d{10}$/),
  version: z.number().int().min(1),
  /** Sanitized when saved, like a post's (lambdas/domain/news/post-html.ts). */
  html: z.string().max(RENTAL_TERMS_MAX_HTML),
  publishedAt: epochMs,
  publishedBy: z.string().max(300),
});
export type RentalTermsItem = z.infer<typeof rentalTermsItemSchema>;
