// The gallery images and other officers' files, served by CloudFront under /media/*, and the uploads
// bucket browsers put officers' files into before a handler has checked them
// (lambdas/commons/uploads.ts). Browsers never write to the media bucket itself.

import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

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
   * Content-Security-Policy names the bucket's address, and the bucket's CORS rule names the site,
   * so one of the two must not be a reference or CloudFormation sees a cycle.
   */
  readonly uploadsBucketName: string;

  constructor(scope: Construct, id: string, props: MediaStorageProps) {
    super(scope, id);
    // Officers' uploads cannot be rebuilt from the repository: versioned and retained.
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      versioned: true,
      // A replaced or deleted photo can be restored for three months, then stops costing.
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(7) }],
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'media-bucket/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Unique per stack and account, lower case, within S3's 63 characters.
    this.uploadsBucketName = `blaze-uploads-${this.node.addr.slice(0, 10)}-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
    this.uploadsBucket = new s3.Bucket(this, 'Uploads', {
      bucketName: this.uploadsBucketName,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      lifecycleRules: [{ expiration: Duration.days(UNCLAIMED_UPLOAD_DAYS), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'uploads-bucket/',
      // Holds nothing worth keeping, and is empty a day after the last upload, when deleting it succeeds.
      removalPolicy: RemovalPolicy.DESTROY,
    });
  }

  /** The addresses a browser posts upload forms to (virtual-hosted, regional: lambdas/commons/s3.ts). */
  get uploadOrigins(): string[] {
    return [`https://${this.uploadsBucketName}.s3.${Aws.REGION}.amazonaws.com`];
  }

  /** Lets the site's pages (and no other origin) post upload forms to the uploads bucket. */
  allowUploadsFrom(siteOrigin: string): void {
    this.uploadsBucket.addCorsRule({
      allowedOrigins: [siteOrigin],
      allowedMethods: [s3.HttpMethods.POST],
      allowedHeaders: ['*'],
      maxAge: 3000,
    });
  }
}
