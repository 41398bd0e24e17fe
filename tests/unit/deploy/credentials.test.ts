// Credentials are looked for before anything else, without asking the SDK's chain (whose last
// source is the instance metadata address); whose they are comes from STS in one line.

import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { credentialSource, NO_CREDENTIALS } from '../../../infra/deploy/credential-source';
import { CredentialsProblem, whoAmI } from '../../../infra/deploy/credentials';
import { awsError } from './support';

const sts = mockClient(STSClient);
beforeEach(() => sts.reset());
afterAll(() => sts.restore());

describe('where credentials would come from', () => {
  const none = () => false;

  it('finds none in a bare environment without ~/.aws', () => {
    expect(credentialSource({ HOME: '/nowhere' }, none)).toBeUndefined();
    expect(NO_CREDENTIALS).toMatch(/^No AWS credentials: .*\n?$/);
  });

  it.each(['AWS_ACCESS_KEY_ID', 'AWS_PROFILE', 'AWS_WEB_IDENTITY_TOKEN_FILE', 'AWS_CONTAINER_CREDENTIALS_FULL_URI'])('finds %s', (name) => {
    expect(credentialSource({ [name]: 'x' }, none)).toBe(name);
  });

  it('finds the shared files, where AWS_CONFIG_FILE says they are', () => {
    expect(credentialSource({ AWS_CONFIG_FILE: '/etc/club/aws-config' }, (path) => path === '/etc/club/aws-config')).toBe(
      '/etc/club/aws-config',
    );
  });
});

describe('whose credentials', () => {
  it('answers the account and the caller', async () => {
    sts.on(GetCallerIdentityCommand).resolves({ Account: '111122223333', Arn: 'arn:aws:iam::111122223333:user/admin' });
    expect(await whoAmI(new STSClient({ region: 'us-east-1' }))).toEqual({
      account: '111122223333',
      arn: 'arn:aws:iam::111122223333:user/admin',
    });
  });

  it.each(['ExpiredToken', 'InvalidClientTokenId', 'CredentialsProviderError'])(
    'says in one line that AWS refused them (%s)',
    async (name) => {
      sts.on(GetCallerIdentityCommand).rejects(awsError(name, 'The security token included in the request is expired'));
      const problem = await whoAmI(new STSClient({ region: 'us-east-1' })).catch((error: unknown) => error);
      expect(problem).toBeInstanceOf(CredentialsProblem);
      expect(String((problem as Error).message)).toMatch(/^AWS refused the credentials \(.*\); sign in again and rerun\.$/);
    },
  );
});
