// A `?season=` query parameter as the fixtures and the squad read it: a four-digit year within the
// reader's bounds, with the same words wherever it is refused.

import './zod-setup.ts';
import * as z from 'zod';

/** `?season=2026` as a number from `first` to `last`: four digits, nothing around them (one spelling a season). */
export function seasonQueryField(first: number, last: number) {
  return z
    .string()
    .max(4, 'season must be a year such as 2026')
    .regex(/^\d{4}$/, 'season must be a year such as 2026')
    .transform(Number)
    .pipe(z.number().int().min(first, `season must be ${first} or later`).max(last, `season must be ${last} or earlier`));
}
