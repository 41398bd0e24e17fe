// The kinds and statuses of visitors' requests (the requests table stores them), and a
// signed-in member's own requests and newsletter entry (GET /api/me/requests): the answer's
// shape, read by the handler that builds it and by the /account page that checks it.

import * as z from 'zod';
import { newsletterTokenSchema } from '../newsletter/newsletter-requests';
import { type RequestKind, requestKinds, type RequestStatus, requestStatuses } from './request-status';

export { type RequestKind, requestKinds, type RequestStatus, requestStatuses };

export const MY_REQUESTS_PATH = '/api/me/requests';

/** The newest requests the account lists; a member with more sees these and calls the club. */
export const MY_REQUESTS_LIMIT = 50;

export const myNewsletterStatuses = ['none', 'pending', 'confirmed'] as const;

/** The words the account shows for each kind and status (the status is written out, never only coloured). */
export const requestKindLabels: Record<RequestKind, string> = {
  rental: 'Facility rental',
  sponsorship: 'Sponsorship',
  player: 'Joining the team',
  contact: 'Message',
  'profile-change': 'Player profile change',
};
export const requestStatusLabels: Record<RequestStatus, string> = {
  pending: 'Awaiting review',
  approved: 'Approved',
  declined: 'Declined',
  cancelled: 'Cancelled',
  new: 'Received',
  handled: 'Answered',
};

export const myRequestsMessages = {
  // Anyone may sign up with any address: until Cognito has checked it, the address proves nothing.
  unverified: 'Please verify your email address first: your requests are shown once the club knows the address is yours.',
  noEmail: 'Your sign-in did not include an email address. Please sign out and sign in again.',
} as const;

export const myRequestSchema = z.object({
  kind: z.enum(requestKinds),
  reference: z.string(),
  status: z.enum(requestStatuses),
  createdAt: z.number(),
  /** One line in the member's own words: dates and event title, company and type, position or subject. */
  summary: z.string(),
  /** A rental's booking page (its signed link, common/rental/rental-booking.ts) and where the booking stands there. */
  booking: z.object({ link: z.string(), standing: z.string() }).optional(),
});
export type MyRequest = z.infer<typeof myRequestSchema>;

export const myRequestsAnswerSchema = z.object({
  email: z.string(),
  requests: z.array(myRequestSchema),
  newsletter: z.object({
    status: z.enum(myNewsletterStatuses),
    /** The entry's link secret, for the member's own confirm and unsubscribe links; absent when there is no entry. */
    token: newsletterTokenSchema.optional(),
  }),
});
export type MyRequestsAnswer = z.infer<typeof myRequestsAnswerSchema>;
