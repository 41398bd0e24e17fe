import { z } from 'zod';

/** The most rows one list request may ask for; larger requests are refused, not clamped. */
export const MAX_PAGE_LIMIT = 100;
/**
 * Offsets past this are refused. DynamoDB has no offset, so a list request reads offset + limit
 * items: this bounds what one (uncached, e.g. `?offset=<n>`) request can cost. 1000 is far deeper
 * than anyone pages into a club's news.
 */
export const MAX_OFFSET = 1000;

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${field} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `${field} must be at least ${min}`)
        .max(max, `${field} must be at most ${max}`),
    );

/** Query-string `limit` and `offset` of a list endpoint, as text from the URL. */
export function pageQuerySchema(defaultLimit: number) {
  return z.object({
    limit: wholeNumber('limit', 1, MAX_PAGE_LIMIT).default(defaultLimit),
    offset: wholeNumber('offset', 0, MAX_OFFSET).default(0),
  });
}

export interface PageInfo {
  total: number;
  limit: number;
  offset: number;
}
