// Whether the admin has AWS credentials at all, asked before anything else is loaded or built.
//
// The SDK's default chain ends with the EC2 instance metadata service, an address on the local
// network that a laptop without credentials would wait on. So the chain is asked only when one of
// its other sources is there: the environment's keys, a profile, web identity, container
// credentials, or the shared files in ~/.aws. https://docs.aws.amazon.com/sdkref/latest/guide/standardized-credentials.html
// Plain Node only: `npm run deploy` imports this alone before it loads the SDK and the CDK app.

import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The environment variables that name a source of credentials the SDK reads. */
export const CREDENTIAL_ENV_VARS = [
  'AWS_ACCESS_KEY_ID',
  'AWS_PROFILE',
  'AWS_WEB_IDENTITY_TOKEN_FILE',
  'AWS_CONTAINER_CREDENTIALS_FULL_URI',
  'AWS_CONTAINER_CREDENTIALS_RELATIVE_URI',
] as const;

/** The shared files, where `aws configure` and `aws sso login` keep profiles. */
export function sharedAwsFiles(env: NodeJS.ProcessEnv, home: string = homedir()): string[] {
  return [env.AWS_SHARED_CREDENTIALS_FILE ?? join(home, '.aws', 'credentials'), env.AWS_CONFIG_FILE ?? join(home, '.aws', 'config')];
}

/** Where credentials would come from, or undefined when there is nowhere they could. */
export function credentialSource(env: NodeJS.ProcessEnv, fileExists: (path: string) => boolean = existsSync): string | undefined {
  const variable = CREDENTIAL_ENV_VARS.find((name) => env[name]);
  if (variable) return variable;
  return sharedAwsFiles(env).find(fileExists);
}

export const NO_CREDENTIALS =
  'No AWS credentials: set AWS_PROFILE (after aws configure or aws sso login) or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, then run it again.';
