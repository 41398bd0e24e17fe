// GET /api/officer/memberships?season=2026 → { memberships: [{ id, name, email, typeName, priceCents,
// paidCents, standing, … }] }: a season's memberships by name with what the club holds of each one's
// dues, for the officers who record cash and cheques against them. Officers only.

import { seasonMemberships } from '../domain/membership/memberships';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/list-memberships';

export const handler = defineHandler(row, async ({ query }) => json(200, { memberships: await seasonMemberships(query.season) }));
