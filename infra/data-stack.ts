// What the club cannot rebuild from the repository, in a stack of its own: the tables, the media and
// uploads buckets (and their access logs), the user pool with its domain, its officers group and the
// triggers Cognito keeps in the pool's own settings, the SES identities and configuration set (with
// the club's domain, its identity's DKIM and MAIL FROM records), and the origin secret. Termination protection is on, and every one of them is retained if its stack or
// it is ever removed or replaced, and deleted only if the deploy that created it fails
// (infra/constructs/data-retention.ts), so destroying or replacing the app stack (infra/blaze-stack.ts)
// leaves every item, object and member in place, and a failed first deploy can simply be run again
// (tests/infra/data-stack.test.ts). The tables and the pool are protected from deletion, except while
// `npm run deploy` creates the stack for the first time (`deletionProtection`, infra/config.ts).
// infra/stateful-resources.json records each of them by logical id, physical name and the settings
// CloudFormation could change only by replacing it.

import { fileURLToPath } from 'node:url';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { MEDIA_KEY_PREFIX } from '../common/site-paths';
import { BACKUP_KEY_PREFIX } from '../lambdas/domain/backup/backup-keys';
import { CLUB_DATA_OUTPUT, type ClubLocation, tablesNamed } from '../lambdas/domain/backup/club-location';
import type { StackNames } from '../lambdas/function-env';
import { streamedTables, streamFunctions as streamFunctionTable, type StreamFunctionDef } from '../lambdas/stream-functions';
import { tables, type TableDef } from '../lambdas/tables';
import type { TableName } from '../lambdas/table-keys';
import { triggers as triggerTable } from '../lambdas/triggers';
import type { BlazeConfig } from './config';
import { FunctionLogs, PACKAGED_SITE_DIR } from './constructs/club-function';
import { Auth } from './constructs/auth';
import { BackupStorage } from './constructs/backup-storage';
import { Database } from './constructs/database';
import { Email } from './constructs/email';
import type { GrantTargets, SiteTargets } from './constructs/function-grants';
import { LogBucket } from './constructs/log-bucket';
import { boundProviderLogs } from './constructs/log-retention';
import { MediaStorage } from './constructs/media-storage';
import { OriginSecret } from './constructs/origin-secret';
import { PaymentsSecret } from './constructs/payments-secret';
import { UserPoolTriggers } from './constructs/user-pool-triggers';
import { clubZone } from './constructs/zone-records';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export interface BlazeDataStackProps extends StackProps {
  readonly config: BlazeConfig;
  /** The tables; the table catalogue unless a test passes its own. */
  readonly catalogue?: Readonly<Record<TableName, TableDef>>;
  /** The stream functions, whose tables get streams; lambdas/stream-functions.ts unless a test passes its own. */
  readonly streamFunctions?: readonly StreamFunctionDef[];
}

export class BlazeDataStack extends Stack {
  readonly database: Database;
  readonly auth: Auth;
  readonly email: Email;
  readonly media: MediaStorage;
  /** Where the nightly export keeps its archives. */
  readonly backups: BackupStorage;
  /** The buckets' server access logs and CloudFront's logs. */
  readonly logs: LogBucket;
  readonly originSecret: OriginSecret;
  /** Stripe's keys (added by hand) and the receipt links' key. */
  readonly paymentsSecret: PaymentsSecret;
  readonly triggers: UserPoolTriggers;

  constructor(scope: Construct, id: string, props: BlazeDataStackProps) {
    super(scope, id, { terminationProtection: true, ...props });
    const { config } = props;

    this.database = new Database(this, 'Database', {
      catalogue: props.catalogue ?? tables,
      streamed: streamedTables(props.streamFunctions ?? streamFunctionTable),
      heldBackIndexes: config.heldBackIndexes,
      deletionProtection: config.deletionProtection,
    });
    this.logs = new LogBucket(this, 'AccessLogs');
    this.media = new MediaStorage(this, 'Media', { accessLogs: this.logs.bucket });
    this.backups = new BackupStorage(this, 'Backups', { accessLogs: this.logs.bucket, retentionDays: config.backupRetentionDays });
    // The club's domain, when it has one: its mail identity (and DKIM and MAIL FROM records) is data
    // like the others; what belongs to the site on it is the app stack's (infra/constructs/site-domain.ts).
    const domain = config.domainName
      ? {
          name: config.domainName,
          zone: config.hostedZoneId ? clubZone(this, config.domainName, config.hostedZoneId) : undefined,
        }
      : undefined;
    this.email = new Email(this, 'Email', {
      senderEmail: config.senderEmail,
      notificationEmail: config.notificationEmail,
      domain,
    });
    this.auth = new Auth(this, 'Auth', {
      domainPrefix: config.domainPrefix ?? `blaze-rugby-${this.account}`,
      // Cognito's own sender until the club moves its mail onto SES, a deploy of its own once SES can
      // deliver it (docs/operations.md); config.ts refuses `ses` with the placeholder address.
      sesSender:
        config.cognitoMail === 'ses'
          ? {
              email: config.senderEmail,
              identity: this.email.sender,
              domain: domain?.name,
              configurationSetName: this.email.configurationSet.configurationSetName,
            }
          : undefined,
      deletionProtection: config.deletionProtection,
    });
    this.originSecret = new OriginSecret(this, 'OriginSecret');
    this.paymentsSecret = new PaymentsSecret(this, 'PaymentsSecret');

    // Cognito holds a pool's triggers in the pool's own settings, so they deploy with it. They are
    // told no site address: the site is the app stack's, made after this one.
    this.triggers = new UserPoolTriggers(this, 'Triggers', {
      userPool: this.auth.userPool,
      triggers: triggerTable,
      grantTargets: this.grantTargets(new FunctionLogs(this, 'TriggerLogs')),
      projectRoot,
    });

    boundProviderLogs(this);

    // Where the club's data is, for `npm run export` and `npm run import` (infra/club-archive.ts): the
    // names come from the constructs that make them, and nowhere else.
    const location: ClubLocation = {
      tables: tablesNamed((name) => this.database.physicalName(name)),
      mediaBucket: this.media.bucketName,
      userPoolId: this.auth.userPool.userPoolId,
      backupBucket: this.backups.bucketName,
    };
    new CfnOutput(this, CLUB_DATA_OUTPUT, {
      value: this.toJsonString(location),
      description: 'Where the club’s data is: read by npm run export and npm run import',
    });
  }

  /**
   * What a function of either stack may be granted and told, with the log group it writes to; the
   * app stack adds its site's address, bucket and API.
   */
  grantTargets(
    logs: GrantTargets['logs'],
    site?: SiteTargets & { readonly url: string; readonly proofOfWorkRounds: number; readonly newsletterSendRate: number },
  ): GrantTargets {
    const names: StackNames = {
      tableName: (name) => this.database.physicalName(name),
      mediaBucket: this.media.bucketName,
      uploadsBucket: this.media.uploadsBucketName,
      mail: { ...this.email.addresses, configurationSet: this.email.configurationSet.configurationSetName },
      siteUrl: site?.url,
      siteBuildDir: PACKAGED_SITE_DIR,
      originSecretId: this.originSecret.secret.secretArn,
      paymentsSecretId: this.paymentsSecret.secret.secretArn,
      siteFiles: site && { bucket: site.bucket.bucketName },
      apiUrl: site?.api.url,
      distributionId: site?.distribution.distributionId,
      userPoolId: this.auth.userPool.userPoolId,
      backupBucket: this.backups.bucketName,
      proofOfWorkRounds: site?.proofOfWorkRounds,
      newsletterSendRate: site?.newsletterSendRate,
    };
    return {
      database: this.database,
      paymentsSecret: this.paymentsSecret.secret,
      email: this.email,
      media: { media: this.media.bucketName, keyPrefix: MEDIA_KEY_PREFIX, uploads: this.media.uploadsBucketName },
      logs,
      names,
      userPool: this.auth.userPool,
      backups: { bucket: this.backups.bucketName, keyPrefix: BACKUP_KEY_PREFIX },
      site: site && { bucket: site.bucket, api: site.api, distribution: site.distribution },
    };
  }
}
