// What an AWS SDK v3 error means to a check: a thing that is not there, credentials that may not
// read it, or AWS asking us to slow down. The SDK already retries throttled calls (standard retry
// mode, three attempts); what still fails is reported, never thrown at the volunteer as a stack trace.
// Error names: https://docs.aws.amazon.com/sdk-for-javascript/v3/developer-guide/handling-exceptions.html

import { type Finding, fail, warn } from './findings';

interface SdkErrorShape {
  readonly name?: string;
  readonly message?: string;
  readonly $metadata?: { readonly httpStatusCode?: number };
}

const shape = (error: unknown): SdkErrorShape => (typeof error === 'object' && error !== null ? (error as SdkErrorShape) : {});

export const errorName = (error: unknown): string => shape(error).name ?? 'Error';
export const errorMessage = (error: unknown): string => shape(error).message ?? String(error);

const ACCESS_DENIED = new Set([
  'AccessDenied',
  'AccessDeniedException',
  'UnauthorizedOperation',
  'NotAuthorizedException',
  'AuthorizationError',
]);
const THROTTLED = new Set([
  'Throttling',
  'ThrottlingException',
  'ThrottledException',
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'PriorRequestNotComplete',
  'SlowDown',
]);
const CREDENTIALS = new Set([
  'CredentialsProviderError',
  'ExpiredToken',
  'ExpiredTokenException',
  'InvalidClientTokenId',
  'UnrecognizedClientException',
  'SignatureDoesNotMatch',
  'InvalidSignatureException',
]);

export const isAccessDenied = (error: unknown): boolean => ACCESS_DENIED.has(errorName(error));
export const isThrottled = (error: unknown): boolean => THROTTLED.has(errorName(error));
export const isCredentialsError = (error: unknown): boolean => CREDENTIALS.has(errorName(error));

/** Whether the error is one of the given names (a service's own "not found"). */
export const isNamed = (error: unknown, ...names: readonly string[]): boolean => names.includes(errorName(error));

/**
 * The finding for a check that could not get its answer. A check that must pass for the deploy to
 * go on (`must`) fails when it cannot tell; the others warn, since the deploy itself runs with CDK's
 * deploy role, which may read what the admin's own credentials may not.
 */
export function couldNotCheck(
  what: string,
  error: unknown,
  options: { readonly permission?: string; readonly must?: boolean } = {},
): Finding {
  const make = options.must ? fail : warn;
  if (isThrottled(error)) {
    return make(`${what}: AWS kept answering "slow down" (${errorName(error)})`, ['Run the preflight again in a minute.']);
  }
  if (isAccessDenied(error)) {
    return make(`${what}: your credentials may not read it (${errorName(error)})`, [
      options.permission
        ? `Give the user you deploy with ${options.permission} (IAM console → Users → your user → Add permissions), or check it by hand in the console.`
        : 'Deploy with an administrator of the account (IAM console → Users → your user → Add permissions → AdministratorAccess).',
    ]);
  }
  if (isCredentialsError(error)) {
    return make(`${what}: AWS refused the credentials (${errorName(error)}: ${errorMessage(error)})`, [
      'Sign in again (aws sso login, or new access keys with aws configure), then run the preflight again.',
    ]);
  }
  return make(`${what}: could not check (${errorName(error)}: ${errorMessage(error)})`, [
    'Run the preflight again; if it repeats, check it by hand in the console.',
  ]);
}
