import * as z from 'zod';

/** The most rows one list request may ask for; larger requests are refused, not clamped. */
export const MAX_PAGE_LIMIT = 100;
/**
 * The largest offset a request may give. It only bounds the number's size: a request's cost is
 * bounded by the list's length, since an offset past the end reads nothing (lambdas/commons/paging.ts).
 */
export const MAX_OFFSET = 10_000_000;

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .max(12, `${field} must be a whole number`)
    .regex(/^\d+$/, `${field} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(min, `${field} must be at least ${min}`).max(max, `${field} must be at most ${max}`));

/** Query-string `limit` and `offset` of a list endpoint, as text from the URL. */
export function pageQuerySchema(defaultLimit: number) {
  return z.object({
    limit: wholeNumber('limit', 1, MAX_PAGE_LIMIT).default(defaultLimit),
    offset: wholeNumber('offset', 0, MAX_OFFSET).default(0),
  });
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
