// The security headers CloudFront adds to every response, in one response-headers policy. The
// values live in common/security-headers.ts, which the browser suite's server sends as well.

import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import {
  contentSecurityPolicy,
  customSecurityHeaders,
  frameOption,
  mediaContentSecurityPolicy,
  referrerPolicy,
  type SecurityHeaderSources,
  strictTransportSecurity,
} from '../../common/security-headers';

export { contentSecurityPolicy };
export type SecurityHeadersProps = SecurityHeaderSources;

/** The CDK enum member whose value is the header value itself (CDK's enums are those strings). */
function enumMember<T extends string>(members: Record<string, T>, value: string): T {
  const member = Object.values(members).find((candidate) => candidate === value);
  if (member === undefined) throw new Error(`CloudFront has no header value ${value}`);
  return member;
}

function headersPolicy(scope: Construct, id: string, comment: string, csp: string): cloudfront.ResponseHeadersPolicy {
  return new cloudfront.ResponseHeadersPolicy(scope, id, {
    comment,
    securityHeadersBehavior: {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(strictTransportSecurity.maxAgeSeconds),
        includeSubdomains: strictTransportSecurity.includeSubdomains,
        override: true,
      },
      contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: enumMember(cloudfront.HeadersFrameOption, frameOption), override: true },
      referrerPolicy: {
        referrerPolicy: enumMember(cloudfront.HeadersReferrerPolicy, referrerPolicy),
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: Object.entries(customSecurityHeaders).map(([header, value]) => ({ header, value, override: true })),
    },
  });
}

export class SecurityHeaders extends Construct {
  /** The pages' and the API's headers. */
  readonly policy: cloudfront.ResponseHeadersPolicy;
  /** /media/*: the same headers with a policy that lets an uploaded file run nothing. */
  readonly mediaPolicy: cloudfront.ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SecurityHeadersProps) {
    super(scope, id);
    this.policy = headersPolicy(
      this,
      'Policy',
      'Blaze Rugby Club: HSTS, CSP, nosniff, no framing, referrer policy',
      contentSecurityPolicy(props),
    );
    this.mediaPolicy = headersPolicy(
      this,
      'MediaPolicy',
      'Blaze Rugby Club media: nosniff and a sandboxing CSP',
      mediaContentSecurityPolicy,
    );
  }
}
