// The user pool's client of a function whose row reads its members (the club's export), created once
// per Lambda container. The endpoint comes from AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER when it
// is set (the local stack's cognito-local).

import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { USER_POOL_ID } from './env-names';

export const cognito = new CognitoIdentityProviderClient({});

/** The user pool's id, as CDK or the local stack put it in the environment. */
export function userPoolId(): string {
  const value = process.env[USER_POOL_ID];
  if (!value) throw new Error(`${USER_POOL_ID} is not set`);
  return value;
}
