// The balance reminder's lead time in the money rules (common/rental/rental-model-schemas.ts): the server
// takes 1 to RENTAL_MODEL_LIMITS.reminderDays whole days, and a policy saved before it was a rule
// reads as the default week.

import { describe, expect, it } from 'vitest';
import { DEFAULT_BALANCE_REMINDER_DAYS, RENTAL_MODEL_LIMITS } from '../../../common/rental/rental-model';
import { rentalPolicySchema } from '../../../common/rental/rental-model-schemas';
import { testRentalModel } from '../../support/rental-model';

const policy = testRentalModel.policy;

describe("the money rules' balance reminder", () => {
  it('takes whole days from 1 to the limit and refuses the rest with a message', () => {
    expect(rentalPolicySchema.parse({ ...policy, balanceReminderDays: 1 }).balanceReminderDays).toBe(1);
    expect(rentalPolicySchema.parse({ ...policy, balanceReminderDays: RENTAL_MODEL_LIMITS.reminderDays }).balanceReminderDays).toBe(
      RENTAL_MODEL_LIMITS.reminderDays,
    );
    for (const wrong of [0, RENTAL_MODEL_LIMITS.reminderDays + 1, 2.5, '7']) {
      const parsed = rentalPolicySchema.safeParse({ ...policy, balanceReminderDays: wrong });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/Days before the balance is due the renter is reminded must be/);
    }
  });

  it('reads a policy saved before the rule as a week', () => {
    const { balanceReminderDays: _, ...old } = policy;
    expect(rentalPolicySchema.parse(old).balanceReminderDays).toBe(DEFAULT_BALANCE_REMINDER_DAYS);
    expect(DEFAULT_BALANCE_REMINDER_DAYS).toBe(7);
  });
});
