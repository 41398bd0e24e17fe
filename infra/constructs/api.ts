// The HTTP API itself: its $default stage with throttling and JSON access logs, and the secret
// CloudFront sends it. Routes are added by ApiRoutes, once the sign-in client they check tokens
// against exists; it also sets each route's own throttle here.
//
// The execute-api endpoint stays enabled. Disabling it (disableExecuteApiEndpoint) leaves a
// custom domain as the only way in, which needs a domain name and an ACM certificate the club
// does not have yet, and CloudFront could then no longer reach the API. Instead CloudFront adds
// a generated secret header to every API request and each route function refuses calls without
// it (lambdas/commons/origin-check.ts), so a direct call to execute-api gets a 403 and never the
// cache, headers or throttling bypass. The secret lives in Secrets Manager: the template holds
// only a dynamic reference, which CloudFormation resolves at deploy time. Once the club has a
// domain, a custom API domain with the default endpoint disabled can replace the header.

import { Fn, Lazy, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { SERVICE_LOG_RETENTION } from './log-retention';

export interface ThrottleLimits {
  /** Steady-state requests per second. */
  readonly rateLimit: number;
  readonly burstLimit: number;
}

export interface ApiProps {
  /** The stage default: the limit of each route without its own, and the ceiling of every route's own. */
  readonly rateLimit: number;
  readonly burstLimit: number;
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
  /** Host name of the API's execute-api endpoint, for CloudFront's origin. */
  readonly originDomain: string;
  /** The shared secret CloudFront sends and the route functions expect (a dynamic reference, never the value). */
  readonly originSecret: string;
  private readonly ceiling: ThrottleLimits;
  private readonly routeThrottles: Record<string, ThrottleLimits> = {};

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.ceiling = { rateLimit: props.rateLimit, burstLimit: props.burstLimit };

    // The browser reaches the API through CloudFront on the site's own origin, so no CORS.
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      description: 'Blaze Rugby Club API (served through CloudFront under the site domain)',
      createDefaultStage: false,
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

    // apiEndpoint is https://<id>.execute-api.<region>.amazonaws.com; CloudFront wants the host only.
    this.originDomain = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    // Letters and digits only: the value travels as an HTTP header.
    const secret = new secretsmanager.Secret(this, 'OriginSecret', {
      description: 'Header value CloudFront sends to the HTTP API; route functions refuse requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Not rotated automatically: CloudFormation resolves the value into the CloudFront origin and the route ' +
        'functions at deploy time, so a rotation would split them until the next deploy. Rotate by replacing the ' +
        'secret value and deploying again.',
    });
    this.originSecret = secret.secretValue.unsafeUnwrap();
  }

  /** Gives one route its own throttle, capped by the stage default. */
  throttleRoute(route: apigw.HttpRoute, routeKey: string, limits: ThrottleLimits): void {
    this.routeThrottles[routeKey] = cappedLimits(limits, this.ceiling);
    // API Gateway refuses settings for a route key that does not exist yet.
    this.stage.node.addDependency(route);
  }
}
