// The whole site in one stack. This file only wires the constructs together; each one
// holds the decisions about its own concern (infra/constructs/).

import { fileURLToPath } from 'node:url';
import * as path from 'node:path';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { ORIGIN_SECRET_HEADER } from '../lambdas/commons/origin-check';
import { eventFunctions as eventFunctionTable, type EventFunctionDef } from '../lambdas/event-functions';
import { jobs as jobTable, type JobDef } from '../lambdas/jobs';
import { functionPathPrefixes, routes as routeTable, type RouteDef } from '../lambdas/routes';
import { tables, type TableDef, type TableName } from '../lambdas/tables';
import { triggers as triggerTable } from '../lambdas/triggers';
import { planApiBehaviours } from './api-behaviours';
import { type BlazeConfig, isPlaceholderAddress } from './config';
import { Alarms } from './constructs/alarms';
import { Api } from './constructs/api';
import { ApiRoutes } from './constructs/api-routes';
import { Auth } from './constructs/auth';
import { Budget } from './constructs/budget';
import { Database } from './constructs/database';
import { Email } from './constructs/email';
import { EventFunctions } from './constructs/event-functions';
import { LogBucket } from './constructs/log-bucket';
import { boundProviderLogs } from './constructs/log-retention';
import type { GrantTargets } from './constructs/function-grants';
import { MEDIA_KEY_PREFIX } from '../lambdas/commons/media';
import { MediaStorage } from './constructs/media-storage';
import { FunctionLogs } from './constructs/api-function';
import { PricingPlanSubscription } from './constructs/pricing-plan';
import { ScheduledJobs } from './constructs/scheduled-jobs';
import { UserPoolTriggers } from './constructs/user-pool-triggers';
import { SecurityHeaders } from './constructs/security-headers';
import { SiteDeployment } from './constructs/site-deployment';
import { Waf } from './constructs/waf';
import { Web } from './constructs/web';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export interface BlazeStackProps extends StackProps {
  readonly config: BlazeConfig;
  /** The endpoints; the route table unless a test passes its own rows. */
  readonly routes?: readonly RouteDef[];
  /** The scheduled jobs; lambdas/jobs.ts unless a test passes its own. */
  readonly jobs?: readonly JobDef[];
  /** Where the job files are; lambdas/jobs unless a test points elsewhere. */
  readonly jobsDir?: string;
  /** The event functions; lambdas/event-functions.ts unless a test passes its own. */
  readonly eventFunctions?: readonly EventFunctionDef[];
  /** The tables; the table catalogue unless a test passes its own. */
  readonly catalogue?: Readonly<Record<TableName, TableDef>>;
  /** Vite's output; web/dist unless a test points elsewhere. */
  readonly webDistDir?: string;
}

export class BlazeStack extends Stack {
  readonly database: Database;
  readonly auth: Auth;
  readonly web: Web;
  readonly routes: ApiRoutes;
  readonly jobs: ScheduledJobs;
  readonly eventFunctions: EventFunctions;
  readonly email: Email;
  readonly triggers: UserPoolTriggers;
  /** The SPA's app client, the only one whose tokens the API takes. */
  readonly spaClient: UserPoolClient;
  readonly api: Api;
  readonly media: MediaStorage;
  readonly securityHeaders: SecurityHeaders;
  /** Present only with the `wafRateLimit` parameter. */
  readonly waf?: Waf;

  constructor(scope: Construct, id: string, props: BlazeStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.database = new Database(this, 'Database', { catalogue: props.catalogue ?? tables });
    this.auth = new Auth(this, 'Auth', {
      domainPrefix: config.domainPrefix ?? `blaze-rugby-${this.account}`,
      senderEmail: isPlaceholderAddress(config.senderEmail) ? undefined : config.senderEmail,
    });
    const logs = new LogBucket(this, 'AccessLogs');
    const media = new MediaStorage(this, 'Media', { accessLogs: logs.bucket });
    this.media = media;
    const api = new Api(this, 'Api', { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit });
    api.sendOriginSecretVersion(config.originSecretVersion);
    this.api = api;

    const headers = new SecurityHeaders(this, 'SecurityHeaders', {
      connectOrigins: [this.auth.hostedUiUrl, this.auth.userPoolEndpoint, ...media.uploadOrigins],
    });
    this.securityHeaders = headers;
    const routeRows = props.routes ?? routeTable;
    if (config.wafRateLimit !== undefined) {
      this.waf = new Waf(this, 'Waf', { limit: config.wafRateLimit, routes: routeRows, userPool: this.auth.userPool });
    }
    this.web = new Web(this, 'Web', {
      apiOriginDomain: api.originDomain,
      apiBehaviours: planApiBehaviours(routeRows, functionPathPrefixes),
      apiOriginHeaders: { [ORIGIN_SECRET_HEADER]: api.originSecret },
      mediaBucket: media.bucket,
      logBucket: logs.bucket,
      responseHeadersPolicy: headers.policy,
      mediaResponseHeadersPolicy: headers.mediaPolicy,
      webAclArn: this.waf?.siteAcl.attrArn,
    });
    media.allowUploadsFrom(`https://${this.web.distribution.distributionDomainName}`);
    if (config.pricingPlan !== 'none') {
      if (!this.waf) {
        throw new Error(
          `pricingPlan=${config.pricingPlan} needs wafRateLimit: a CloudFront flat-rate plan covers one distribution and its web ACL.`,
        );
      }
      new PricingPlanSubscription(this, 'PricingPlan', {
        plan: config.pricingPlan,
        distributionArn: this.web.distribution.distributionArn,
        webAclArn: this.waf.siteAcl.attrArn,
      });
    }

    // After the distribution: mail links point at its address.
    const email = new Email(this, 'Email', {
      senderEmail: config.senderEmail,
      notificationEmail: config.notificationEmail,
      siteUrl: this.web.siteUrl,
    });
    this.email = email;
    // Cognito refuses a mail configuration whose SES identity does not exist yet.
    this.auth.userPool.node.addDependency(email.sender);

    const spaClient = this.auth.addSpaClient('SpaClient', this.web.siteUrl);
    this.spaClient = spaClient;
    // Opt-in: a client of its own for a developer's local site, never a callback on the SPA's.
    const localSiteClient = config.localSiteUrl === '' ? undefined : this.auth.addLocalSiteClient('LocalSiteClient', config.localSiteUrl);

    const grantTargets: GrantTargets = {
      database: this.database,
      email,
      media: { media: media.bucket, keyPrefix: MEDIA_KEY_PREFIX, uploads: media.uploadsBucket },
      logs: new FunctionLogs(this, 'FunctionLogs'),
    };
    const webDistDir = props.webDistDir ?? path.join(projectRoot, 'web', 'dist');
    this.routes = new ApiRoutes(this, 'Routes', {
      api,
      site: { url: this.web.siteUrl, distDir: webDistDir },
      routes: routeRows,
      grantTargets,
      projectRoot,
      signIn: {
        issuerUrl: this.auth.issuerUrl,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: spaClient.userPoolClientId,
      },
    });

    this.triggers = new UserPoolTriggers(this, 'Triggers', {
      userPool: this.auth.userPool,
      triggers: triggerTable,
      grantTargets,
      projectRoot,
    });

    this.jobs = new ScheduledJobs(this, 'Jobs', {
      jobs: props.jobs ?? jobTable,
      grantTargets,
      projectRoot,
      jobsDir: props.jobsDir,
    });

    this.eventFunctions = new EventFunctions(this, 'Events', {
      functions: props.eventFunctions ?? eventFunctionTable,
      grantTargets,
      triggers: { 'mail-events': email.mailEventPattern() },
      projectRoot,
    });

    new Alarms(this, 'Alarms', { api: api.httpApi, email: config.alarmEmail ?? config.notificationEmail });
    new Budget(this, 'Budget', { amount: config.monthlyBudget, email: config.alarmEmail ?? config.notificationEmail });

    new SiteDeployment(this, 'Site', {
      bucket: this.web.siteBucket,
      distribution: this.web.distribution,
      distDir: webDistDir,
      runtimeConfig: {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: spaClient.userPoolClientId,
        hostedUiDomain: this.auth.hostedUiDomain,
        userPoolEndpoint: this.auth.userPoolEndpoint,
        redirectUrl: this.web.siteUrl,
      },
    });

    // Last: the custom-resource providers exist once every construct does.
    boundProviderLogs(this);

    new CfnOutput(this, 'SiteUrl', { value: this.web.siteUrl, description: 'The website (and its API, same origin)' });
    // No output for the API's own execute-api address: every call goes through SiteUrl
    // (infra/constructs/api.ts says why the address still exists).
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: spaClient.userPoolClientId });
    if (localSiteClient) {
      new CfnOutput(this, 'LocalSiteClientId', {
        value: localSiteClient.userPoolClientId,
        description: `The app client for a local site at ${config.localSiteUrl} (its tokens do not open this API)`,
      });
    }
    new CfnOutput(this, 'HostedUiDomain', { value: this.auth.hostedUiDomain });
    new CfnOutput(this, 'MediaBucketName', {
      value: media.bucket.bucketName,
      description: 'Uploads go under media/ (served at /media/*)',
    });
  }
}
