// The newsletter's subscribers in the officers' inbox (GET /api/officer/inbox/subscribers and its
// CSV, for the club's mailing tool): the query, the answer's shape and the CSV's columns, shared
// by the rows and the console. Imported with extensions: Vite's config loader reads the route table.

import * as z from 'zod';
import { INBOX_PAGE_SIZE } from './inbox';
import { newsletterInterests } from '../newsletter/newsletter';
import { pagedQuerySchema } from '../pagination';

export const INBOX_SUBSCRIBERS_PATH = '/api/officer/inbox/subscribers';
export const INBOX_SUBSCRIBERS_CSV_PATH = '/api/officer/inbox/subscribers.csv';

export const subscriberStatuses = ['confirmed', 'pending'] as const;
export const subscriberStatusLabels: Record<(typeof subscriberStatuses)[number], string> = {
  confirmed: 'Confirmed',
  pending: 'Waiting for confirmation',
};

/** Confirmed subscribers by default (the ones a newsletter may go to); search by address or name. */
export const subscriberViewSchema = z.object({
  status: z.enum(subscriberStatuses, { error: `status must be one of ${subscriberStatuses.join(', ')}` }).default('confirmed'),
  q: z.string().trim().max(100, 'The search is at most 100 characters.').default(''),
});
export type SubscriberView = z.output<typeof subscriberViewSchema>;

export const subscriberQuerySchema = pagedQuerySchema(subscriberViewSchema, INBOX_PAGE_SIZE);

export const subscriberRowSchema = z.object({
  email: z.string(),
  name: z.string(),
  interests: z.array(z.enum(newsletterInterests)),
  status: z.enum(subscriberStatuses),
  createdAt: z.number(),
  confirmedAt: z.number().optional(),
});
export type SubscriberRow = z.infer<typeof subscriberRowSchema>;

export const subscriberPageSchema = z.object({
  items: z.array(subscriberRowSchema),
  pagination: z.object({ total: z.number(), limit: z.number(), offset: z.number(), hasMore: z.boolean() }),
});
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

export const subscriberCsvColumns = ['Email', 'Name', 'Interests', 'Status', 'Subscribed', 'Confirmed'] as const;
