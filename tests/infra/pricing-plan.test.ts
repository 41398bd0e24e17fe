// CloudFront's flat-rate plan in the synthesized template: no subscription by default (the
// distribution stays pay-as-you-go), and with `pricingPlan` one subscription of the CloudFront plan
// family at the chosen tier, holding exactly this distribution and its web ACL (on by default);
// refused before synth without the web ACL a plan needs.

import { describe, expect, it } from 'vitest';
import { only, props, type Resource, synthesizeBlaze } from './support';

const subscriptions = (all: Record<string, Resource>) =>
  Object.values(all).filter((r) => r.Type === 'AWS::PricingPlanManager::Subscription');

describe('the flat-rate pricing plan', () => {
  it('is not subscribed by default: the distribution is billed pay-as-you-go', () => {
    const { all } = synthesizeBlaze();
    expect(subscriptions(all)).toEqual([]);
  });

  it.each([
    ['free', 'FREE'],
    ['pro', 'PRO'],
  ])('with pricingPlan=%s, subscribes the distribution and its web ACL to the %s tier', (plan, tier) => {
    const { all } = synthesizeBlaze({ pricingPlan: plan });
    const [distributionId] = only(all, 'AWS::CloudFront::Distribution');
    const [aclId] = Object.entries(all).find(([, r]) => r.Type === 'AWS::WAFv2::WebACL' && props(r).Scope === 'CLOUDFRONT') ?? [];

    const [subscription] = subscriptions(all);
    expect(subscriptions(all)).toHaveLength(1);
    expect(props(subscription)).toEqual({
      PlanFamily: 'CloudFront',
      PlanTier: tier,
      ResourceArns: [
        expect.objectContaining({ 'Fn::Join': expect.arrayContaining([expect.arrayContaining([{ Ref: distributionId }])]) }),
        { 'Fn::GetAtt': [aclId, 'Arn'] },
      ],
    });
  });

  it.each(['user-pool', 'off'])('is refused with waf=%s, before synth, saying why', (waf) => {
    expect(() => synthesizeBlaze({ pricingPlan: 'free', waf })).toThrow(
      /needs waf=on: a CloudFront flat-rate plan covers one distribution and its web ACL[\s\S]*→ at pricingPlan/,
    );
  });
});
