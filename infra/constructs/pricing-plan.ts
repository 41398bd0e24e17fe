// CloudFront's flat-rate pricing plan, off by default (`pricingPlan`, infra/config.ts): a
// subscription (AWS::PricingPlanManager::Subscription) that puts the distribution and its web ACL
// on one monthly price with no overage charges. A plan covers exactly one distribution and one web
// ACL, so it needs `waf=on` (the site's web ACL, there by default). A Free subscription is active at once; a
// Pro one waits in PENDING_APPROVAL until someone approves it (ApprovePaidSubscription), which
// CloudFormation does not do. Off by default because AWS's own table of what each plan allows was
// not at hand when this was written; docs/security.md says what was found and what was not.

import * as pricingplanmanager from 'aws-cdk-lib/aws-pricingplanmanager';
import { Construct } from 'constructs';

/** The plans the stack can subscribe to, as `pricingPlan` names them, and their tier names. */
export const pricingPlanTiers = { free: 'FREE', pro: 'PRO' } as const;
export type PricingPlan = keyof typeof pricingPlanTiers;

export interface PricingPlanProps {
  readonly plan: PricingPlan;
  readonly distributionArn: string;
  readonly webAclArn: string;
}

export class PricingPlanSubscription extends Construct {
  readonly subscription: pricingplanmanager.CfnSubscription;

  constructor(scope: Construct, id: string, props: PricingPlanProps) {
    super(scope, id);
    this.subscription = new pricingplanmanager.CfnSubscription(this, 'Subscription', {
      planFamily: 'CloudFront',
      planTier: pricingPlanTiers[props.plan],
      resourceArns: [props.distributionArn, props.webAclArn],
    });
  }
}
