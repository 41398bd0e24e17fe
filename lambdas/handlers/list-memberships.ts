// GET /api/officer/memberships?season=2026 → { season, memberships: [{ id, name, email, typeName,
// teamName?, priceCents, paidCents, owedCents, state, dueAt, … }], byType, byTeam, totals }: the
// treasurer's view of a season's dues, paid, outstanding and overdue, by type and by team
// (lambdas/domain/membership/membership-money.ts). Officers only.

import { membershipMoney } from '../domain/membership/membership-money';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/list-memberships';

export const handler = defineHandler(row, async ({ query }) => json(200, await membershipMoney(query.season, Date.now())));
