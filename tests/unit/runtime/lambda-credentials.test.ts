import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultProvider } from '../../../lambdas/runtime/lambda-credentials';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the bundles’ credential provider', () => {
  it('gives the credentials Lambda puts in the environment', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDROLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'session');
    const credentials = await defaultProvider({})();
    expect(credentials).toMatchObject({ accessKeyId: 'AKIDROLE', secretAccessKey: 'secret', sessionToken: 'session' });
  });

  it('fails without them rather than looking elsewhere', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '');
    await expect(defaultProvider({})()).rejects.toThrow();
  });
});
