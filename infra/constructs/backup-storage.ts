// The data stack's backup bucket: the nightly export of the whole club (lambdas/jobs/export-club.ts)
// puts one archive a day there, and each expires after `backupRetentionDays` (infra/config.ts).
// Encrypted, private, TLS only and access-logged like the media bucket; not versioned: each day's
// archive has a key of its own and a retried run rewrites only that day's, so an old version would
// be a second copy of the same day kept past its expiry for nothing.

import { Aws, Duration } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { BACKUP_KEY_PREFIX } from '../../lambdas/domain/backup/backup-keys';
import { DATA_REMOVAL_POLICY } from './data-retention';

export interface BackupStorageProps {
  readonly accessLogs: s3.IBucket;
  /** Days an archive is kept before S3 deletes it. */
  readonly retentionDays: number;
}

export class BackupStorage extends Construct {
  readonly bucket: s3.Bucket;
  /**
   * The bucket's name, known without referring to the bucket: the app stack's export job is granted
   * its archives by name, with no reference into this stack (as the media bucket's).
   */
  readonly bucketName: string;

  constructor(scope: Construct, id: string, props: BackupStorageProps) {
    super(scope, id);
    this.bucketName = `blaze-backups-${this.node.addr.slice(0, 10)}-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
    this.bucket = new s3.Bucket(this, 'Bucket', {
      bucketName: this.bucketName,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      versioned: false,
      lifecycleRules: [
        {
          prefix: BACKUP_KEY_PREFIX,
          expiration: Duration.days(props.retentionDays),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'backup-bucket/',
      // The club's archives outlive a removal or a replacement of the bucket's definition, like its data.
      removalPolicy: DATA_REMOVAL_POLICY,
    });
  }
}
