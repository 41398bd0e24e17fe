// The account's monthly cost budget (AWS Budgets): mails the alarm address when the month's actual
// cost passes 50%, 80% and 100% of the amount from context (monthlyBudget, default $35), and when
// AWS forecasts the month past it. A cost budget costs nothing (an account's first two budgets are
// free) and sees every service of the account, so it hears of a runaway bill the API alarms cannot
// see (CloudFront bytes, S3, WAF). Budgets mails the address itself: an SNS topic would need a
// policy for budgets.amazonaws.com, and alarms.ts's topic refuses publishers without SSL.

import * as budgets from 'aws-cdk-lib/aws-budgets';
import { Construct } from 'constructs';

/** The notifications: percentages of the amount, of the month's actual cost or of AWS's forecast. */
export const budgetNotifications = [
  { type: 'ACTUAL', percent: 50 },
  { type: 'ACTUAL', percent: 80 },
  { type: 'ACTUAL', percent: 100 },
  { type: 'FORECASTED', percent: 100 },
] as const;

export interface BudgetProps {
  /** US dollars a month. */
  readonly amount: number;
  /** Where the notifications are mailed (the alarm address). */
  readonly email: string;
}

export class Budget extends Construct {
  readonly budget: budgets.CfnBudget;

  constructor(scope: Construct, id: string, props: BudgetProps) {
    super(scope, id);
    this.budget = new budgets.CfnBudget(this, 'Monthly', {
      budget: {
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.amount, unit: 'USD' },
      },
      notificationsWithSubscribers: budgetNotifications.map(({ type, percent }) => ({
        notification: { notificationType: type, comparisonOperator: 'GREATER_THAN', threshold: percent, thresholdType: 'PERCENTAGE' },
        subscribers: [{ subscriptionType: 'EMAIL', address: props.email }],
      })),
    });
  }
}
