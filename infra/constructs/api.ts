// The HTTP API itself: its $default stage with throttling and JSON access logs, and the secret
// CloudFront sends it. Routes are added by ApiRoutes, once the sign-in client they check tokens
// against exists; it also sets each route's own throttle here.
//
// CloudFront adds a generated secret header to every API request and each route function refuses
// calls without it (lambdas/runtime/origin-check.ts), so a call that does not come through
// CloudFront gets a 403 and never the cache, headers, WAF or throttling bypass. The secret lives in
// Secrets Manager as JSON, `current` and, during a change, `previous`: CloudFront's header is a
// dynamic reference to `current`, resolved at deploy time, and the functions read both at run time
// (lambdas/runtime/origin-secret.ts) through the Parameters and Secrets extension
// (infra/constructs/secrets-extension.ts), their environment holding only the secret's ARN.
//
// Without the club's domain, CloudFront reaches the API at its execute-api address, which stays
// enabled. With it (`domainName`), the API has a custom domain, api.<domain>, with a regional
// certificate, and the execute-api address is turned off (disableExecuteApiEndpoint): CloudFront and
// the functions that call the API use the custom domain. That leaves one public address instead of
// two, not none: an HTTP API has no resource policy that could accept CloudFront alone, so
// api.<domain> still answers anyone, and the header stays what keeps CloudFront the only way in.

import { Fn, Lazy, RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { ClubFunction } from './club-function';
import { SERVICE_LOG_RETENTION } from './log-retention';
import { addSecretsExtension } from './secrets-extension';

export interface ThrottleLimits {
  /** Steady-state requests per second. */
  readonly rateLimit: number;
  readonly burstLimit: number;
}

export interface ApiProps {
  /** The stage default: the limit of each route without its own, and the ceiling of every route's own. */
  readonly rateLimit: number;
  readonly burstLimit: number;
  /** The secret CloudFront sends (infra/constructs/origin-secret.ts, in the data stack). */
  readonly originSecret: secretsmanager.ISecret;
  /** The API's custom domain on the club's domain (api.<domain>), whose certificate covers it. */
  readonly customDomain?: { readonly name: string; readonly certificate: acm.ICertificate };
}

// HTTP API context variables; no header values, so no tokens (or the origin secret) end up in the logs.
const accessLogFields = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  method: '$context.httpMethod',
  path: '$context.path',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
};

/** A route's own limits, never above the stage default, so a deployer's lower default lowers every route. */
export function cappedLimits(own: ThrottleLimits, ceiling: ThrottleLimits): ThrottleLimits {
  return {
    rateLimit: Math.min(own.rateLimit, ceiling.rateLimit),
    burstLimit: Math.min(own.burstLimit, ceiling.burstLimit),
  };
}

export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  /** Host name CloudFront's origin calls: the custom domain's, else the execute-api endpoint's. */
  readonly originDomain: string;
  /** The API's https address, no trailing slash, for a function that calls it (API_URL). */
  readonly url: string;
  /** The custom domain, with the club's domain (its regional host is what api.<domain> points at). */
  readonly domainName?: apigw.DomainName;
  /** The header value CloudFront sends: a dynamic reference to the secret's `current`, never the value. */
  readonly originSecret: string;
  /** The secret itself, which route functions read at run time (allowOriginCheck). */
  readonly originSecretStore: secretsmanager.ISecret;
  private readonly ceiling: ThrottleLimits;
  private readonly routeThrottles: Record<string, ThrottleLimits> = {};

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.ceiling = { rateLimit: props.rateLimit, burstLimit: props.burstLimit };

    // The browser reaches the API through CloudFront on the site's own origin, so no CORS.
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      description: 'Blaze Rugby Club API (served through CloudFront under the site domain)',
      createDefaultStage: false,
      // Left out without a domain, so the template of a deploy without one stays as it was.
      disableExecuteApiEndpoint: props.customDomain ? true : undefined,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: SERVICE_LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: this.ceiling,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
    });
    // Produced when the template is written, after every route has set its limits.
    (this.stage.node.defaultChild as apigw.CfnStage).routeSettings = Lazy.any({
      produce: () => {
        const entries = Object.entries(this.routeThrottles);
        if (entries.length === 0) return undefined;
        return Object.fromEntries(
          entries.map(([routeKey, limits]) => [
            routeKey,
            { ThrottlingRateLimit: limits.rateLimit, ThrottlingBurstLimit: limits.burstLimit },
          ]),
        );
      },
    });

    if (props.customDomain) {
      // TLS 1.2 at least, the same floor as CloudFront's origin connection (infra/constructs/web.ts).
      this.domainName = new apigw.DomainName(this, 'CustomDomain', {
        domainName: props.customDomain.name,
        certificate: props.customDomain.certificate,
        endpointType: apigw.EndpointType.REGIONAL,
        securityPolicy: apigw.SecurityPolicy.TLS_1_2,
      });
      new apigw.ApiMapping(this, 'CustomDomainMapping', { api: this.httpApi, domainName: this.domainName, stage: this.stage });
      this.originDomain = props.customDomain.name;
      this.url = `https://${props.customDomain.name}`;
    } else {
      this.url = this.httpApi.apiEndpoint;
      // apiEndpoint is https://<id>.execute-api.<region>.amazonaws.com; CloudFront wants the host only.
      this.originDomain = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
    }

    this.originSecretStore = props.originSecret;
    // Resolved when the template is written, so sendOriginSecretVersion may still pin a version.
    this.originSecret = Lazy.string({
      produce: () =>
        SecretValue.secretsManager(props.originSecret.secretArn, { jsonField: 'current', versionId: this.sentVersion }).unsafeUnwrap(),
    });
  }

  private sentVersion: string | undefined;

  /**
   * Has CloudFront send `current` of this secret version (a rotation's). CloudFormation resolves a
   * dynamic reference only when the resource using it changes, so a new secret value alone would
   * never reach CloudFront; naming the version changes the distribution's template.
   */
  sendOriginSecretVersion(versionId: string | undefined): void {
    this.sentVersion = versionId;
  }

  /**
   * Lets a route function check the origin, and a function that calls the API send it: reading that
   * one secret (its ARN comes with the row's environment) through the Parameters and Secrets
   * extension, which calls with the function's role.
   */
  allowOriginCheck(fn: ClubFunction): void {
    addSecretsExtension(fn.function);
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [this.originSecretStore.secretArn] }),
    );
  }

  /** Gives one route its own throttle, capped by the stage default. */
  throttleRoute(route: apigw.HttpRoute, routeKey: string, limits: ThrottleLimits): void {
    this.routeThrottles[routeKey] = cappedLimits(limits, this.ceiling);
    // API Gateway refuses settings for a route key that does not exist yet.
    this.stage.node.addDependency(route);
  }
}
