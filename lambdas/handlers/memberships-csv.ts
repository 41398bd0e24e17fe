// GET /api/officer/memberships.csv?season=2026 → text/csv: the treasurer's view of a season's dues as
// a spreadsheet, a row per membership and a totals row (lambdas/domain/membership/membership-money.ts).
// Officers only.

import { membershipsCsv, seasonDues } from '../domain/membership/membership-money';
import { defineHandler } from '../runtime/handler';
import { row } from '../rows/memberships-csv';

export const handler = defineHandler(row, async ({ query }) => ({
  statusCode: 200,
  headers: {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="memberships-${query.season}.csv"`,
  },
  body: membershipsCsv(await seasonDues(query.season, Date.now())),
}));
