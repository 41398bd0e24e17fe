// The HTTP API itself: its $default stage with throttling and JSON access logs.
// Routes are added by ApiRoutes, once the sign-in client they check tokens against exists.

import { Fn, RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

export interface ApiProps {
  /** Steady-state requests per second, all routes together. */
  readonly rateLimit: number;
  readonly burstLimit: number;
}

// HTTP API context variables; no header values, so no tokens end up in the logs.
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

export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  /** Host name of the API's execute-api endpoint, for CloudFront's origin. */
  readonly originDomain: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    // The browser reaches the API through CloudFront on the site's own origin, so no CORS.
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      description: 'Blaze Rugby Club API (served through CloudFront under the site domain)',
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.rateLimit, burstLimit: props.burstLimit },
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
      },
    });

    // apiEndpoint is https://<id>.execute-api.<region>.amazonaws.com; CloudFront wants the host only.
    this.originDomain = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
  }
}
