// A list endpoint's `limit` and `offset`. Both are part of a cached list's CloudFront cache key, so
// each must have few values, each written one way: `limit` is one of the page sizes the site's pages
// use, and `offset` a whole number of pages, in digits with no leading zero or space. Anything else
// is a 400, never a new key a stranger can mint by the million; the patterns are also what
// CloudFront's query filter refuses other spellings by (infra/query-forms.ts).

import './zod-setup.ts';
import * as z from 'zod';

/**
 * The page sizes a list may be asked for: the news list (6), the officers' posts (20), the officers'
 * gallery console (24), the officers' inbox and subscribers (25), the gallery, fixtures and meetings (50).
 */
export const PAGE_LIMITS = [6, 20, 24, 25, 50] as const;
export type PageLimit = (typeof PAGE_LIMITS)[number];

/**
 * The largest offset a request may give. It only bounds the number's size: a request's cost is
 * bounded by the list's length, since an offset past the end reads nothing (lambdas/runtime/paging.ts).
 */
export const MAX_OFFSET = 100_000;

const limitMessage = `limit must be one of ${PAGE_LIMITS.join(', ')}`;

const limitField = (defaultLimit: PageLimit) =>
  z
    .string()
    .max(2, limitMessage)
    .regex(new RegExp(`^(?:${PAGE_LIMITS.join('|')})$`), limitMessage)
    .transform(Number)
    .default(defaultLimit);

const offsetMessage = 'offset must be a whole number, in digits with no leading zero (0, 6, 12…)';

const offsetField = z
  .string()
  .max(12, offsetMessage)
  .regex(/^(?:0|[1-9]\d*)$/, offsetMessage)
  .transform(Number)
  .pipe(z.number().int().max(MAX_OFFSET, `offset must be at most ${MAX_OFFSET}`))
  .default(0);

/** `limit` alone, for a list that has one page (the fixtures, the meetings). */
export function limitQuerySchema(defaultLimit: PageLimit) {
  return z.object({ limit: limitField(defaultLimit) });
}

/**
 * `fields` with `limit` and `offset`, the offset a multiple of the limit (0, 25, 50… for 25). The
 * check is on the whole query, so this is the last step of a list's schema: zod cannot extend an
 * object after a refinement.
 */
export function pagedQuerySchema<Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>, defaultLimit: PageLimit) {
  return fields.extend({ limit: limitField(defaultLimit), offset: offsetField }).refine(
    // zod runs an object's refinements even after a field failed; such a field is not a number.
    (query) => {
      const { limit, offset } = query as { limit?: unknown; offset?: unknown };
      return typeof limit !== 'number' || typeof offset !== 'number' || offset % limit === 0;
    },
    { message: 'offset must be a multiple of limit (0, limit, twice the limit…): a whole number of pages', path: ['offset'] },
  );
}

/** Query-string `limit` and `offset` of a list endpoint, as text from the URL. */
export function pageQuerySchema(defaultLimit: PageLimit) {
  return pagedQuerySchema(z.object({}), defaultLimit);
}

export interface PageRequest {
  readonly limit: number;
  readonly offset: number;
}

export interface PageInfo {
  total: number;
  limit: number;
  offset: number;
  /** More items follow this page. */
  hasMore: boolean;
}
