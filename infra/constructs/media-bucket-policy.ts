// The media bucket's policy, in the app stack: CloudFront reads the media objects through this one
// distribution's origin access control, and nothing reaches the bucket without TLS. The bucket is
// the data stack's and the distribution this stack's, made after it: a policy in the data stack
// naming the distribution would make each stack wait for the other (the cycle of aws-cdk issue
// #31462, whose first workaround is this: the bucket policy lives in the distribution's stack).
// A bucket has one policy, so the data stack writes none for it. Retained: after the app stack is
// destroyed the bucket keeps refusing plain HTTP, and the next app stack's policy replaces it.

import { RemovalPolicy } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { MEDIA_KEY_PREFIX } from '../../common/site-paths';

export interface MediaBucketPolicyProps {
  /** The data stack's media bucket. */
  readonly bucket: s3.IBucket;
  /** The one distribution that may read its media objects. */
  readonly distribution: cloudfront.IDistribution;
}

export class MediaBucketPolicy extends Construct {
  readonly policy: s3.BucketPolicy;

  constructor(scope: Construct, id: string, props: MediaBucketPolicyProps) {
    super(scope, id);
    const { bucket, distribution } = props;
    this.policy = new s3.BucketPolicy(this, 'Policy', { bucket, removalPolicy: RemovalPolicy.RETAIN });
    this.policy.document.addStatements(
      // What `enforceSSL` writes into a bucket's own policy.
      new iam.PolicyStatement({
        effect: iam.Effect.DENY,
        principals: [new iam.AnyPrincipal()],
        actions: ['s3:*'],
        resources: [bucket.bucketArn, bucket.arnForObjects('*')],
        conditions: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [bucket.arnForObjects(`${MEDIA_KEY_PREFIX}*`)],
        conditions: { StringEquals: { 'AWS:SourceArn': distribution.distributionArn } },
      }),
    );
  }
}
