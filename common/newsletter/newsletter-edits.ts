// What officers send to write, preview, try and send a newsletter (rows under
// /api/officer/newsletters), what those rows answer, and the archive's query: the schemas the
// console and the handlers both use. Imported with extensions: Vite's config loader reads the route table.

import * as z from 'zod';
import { stripTags } from '../news/news';
import { NEWS_SLUG_MAX_LENGTH, NEWS_SLUG_PATTERN } from '../news/news';
import { newsletterInterests } from './newsletter';
import { NEWSLETTER_ARCHIVE_PAGE_SIZE, NEWSLETTER_ID_MAX_LENGTH, newsletterStatuses } from './newsletters';
import { pageQuerySchema } from '../pagination';
import { POST_LIMITS } from '../news/post-edits';
import { requiredLine } from '../requests/visitor-forms';

/** GET: every newsletter, newest first; POST: a new draft. */
export const OFFICER_NEWSLETTERS_PATH = '/api/officer/newsletters';
/** GET one newsletter with its content; PUT: replace a draft; DELETE: remove a draft or a scheduled one. */
export const OFFICER_NEWSLETTER_PATH = '/api/officer/newsletters/{newsletterId}';
/** GET: the mail as a subscriber gets it (subject, HTML and plain-text parts, headers). */
export const NEWSLETTER_PREVIEW_PATH = '/api/officer/newsletters/{newsletterId}/preview';
/** POST: the mail to the signed-in officer's own address. */
export const NEWSLETTER_TEST_SEND_PATH = '/api/officer/newsletters/{newsletterId}/test-sends';
/** POST: send now or at a time; DELETE: take a scheduled newsletter back to draft. */
export const NEWSLETTER_SEND_PATH = '/api/officer/newsletters/{newsletterId}/send';
/** GET: sent, bounced, complained, unsubscribed and the rest, counted as they happen. */
export const NEWSLETTER_REPORT_PATH = '/api/officer/newsletters/{newsletterId}/report';

export { NEWSLETTER_ID_MAX_LENGTH } from './newsletters';

export const NEWSLETTER_LIMITS = {
  subject: 150,
  /** Characters of HTML, as a post's. */
  content: POST_LIMITS.content,
  /** How far ahead a newsletter may be scheduled. */
  scheduleDays: 366,
} as const;

export const newsletterEditMessages = {
  audience: 'Choose at least one audience: the subscribers of those interests get it.',
  needsText: 'A newsletter needs some text.',
  content: `The newsletter must be at most ${NEWSLETTER_LIMITS.content} characters of HTML.`,
  unknown: 'There is no newsletter with that id; it may have been deleted.',
  notDraft: 'Only a draft can be changed: this newsletter is scheduled or sent. Take a scheduled one back to draft first.',
  notDeletable: 'A newsletter that is being sent or was sent stays: it is in the archive and its report.',
  notSendable: 'This newsletter is already scheduled or sent.',
  notScheduled: 'This newsletter is not scheduled any more: its sending has started, or it was taken back already.',
  sendAtPast: 'The time to send must be in the future; to send it now, choose Send Now.',
  sendAtFar: `The time to send must be within ${NEWSLETTER_LIMITS.scheduleDays} days.`,
  noAddress: 'Your sign-in carries no address to send the test to.',
} as const;

export const newsletterIdSchema = z
  .string()
  .max(NEWSLETTER_ID_MAX_LENGTH, 'Not a newsletter id.')
  .regex(NEWS_SLUG_PATTERN, 'Not a newsletter id.');
export const newsletterParamsSchema = z.object({ newsletterId: newsletterIdSchema });

const audienceSchema = z
  .array(z.enum(newsletterInterests, { error: `audience may hold only: ${newsletterInterests.join(', ')}.` }))
  .min(1, newsletterEditMessages.audience)
  .max(newsletterInterests.length)
  .transform((audience) => newsletterInterests.filter((interest) => audience.includes(interest)));

/** A draft as the editor sends it (new or replacing one); its HTML is sanitized as a post's on save. */
export const newsletterFormSchema = z
  .strictObject({
    subject: requiredLine('Subject', NEWSLETTER_LIMITS.subject),
    audience: audienceSchema,
    content: z.string({ error: 'Content must be text.' }).max(NEWSLETTER_LIMITS.content, newsletterEditMessages.content),
  })
  .refine((form) => stripTags(form.content) !== '', { path: ['content'], message: newsletterEditMessages.needsText });
export type NewsletterFormInput = z.input<typeof newsletterFormSchema>;
export type NewsletterForm = z.output<typeof newsletterFormSchema>;

/** Send: `sendAt` null sends now (within a minute), else at that time (epoch ms, chosen in the club's zone). */
export const newsletterSendSchema = z.strictObject({
  sendAt: z.number({ error: 'sendAt must be a time (epoch milliseconds) or null.' }).int().nonnegative().nullable(),
});
export type NewsletterSend = z.output<typeof newsletterSendSchema>;

const statusSchema = z.enum(newsletterStatuses);

/** A newsletter in the officers' list: no content. */
export const officerNewsletterSummarySchema = z.object({
  id: z.string().max(NEWS_SLUG_MAX_LENGTH),
  subject: z.string(),
  audience: z.array(z.enum(newsletterInterests)),
  status: statusSchema,
  createdAt: z.number(),
  updatedAt: z.number(),
  sendAt: z.number().nullable(),
  sentAt: z.number().nullable(),
});
export type OfficerNewsletterSummary = z.infer<typeof officerNewsletterSummarySchema>;

export const officerNewsletterSchema = officerNewsletterSummarySchema.extend({ content: z.string() });
export type OfficerNewsletter = z.infer<typeof officerNewsletterSchema>;

export const officerNewsletterListSchema = z.object({ newsletters: z.array(officerNewsletterSummarySchema) });
export type OfficerNewsletterList = z.infer<typeof officerNewsletterListSchema>;

/** The mail as a subscriber would get it. */
export const newsletterPreviewSchema = z.object({
  subject: z.string(),
  from: z.string(),
  html: z.string(),
  text: z.string(),
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

export const newsletterTestSendSchema = z.object({ to: z.string() });

/** What a newsletter's report counts, each as it happens. */
export const newsletterReportFields = ['queued', 'sent', 'skipped', 'failed', 'bounced', 'complained', 'unsubscribed'] as const;
export type NewsletterReportField = (typeof newsletterReportFields)[number];

export const newsletterReportLabels: Record<NewsletterReportField, string> = {
  queued: 'Recipients',
  sent: 'Sent',
  skipped: 'Not sent (on the suppression list, or unsubscribed before it went)',
  failed: 'Given up after every retry',
  bounced: 'Bounced',
  complained: 'Marked as spam',
  unsubscribed: 'Unsubscribed from it',
};

export const newsletterReportSchema = z.object({
  id: z.string(),
  status: statusSchema,
  counts: z.object(
    Object.fromEntries(newsletterReportFields.map((field) => [field, z.number()])) as Record<NewsletterReportField, z.ZodNumber>,
  ),
});
export type NewsletterReport = z.infer<typeof newsletterReportSchema>;

/** `?limit&offset` of the archive. */
export const newsletterArchiveQuerySchema = pageQuerySchema(NEWSLETTER_ARCHIVE_PAGE_SIZE);
