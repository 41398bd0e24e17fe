// One officer's enrolment as the officerEnrolments table stores it (lambdas/tables.ts): an
// authenticator app the officer token trigger saw on a member of the officers group, and who
// vouched for it, when (lambdas/domain/accounts/officer-enrolments.ts).

import * as z from 'zod';
import { officerEnrolmentStatuses } from '../../../common/club/officer-enrolments';
import { epochMs } from '../../runtime/item-fields';

export const officerEnrolmentItemSchema = z.object({
  /** The Cognito user's `sub`: the enrolment is the user's, whatever address they change to. */
  sub: z.string().min(1).max(64),
  /** The address the user had when last seen, for the console. */
  email: z.email().max(254),
  status: z.enum(officerEnrolmentStatuses),
  /** When the trigger first saw this authenticator app. */
  enrolledAt: epochMs,
  /** The officer who vouched (their address), or ADMIN_VOUCHER, and their `sub` when an officer. */
  vouchedBy: z.string().min(1).max(254).optional(),
  vouchedBySub: z.string().min(1).max(64).optional(),
  vouchedAt: epochMs.optional(),
  /** When the authenticator app was seen gone after a vouch or while awaiting one. */
  withdrawnAt: epochMs.optional(),
  /** The byStatus index's sort key: the last change. */
  changedAt: epochMs,
});
export type OfficerEnrolmentItem = z.infer<typeof officerEnrolmentItemSchema>;

/**
 * The row of an enrolment vouched for at `at` by `voucher`: what the admin's first officer
 * (infra/first-officer.ts) and the demo officer (local/demo/demo-officer.ts) are given.
 */
export function vouchedEnrolment(
  enrolment: Pick<OfficerEnrolmentItem, 'sub' | 'email' | 'enrolledAt'>,
  voucher: { readonly by: string; readonly sub?: string },
  at: number,
): OfficerEnrolmentItem {
  return officerEnrolmentItemSchema.parse({
    sub: enrolment.sub,
    email: enrolment.email,
    status: 'vouched',
    enrolledAt: enrolment.enrolledAt,
    vouchedBy: voucher.by,
    ...(voucher.sub ? { vouchedBySub: voucher.sub } : {}),
    vouchedAt: at,
    changedAt: at,
  });
}
