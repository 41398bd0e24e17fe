// CloudFront's flat-rate plan in the synthesized template: no subscription by default (the
// distribution stays pay-as-you-go), and with `pricingPlan` one subscription of the CloudFront plan
// family at the chosen tier, holding exactly this distribution and its web ACL (on by default);
// refused before synth without the web ACL a plan needs. The fully configured app has a plan; each
// tier's name is checked on the construct alone.

import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { PricingPlanSubscription, pricingPlanTiers } from '../../infra/constructs/pricing-plan';
import { CONFIGURED_CONTEXT, logicalIdOf, props, type Resource, synthesizeBlaze, synthesizeConfigured, synthesizeDefault } from './support';

const subscriptions = (all: Record<string, Resource>) =>
  Object.values(all).filter((r) => r.Type === 'AWS::PricingPlanManager::Subscription');

describe('the flat-rate pricing plan', () => {
  it('is not subscribed by default: the distribution is billed pay-as-you-go', () => {
    const { all } = synthesizeDefault();
    expect(subscriptions(all)).toEqual([]);
  });

  it(`with pricingPlan=${CONFIGURED_CONTEXT.pricingPlan}, subscribes the app's distribution and its web ACL, and nothing else`, () => {
    const { all, stack } = synthesizeConfigured();
    const distributionId = logicalIdOf(stack, stack.web.distribution);
    const [aclId] = Object.entries(all).find(([, r]) => r.Type === 'AWS::WAFv2::WebACL' && props(r).Scope === 'CLOUDFRONT') ?? [];

    const [subscription] = subscriptions(all);
    expect(subscriptions(all)).toHaveLength(1);
    expect(props(subscription)).toEqual({
      PlanFamily: 'CloudFront',
      PlanTier: pricingPlanTiers[CONFIGURED_CONTEXT.pricingPlan],
      ResourceArns: [
        expect.objectContaining({ 'Fn::Join': expect.arrayContaining([expect.arrayContaining([{ Ref: distributionId }])]) }),
        { 'Fn::GetAtt': [aclId, 'Arn'] },
      ],
    });
  });

  it.each([
    ['free', 'FREE'],
    ['pro', 'PRO'],
  ] as const)('with pricingPlan=%s, subscribes the distribution and its web ACL to the %s tier', (plan, tier) => {
    const stack = new Stack(new App(), 'Plan');
    new PricingPlanSubscription(stack, 'PricingPlan', { plan, distributionArn: 'arn:distribution', webAclArn: 'arn:acl' });
    const all = Template.fromStack(stack).toJSON().Resources as Record<string, Resource>;
    expect(subscriptions(all).map(props)).toEqual([
      { PlanFamily: 'CloudFront', PlanTier: tier, ResourceArns: ['arn:distribution', 'arn:acl'] },
    ]);
  });

  it.each(['user-pool', 'off'])('is refused with waf=%s, before synth, saying why', (waf) => {
    expect(() => synthesizeBlaze({ pricingPlan: 'free', waf })).toThrow(
      /needs waf=on: a CloudFront flat-rate plan covers one distribution and its web ACL[\s\S]*→ at pricingPlan/,
    );
  });
});
