// The gallery images and other uploads, served by CloudFront under /media/*.

import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface MediaStorageProps {
  readonly accessLogs: s3.IBucket;
}

export class MediaStorage extends Construct {
  readonly bucket: s3.Bucket;

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
  }
}
