// What only us-east-1 holds: a CloudFront web ACL (`waf=on`, the default), and the ACM certificate of a
// CloudFront distribution or a Cognito custom domain (`domainName`). Both stacks deploy in the
// region of the deployer's credentials, so a parameter that needs one of them needs the stacks in
// us-east-1; docs/operations.md says why the club takes that over a second stack in us-east-1.

import { Annotations, Stack, Token } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

/** The only region where CloudFront's certificates and web ACLs can be created. */
export const CLOUDFRONT_REGION = 'us-east-1';

export interface UsEast1Need {
  /** The deploy parameter that needs it (`domainName`). */
  readonly parameter: string;
  /** Why, in a few words (`CloudFront takes its certificate from there only`). */
  readonly reason: string;
  /** The warning's id when the template is region-agnostic. */
  readonly warningId: string;
  /** The way out besides us-east-1, when it is not leaving the parameter out (`deploy here with -c waf=off`). */
  readonly otherwise?: string;
}

/**
 * Stops the synth when the stack's region is known and is not us-east-1; warns when the template
 * is region-agnostic (an offline synth), since it will then deploy only there.
 */
export function requireUsEast1(scope: Construct, need: UsEast1Need): void {
  const region = Stack.of(scope).region;
  if (Token.isUnresolved(region)) {
    Annotations.of(scope).addWarningV2(
      need.warningId,
      `${need.parameter} is set: this region-agnostic template deploys only in ${CLOUDFRONT_REGION}.`,
    );
    return;
  }
  if (region !== CLOUDFRONT_REGION) {
    throw new Error(
      `${need.parameter} needs the stack in ${CLOUDFRONT_REGION} (${need.reason}); this stack deploys to ${region}. ` +
        `Deploy it in ${CLOUDFRONT_REGION}, or ${need.otherwise ?? `without ${need.parameter}`}.`,
    );
  }
}
