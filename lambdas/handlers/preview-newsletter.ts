// GET /api/officer/newsletters/{newsletterId}/preview → { subject, from, html, text, headers }: the
// mail exactly as a subscriber would get it (lambdas/domain/newsletter/newsletter-mail.ts), its
// unsubscribe links made with a key and a token no subscriber has. Officers only.

import type { NewsletterPreview } from '../../common/newsletter/newsletter-edits';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { senderAddress } from '../domain/mail/mail-settings';
import { newsletterMail, siteAddress } from '../domain/newsletter/newsletter-mail';
import { readNewsletter } from '../domain/newsletter/newsletters';
import { SAMPLE_RECIPIENT } from '../domain/newsletter/sample-recipient';
import { row } from '../rows/preview-newsletter';

export const handler = defineHandler(row, async ({ params }) => {
  const newsletter = await readNewsletter(params.newsletterId);
  const mail = newsletterMail(newsletter, SAMPLE_RECIPIENT, siteAddress());
  const body: NewsletterPreview = {
    subject: mail.subject,
    from: senderAddress(),
    html: mail.html ?? '',
    text: mail.text,
    headers: (mail.headers ?? []).map(({ name, value }) => ({ name, value })),
  };
  return json(200, body);
});
