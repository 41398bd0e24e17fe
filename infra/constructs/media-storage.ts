// The gallery images and other officers' files, served by CloudFront under /media/*, and the uploads
// bucket browsers put officers' files into before a handler has checked them
// (lambdas/domain/media/uploads.ts). Browsers never write to the media bucket itself. Both in the data stack.

import { Aws, Duration, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { UPLOADS_KEY_PREFIX } from '../../lambdas/domain/media/upload-keys';
import { Construct } from 'constructs';
import { DATA_REMOVAL_POLICY } from './data-retention';

export interface MediaStorageProps {
  readonly accessLogs: s3.IBucket;
}

/** Days an upload nobody claimed is kept: a form is valid for minutes, so this is only for a failed save. */
export const UNCLAIMED_UPLOAD_DAYS = 1;

export class MediaStorage extends Construct {
  readonly bucket: s3.Bucket;
  readonly uploadsBucket: s3.Bucket;
  /**
   * The uploads bucket's name, known without referring to the bucket: the site's
   * Content-Security-Policy (app stack) names the bucket's address.
   */
  readonly uploadsBucketName: string;
  /**
   * The media bucket's name, likewise known without a reference: the app stack's functions are
   * granted its objects by name, with no reference into this stack.
   */
  readonly bucketName: string;

  constructor(scope: Construct, id: string, props: MediaStorageProps) {
    super(scope, id);
    // Unique per stack and account, lower case, within S3's 63 characters. It follows the construct's
    // path, so renaming this construct or its stack renames the buckets: infra/stateful-resources.json
    // records both names, and its test stops such a change before it deploys.
    const unique = `${this.node.addr.slice(0, 10)}-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
    this.bucketName = `blaze-media-${unique}`;
    this.uploadsBucketName = `blaze-uploads-${unique}`;
    // Officers' uploads cannot be rebuilt from the repository: versioned and retained.
    // Its policy (TLS only, and CloudFront's read of media/* for the site's distribution alone) is
    // the app stack's, which makes the distribution (infra/constructs/media-bucket-policy.ts).
    this.bucket = new s3.Bucket(this, 'Bucket', {
      bucketName: this.bucketName,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      versioned: true,
      // A replaced or deleted photo can be restored for three months, then stops costing.
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(7) }],
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'media-bucket/',
      removalPolicy: DATA_REMOVAL_POLICY,
    });

    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S10',
      reason:
        "The bucket's policy, with the deny of any request without TLS, is in the app stack, beside the distribution it names " +
        '(infra/constructs/media-bucket-policy.ts): written here it would make the two stacks wait for each other.',
    });

    this.uploadsBucket = new s3.Bucket(this, 'Uploads', {
      bucketName: this.uploadsBucketName,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      // Staged uploads only: a member's photo held for an officer's approval (held/) waits as long as the officers take.
      lifecycleRules: [
        {
          prefix: UPLOADS_KEY_PREFIX,
          expiration: Duration.days(UNCLAIMED_UPLOAD_DAYS),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'uploads-bucket/',
      // Holds little worth keeping (staged files expire a day after upload; held photos go when an
      // officer decides), but retained like
      // the rest of the data stack, so that no removal ever waits on, or takes, an officer's upload
      // mid-save. Its CORS rule is the app stack's (infra/constructs/uploads-cors.ts).
      removalPolicy: DATA_REMOVAL_POLICY,
    });
  }

  /** The addresses a browser posts upload forms to (virtual-hosted, regional: lambdas/runtime/s3.ts). */
  get uploadOrigins(): string[] {
    return [`https://${this.uploadsBucketName}.s3.${Aws.REGION}.amazonaws.com`];
  }
}
