// The site's app stack: the functions, the API, the distribution and the site bucket, the alarms,
// the budget, the jobs and the stream functions, and with the club's domain what the site has on it
// (certificates, the apex's redirect, the API's custom domain, alias records). It reads the club's data from the data stack
// (infra/data-stack.ts) and holds none of it, so `cdk destroy` of this stack, or a change that
// replaces anything here, leaves every item, object and member in place. This file only wires the constructs together; each one
// holds the decisions about its own concern (infra/constructs/).

import { fileURLToPath } from 'node:url';
import * as path from 'node:path';
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { ORIGIN_SECRET_HEADER } from '../lambdas/runtime/origin-check';
import { eventFunctions as eventFunctionTable, type EventFunctionDef } from '../lambdas/event-functions';
import { jobs as jobTable, type JobDef } from '../lambdas/jobs';
import { streamFunctions as streamFunctionTable, type StreamFunctionDef } from '../lambdas/stream-functions';
import { routes as routeTable, type RouteDef } from '../lambdas/routes';
import { functionPathPrefixes } from '../common/site-paths';
import { planApiBehaviours } from './api-behaviours';
import type { BlazeConfig } from './config';
import { addSiteClient } from './constructs/auth';
import type { BlazeDataStack } from './data-stack';
import { UploadsCors } from './constructs/uploads-cors';
import { Alarms } from './constructs/alarms';
import { Api } from './constructs/api';
import { ApiRoutes } from './constructs/api-routes';
import { Budget } from './constructs/budget';
import { fingerprintReaders } from './constructs/data-outputs-fingerprint';
import { EventFunctions } from './constructs/event-functions';
import { boundProviderLogs } from './constructs/log-retention';
import { FunctionLogs } from './constructs/club-function';
import { PricingPlanSubscription } from './constructs/pricing-plan';
import { ScheduledJobs } from './constructs/scheduled-jobs';
import { SecurityHeaders } from './constructs/security-headers';
import { SiteDeployment } from './constructs/site-deployment';
import { SiteDomain } from './constructs/site-domain';
import { StreamFunctions } from './constructs/stream-functions';
import { Waf } from './constructs/waf';
import { Web } from './constructs/web';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export interface BlazeStackProps extends StackProps {
  readonly config: BlazeConfig;
  /** The club's data: tables, buckets, user pool, mail identities, origin secret. */
  readonly data: BlazeDataStack;
  /** The endpoints; the route table unless a test passes its own rows. */
  readonly routes?: readonly RouteDef[];
  /** The path prefixes CloudFront sends to the API; lambdas/routes.ts unless a test passes its own with its rows. */
  readonly pathPrefixes?: readonly string[];
  /** Where a row's handler is; `lambdas/handlers/<id>.ts` unless a test points its own rows elsewhere. */
  readonly handlerEntry?: (row: RouteDef) => string;
  /** The scheduled jobs; lambdas/jobs.ts unless a test passes its own. */
  readonly jobs?: readonly JobDef[];
  /** Where the job files are; lambdas/jobs unless a test points elsewhere. */
  readonly jobsDir?: string;
  /** The event functions; lambdas/event-functions.ts unless a test passes its own. */
  readonly eventFunctions?: readonly EventFunctionDef[];
  /**
   * The stream functions; lambdas/stream-functions.ts unless a test passes its own (the data stack
   * is given the same rows, for its streams: infra/blaze-app.ts).
   */
  readonly streamFunctions?: readonly StreamFunctionDef[];
  /** Where the stream function files are; lambdas/streams unless a test points elsewhere. */
  readonly streamsDir?: string;
  /** Vite's output; web/dist unless a test points elsewhere. */
  readonly webDistDir?: string;
}

export class BlazeStack extends Stack {
  readonly data: BlazeDataStack;
  readonly web: Web;
  readonly routes: ApiRoutes;
  readonly jobs: ScheduledJobs;
  readonly eventFunctions: EventFunctions;
  readonly streamFunctions: StreamFunctions;
  /** The SPA's app client, the only one whose tokens the API takes. */
  readonly spaClient: UserPoolClient;
  readonly api: Api;
  readonly securityHeaders: SecurityHeaders;
  /** Absent with `waf=off`. */
  readonly waf?: Waf;
  /** Present only with the `domainName` parameter: the site on the club's own domain. */
  readonly domain?: SiteDomain;

  constructor(scope: Construct, id: string, props: BlazeStackProps) {
    super(scope, id, props);
    const { config, data } = props;
    this.data = data;
    const { auth, media } = data;

    // The club's own domain, when it has one: certificates first, which the API and the distribution use.
    const domain = config.domainName
      ? new SiteDomain(this, 'Domain', {
          domainName: config.domainName,
          hostedZoneId: config.hostedZoneId,
          authDomain: config.authDomain,
          logBucket: data.logs.bucket,
        })
      : undefined;
    this.domain = domain;

    const api = new Api(this, 'Api', {
      rateLimit: config.apiRateLimit,
      burstLimit: config.apiBurstLimit,
      originSecret: data.originSecret.secret,
      customDomain: domain && { name: domain.hosts.api, certificate: domain.certificate },
    });
    api.sendOriginSecretVersion(config.originSecretVersion);
    this.api = api;

    // Where the SPA signs in: auth.<domain> with authDomain, else the pool's prefix domain. The CSP
    // and /config.json both take it from here.
    const hostedUiDomain = domain && config.authDomain ? domain.serveHostedUi(auth.userPool) : auth.hostedUiDomain;
    const headers = new SecurityHeaders(this, 'SecurityHeaders', {
      connectOrigins: [`https://${hostedUiDomain}`, auth.userPoolEndpoint, ...media.uploadOrigins],
    });
    this.securityHeaders = headers;
    const routeRows = props.routes ?? routeTable;
    const pathPrefixes = props.pathPrefixes ?? functionPathPrefixes;
    if (config.waf !== 'off') {
      this.waf = new Waf(this, 'Waf', {
        mode: config.waf,
        formLimit: config.wafRateLimit,
        apiLimit: config.wafApiRateLimit,
        stageRateLimit: config.apiRateLimit,
        routes: routeRows,
        pathPrefixes,
        userPool: auth.userPool,
      });
    }
    if (config.waf !== 'on') {
      Annotations.of(this).addWarningV2(
        'blaze:wafOff',
        `waf=${config.waf}: the distribution has no web ACL, so nothing holds one client to its share of a route before ` +
          "API Gateway's shared throttle: one client can take a route from every visitor (docs/operations.md, 'AWS WAF').",
      );
    }
    this.web = new Web(this, 'Web', {
      apiOriginDomain: api.originDomain,
      apiBehaviours: planApiBehaviours(routeRows, pathPrefixes),
      apiOriginHeaders: { [ORIGIN_SECRET_HEADER]: api.originSecret },
      mediaBucket: media.bucket,
      logBucket: data.logs.bucket,
      responseHeadersPolicy: headers.policy,
      mediaResponseHeadersPolicy: headers.mediaPolicy,
      webAclArn: this.waf?.siteAcl?.attrArn,
      domain: domain && { siteHost: domain.hosts.site, certificate: domain.certificate },
    });
    if (domain && api.domainName) domain.pointAt(this.web.distribution, api.domainName);
    // The uploads bucket is the data stack's; the site's address exists only from here on.
    new UploadsCors(this, 'UploadsCors', { bucket: media.uploadsBucket, siteOrigin: this.web.siteOrigin });
    if (config.pricingPlan !== 'none') {
      const siteAcl = this.waf?.siteAcl;
      if (!siteAcl) {
        throw new Error(
          `pricingPlan=${config.pricingPlan} needs waf=on: a CloudFront flat-rate plan covers one distribution and its web ACL.`,
        );
      }
      new PricingPlanSubscription(this, 'PricingPlan', {
        plan: config.pricingPlan,
        distributionArn: this.web.distribution.distributionArn,
        webAclArn: siteAcl.attrArn,
      });
    }

    const spaClient = addSiteClient(this, 'SpaClient', auth.userPool, this.web.siteUrl);
    this.spaClient = spaClient;
    // Opt-in: a client of its own for a developer's local site, never a callback on the SPA's.
    const localSiteClient =
      config.localSiteUrl === '' ? undefined : addSiteClient(this, 'LocalSiteClient', auth.userPool, config.localSiteUrl);

    // After the distribution: mail links and page addresses point at its address. Nothing the
    // distribution or the API is made from depends on a function, so a function may name both.
    const grantTargets = data.grantTargets(new FunctionLogs(this, 'FunctionLogs'), {
      url: this.web.siteUrl,
      bucket: this.web.siteBucket,
      api,
      distribution: this.web.distribution,
      proofOfWorkRounds: config.proofOfWork,
      newsletterSendRate: config.newsletterSendRate,
    });
    const webDistDir = props.webDistDir ?? path.join(projectRoot, 'web', 'dist');
    this.routes = new ApiRoutes(this, 'Routes', {
      api,
      siteDistDir: webDistDir,
      routes: routeRows,
      handlerEntry: props.handlerEntry,
      grantTargets,
      projectRoot,
      signIn: { issuerUrl: auth.issuerUrl, userPoolClientId: spaClient.userPoolClientId },
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
      triggers: { 'mail-events': data.email.mailEventPattern() },
      projectRoot,
    });

    const streamRows = props.streamFunctions ?? streamFunctionTable;
    this.streamFunctions = new StreamFunctions(this, 'Streams', {
      functions: streamRows,
      grantTargets,
      projectRoot,
      streamsDir: props.streamsDir,
      siteDistDir: webDistDir,
    });

    new Alarms(this, 'Alarms', {
      api: api.httpApi,
      email: config.alarmEmail ?? config.notificationEmail,
      failedStreamBatches: this.streamFunctions.failedBatches,
    });
    new Budget(this, 'Budget', { amount: config.monthlyBudget, email: config.alarmEmail ?? config.notificationEmail });

    const site = new SiteDeployment(this, 'Site', {
      bucket: this.web.siteBucket,
      distribution: this.web.distribution,
      siteOrigin: this.web.siteOrigin,
      distDir: webDistDir,
      runtimeConfig: {
        region: this.region,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: spaClient.userPoolClientId,
        hostedUiDomain,
        userPoolEndpoint: auth.userPoolEndpoint,
        redirectUrl: this.web.siteUrl,
      },
    });
    // Every page written again once the new build is in the bucket.
    this.streamFunctions.renderAllAfter(site, site.buildId, streamRows);

    // What this stack and its nested stacks read of the data stack, so a change there is always a
    // change here to deploy. After every construct: the nested stacks exist by now.
    fingerprintReaders(this, data);

    // Last: the custom-resource providers exist once every construct does.
    boundProviderLogs(this);

    new CfnOutput(this, 'SiteUrl', { value: this.web.siteUrl, description: 'The website (and its API, same origin)' });
    if (domain) {
      // The same site before its DNS records are in: for the smoke check, or a look, while they propagate.
      new CfnOutput(this, 'DistributionUrl', {
        value: `https://${this.web.distribution.distributionDomainName}/`,
        description: `The site at CloudFront's own address (signing in works at ${this.web.siteUrl} only)`,
      });
    }
    // No output for the API's own execute-api address: every call goes through SiteUrl
    // (infra/constructs/api.ts says why the address still exists).
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: spaClient.userPoolClientId });
    if (localSiteClient) {
      new CfnOutput(this, 'LocalSiteClientId', {
        value: localSiteClient.userPoolClientId,
        description: `The app client for a local site at ${config.localSiteUrl} (its tokens do not open this API)`,
      });
    }
    new CfnOutput(this, 'HostedUiDomain', { value: hostedUiDomain });
    new CfnOutput(this, 'MediaBucketName', {
      value: media.bucket.bucketName,
      description: 'Uploads go under media/ (served at /media/*)',
    });
  }
}
