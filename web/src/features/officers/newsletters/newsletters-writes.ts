// The newsletters console's calls to the officers' newsletter rows, with the signed-in officer's
// access token; each answer is checked with the rows' own answer schemas (common/newsletter/newsletter-edits.ts).

import { fillPath } from '../../../../../common/fill-path';
import {
  NEWSLETTER_PREVIEW_PATH,
  NEWSLETTER_REPORT_PATH,
  NEWSLETTER_SEND_PATH,
  NEWSLETTER_TEST_SEND_PATH,
  type NewsletterForm,
  type NewsletterPreview,
  type NewsletterReport,
  newsletterPreviewSchema,
  newsletterReportSchema,
  newsletterTestSendSchema,
  OFFICER_NEWSLETTER_PATH,
  OFFICER_NEWSLETTERS_PATH,
  type OfficerNewsletter,
  type OfficerNewsletterSummary,
  officerNewsletterListSchema,
  officerNewsletterSchema,
} from '../../../../../common/newsletter/newsletter-edits';
import { officerFetchJson } from '../../../lib/auth/signed-in-fetch';

const params = (newsletterId: string) => ({ newsletterId });
const parseNewsletter = (body: unknown): OfficerNewsletter => officerNewsletterSchema.parse(body);

export async function fetchNewsletters(signal?: AbortSignal): Promise<OfficerNewsletterSummary[]> {
  return (await officerFetchJson(OFFICER_NEWSLETTERS_PATH, (body) => officerNewsletterListSchema.parse(body), { signal })).newsletters;
}

export function fetchNewsletter(newsletterId: string, signal?: AbortSignal): Promise<OfficerNewsletter> {
  return officerFetchJson(fillPath(OFFICER_NEWSLETTER_PATH, params(newsletterId)), parseNewsletter, { signal });
}

export function createNewsletter(form: NewsletterForm): Promise<OfficerNewsletter> {
  return officerFetchJson(OFFICER_NEWSLETTERS_PATH, parseNewsletter, { method: 'POST', body: form });
}

export function updateNewsletter(newsletterId: string, form: NewsletterForm): Promise<OfficerNewsletter> {
  return officerFetchJson(fillPath(OFFICER_NEWSLETTER_PATH, params(newsletterId)), parseNewsletter, { method: 'PUT', body: form });
}

export async function deleteNewsletter(newsletterId: string): Promise<void> {
  await officerFetchJson(fillPath(OFFICER_NEWSLETTER_PATH, params(newsletterId)), () => undefined, { method: 'DELETE' });
}

export function fetchPreview(newsletterId: string, signal?: AbortSignal): Promise<NewsletterPreview> {
  return officerFetchJson(fillPath(NEWSLETTER_PREVIEW_PATH, params(newsletterId)), (body) => newsletterPreviewSchema.parse(body), {
    signal,
  });
}

/** Sends the newsletter to the signed-in officer; answers the address it went to. */
export async function sendTest(newsletterId: string): Promise<string> {
  const answer = await officerFetchJson(
    fillPath(NEWSLETTER_TEST_SEND_PATH, params(newsletterId)),
    (body) => newsletterTestSendSchema.parse(body),
    {
      method: 'POST',
      body: {},
    },
  );
  return answer.to;
}

/** Sends now (null) or at a time. */
export function sendNewsletter(newsletterId: string, sendAt: number | null): Promise<OfficerNewsletter> {
  return officerFetchJson(fillPath(NEWSLETTER_SEND_PATH, params(newsletterId)), parseNewsletter, { method: 'POST', body: { sendAt } });
}

export function unscheduleNewsletter(newsletterId: string): Promise<OfficerNewsletter> {
  return officerFetchJson(fillPath(NEWSLETTER_SEND_PATH, params(newsletterId)), parseNewsletter, { method: 'DELETE' });
}

export function fetchReport(newsletterId: string, signal?: AbortSignal): Promise<NewsletterReport> {
  return officerFetchJson(fillPath(NEWSLETTER_REPORT_PATH, params(newsletterId)), (body) => newsletterReportSchema.parse(body), { signal });
}
