// GET /api/officer/eligibility → 200 { season, documents, players }: every active player with their
// USA Rugby registration and what keeps them from playing today, the ineligible first. Officers only.

import { eligibilityReport } from '../domain/eligibility/eligibility-report';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/get-eligibility-report';

export const handler = defineHandler(row, async () => json(200, await eligibilityReport(Date.now())));
