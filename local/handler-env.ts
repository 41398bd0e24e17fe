// The environment the handlers see locally: what CDK gives each Lambda in AWS, pointed at the
// stand-ins. Handlers never ask where they run; the SDK reads AWS_ENDPOINT_URL_<SERVICE>.

import { NOTIFICATION_EMAIL, SENDER_EMAIL, USER_POOL_CLIENT_ID, USER_POOL_ID } from '../lambdas/commons/env-names';
import { localTableEnv } from './aws/create-tables';
import { LOCAL_REGION, localCredentials } from './aws/clients';
import type { Ports } from './ports';

export const LOCAL_SENDER_EMAIL = 'website@blazerugby.local';
export const LOCAL_NOTIFICATION_EMAIL = 'officers@blazerugby.local';

export interface HandlerEnvInput {
  readonly ports: Ports;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
}

export function localHandlerEnv({ ports, userPoolId, userPoolClientId }: HandlerEnvInput): Record<string, string> {
  const ses = `http://127.0.0.1:${ports.ses}`;
  return {
    ...localTableEnv(),
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${ports.s3}`,
    // The SES v1 client reads _SES, the v2 client (@aws-sdk/client-sesv2) reads _SESV2.
    AWS_ENDPOINT_URL_SES: ses,
    AWS_ENDPOINT_URL_SESV2: ses,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://localhost:${ports.cognito}`,
    [SENDER_EMAIL]: LOCAL_SENDER_EMAIL,
    [NOTIFICATION_EMAIL]: LOCAL_NOTIFICATION_EMAIL,
    [USER_POOL_ID]: userPoolId,
    [USER_POOL_CLIENT_ID]: userPoolClientId,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}
