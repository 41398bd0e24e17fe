// Officers' enrolment (GET /api/officer/officer-enrolments, POST …/{sub}/vouch): a member of the
// officers group who has set up an authenticator app gets the officer scope only once another
// officer has vouched for that enrolment (the very first officer: the admin, from the command line;
// docs/operations.md "Make the first officer"). The paths, the path parameter's schema, the
// statuses and the answer's shape, for the rows and the console.
// Imported with extensions: Vite's config loader reads the route table.

import '../zod-setup.ts';
import * as z from 'zod';

export const OFFICER_ENROLMENTS_PATH = '/api/officer/officer-enrolments';
export const VOUCH_OFFICER_PATH = '/api/officer/officer-enrolments/{sub}/vouch';

/**
 * awaiting: in the officers group with an authenticator app the token trigger saw, no officer has
 * vouched for it yet; vouched: an officer (or the admin) did, and the scope is given; withdrawn: the
 * authenticator app was seen gone after, so a new one needs a new vouch.
 */
export const officerEnrolmentStatuses = ['awaiting', 'vouched', 'withdrawn'] as const;
export type OfficerEnrolmentStatus = (typeof officerEnrolmentStatuses)[number];

/** A Cognito user's `sub`: a UUID, in Cognito and cognito-local alike. */
export const userSubSchema = z
  .string()
  .max(36, 'sub is too long')
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'sub must be a user id');

export const vouchParamsSchema = z.object({ sub: userSubSchema });

/** Who vouched, when the admin made the first officer from the command line. */
export const ADMIN_VOUCHER = 'the admin (command line)';

/** One officer's enrolment, as the console shows it. */
export const officerEnrolmentViewSchema = z.object({
  sub: userSubSchema,
  email: z.string(),
  status: z.enum(officerEnrolmentStatuses),
  /** When the token trigger first saw this authenticator app (epoch ms). */
  enrolledAt: z.number(),
  /** The address of the officer who vouched, or ADMIN_VOUCHER. */
  vouchedBy: z.string().optional(),
  vouchedAt: z.number().optional(),
});
export type OfficerEnrolmentView = z.infer<typeof officerEnrolmentViewSchema>;

/** GET /api/officer/officer-enrolments: officers awaiting a vouch, oldest first, and those vouched for. */
export const officerEnrolmentsAnswerSchema = z.object({
  awaiting: z.array(officerEnrolmentViewSchema),
  vouched: z.array(officerEnrolmentViewSchema),
});
export type OfficerEnrolmentsAnswer = z.infer<typeof officerEnrolmentsAnswerSchema>;

export const officerEnrolmentMessages = {
  unknown: 'There is no officer awaiting a vouch with that id; someone may have vouched already.',
  self: 'You cannot vouch for yourself: ask another officer.',
  vouched: 'Vouched: they get the officer tools at their next sign-in or within 15 minutes.',
  /** What the console tells an officer whose own two-step sign-in no officer has vouched for yet (the API refuses them). */
  awaitingYou:
    'Your two-step sign-in is waiting for another officer to vouch for it: ask an officer to vouch for you on this page. The tools open at your next sign-in after that.',
} as const;
