// GET /api/officer/newsletters/{newsletterId} → the newsletter with its content, in any status. Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { readNewsletter, toOfficerNewsletter } from '../domain/newsletter/newsletters';
import { row } from '../rows/get-officer-newsletter';

export const handler = defineHandler(row, async ({ params }) => json(200, toOfficerNewsletter(await readNewsletter(params.newsletterId))));
