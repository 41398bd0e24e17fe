// GET /api/officer/newsletters/{newsletterId}/report → { id, status, counts }: what happened to the
// newsletter's mails, each count kept as it happened (lambdas/domain/newsletter/newsletter-report.ts),
// read with one BatchGet. Officers only.

import type { NewsletterReport } from '../../common/newsletter/newsletter-edits';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { readReport } from '../domain/newsletter/newsletter-report';
import { readNewsletter } from '../domain/newsletter/newsletters';
import { row } from '../rows/get-newsletter-report';

export const handler = defineHandler(row, async ({ params }) => {
  const newsletter = await readNewsletter(params.newsletterId);
  const body: NewsletterReport = { id: newsletter.id, status: newsletter.status, counts: await readReport(newsletter.id) };
  return json(200, body);
});
