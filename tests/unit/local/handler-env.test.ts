// The local stack's one environment builder gives a function what its row grants and nothing
// more, as the CDK stack does (infra/constructs/api-routes.ts).

import { describe, expect, it } from 'vitest';
import {
  API_URL,
  MEDIA_BUCKET,
  UPLOADS_BUCKET,
  NOTIFICATION_EMAIL,
  ORIGIN_SECRET_ID,
  SENDER_EMAIL,
  MAIL_CONFIGURATION_SET,
  SITE_BUCKET,
  SITE_DIR,
} from '../../../lambdas/runtime/env-names';
import type { Access } from '../../../lambdas/route-def';
import { handlerEnv, type LocalFunction, type LocalStack, UNREACHABLE_ENDPOINT } from '../../../local/handler-env';

const stack: LocalStack = {
  region: 'us-east-1',
  credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
  endpoints: {
    dynamodb: 'http://127.0.0.1:8000',
    s3: 'http://127.0.0.1:4569',
    ses: 'http://127.0.0.1:8005',
    cognito: 'http://localhost:9229',
  },
  tableName: (name) => `physical-${name}`,
  mediaBucket: 'the-media-bucket',
  uploadsBucket: 'the-uploads-bucket',
  userPool: { userPoolId: 'local_pool', userPoolClientId: 'the-client' },
};

const row = (fields: Partial<LocalFunction> & { access?: Access } = {}): LocalFunction => ({
  id: 'a-route',
  reads: [],
  writes: [],
  ...fields,
});

const tableVariables = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('TABLE_')));

describe('handlerEnv', () => {
  it('names exactly the tables the row reads or writes, with their physical names', () => {
    const env = handlerEnv(row({ reads: ['posts', 'counters'], writes: ['posts'] }), stack);

    expect(tableVariables(env)).toEqual({ TABLE_POSTS: 'physical-posts', TABLE_COUNTERS: 'physical-counters' });
  });

  it('names no table for a row that lists none', () => {
    expect(tableVariables(handlerEnv(row(), stack))).toEqual({});
  });

  it('points every AWS client at the stand-ins, with the local credentials and region', () => {
    expect(handlerEnv(row(), stack)).toMatchObject({
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'key',
      AWS_SECRET_ACCESS_KEY: 'secret',
      AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:8000',
      AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:4569',
      AWS_ENDPOINT_URL_SES: 'http://127.0.0.1:8005',
      AWS_ENDPOINT_URL_SESV2: 'http://127.0.0.1:8005',
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: 'http://localhost:9229',
      AWS_LAMBDA_FUNCTION_NAME: 'blaze-local-a-route',
    });
  });

  it('points the Cognito client nowhere where the stack has no user pool, so a call never reaches AWS', () => {
    const { cognito: _none, ...withoutPool } = stack.endpoints;
    expect(handlerEnv(row(), { ...stack, endpoints: withoutPool }).AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER).toBe(UNREACHABLE_ENDPOINT);
  });

  it('gives the mail settings only to a row that sends mail', () => {
    expect(handlerEnv(row({ sendsEmail: true }), stack)).toMatchObject({
      [SENDER_EMAIL]: expect.any(String),
      [NOTIFICATION_EMAIL]: expect.any(String),
    });
    expect(handlerEnv(row(), stack)).not.toHaveProperty(SENDER_EMAIL);
    expect(handlerEnv(row(), stack)).not.toHaveProperty(NOTIFICATION_EMAIL);
    expect(handlerEnv(row(), stack)).not.toHaveProperty(MAIL_CONFIGURATION_SET);
  });

  it('sends every mail through the configuration set and lets the outbox read the suppression list', () => {
    const env = handlerEnv(row({ sendsEmail: true, reads: ['posts'] }), stack);

    expect(env[MAIL_CONFIGURATION_SET]).toEqual(expect.any(String));
    expect(tableVariables(env)).toEqual({ TABLE_POSTS: 'physical-posts', TABLE_MAIL_SUPPRESSIONS: 'physical-mailSuppressions' });
  });

  it("gives the club's address alone to a row that needs it without sending mail", () => {
    const env = handlerEnv(row({ clubAddress: true }), stack);

    expect(env[NOTIFICATION_EMAIL]).toEqual(expect.any(String));
    expect(env).not.toHaveProperty(SENDER_EMAIL);
    expect(env).not.toHaveProperty(MAIL_CONFIGURATION_SET);
  });

  it('gives the media bucket only to a row with media access', () => {
    expect(handlerEnv(row({ media: ['read'] }), stack)[MEDIA_BUCKET]).toBe('the-media-bucket');
    expect(handlerEnv(row({ media: [] }), stack)).not.toHaveProperty(MEDIA_BUCKET);
    expect(handlerEnv(row(), stack)).not.toHaveProperty(MEDIA_BUCKET);
  });

  it('gives each bucket only to the access that reaches it, as CDK does', () => {
    expect(handlerEnv(row({ media: ['presign'] }), stack)).toMatchObject({ [UPLOADS_BUCKET]: 'the-uploads-bucket' });
    expect(handlerEnv(row({ media: ['presign'] }), stack)).not.toHaveProperty(MEDIA_BUCKET);
    expect(handlerEnv(row({ media: ['claim', 'write'] }), stack)).toMatchObject({
      [UPLOADS_BUCKET]: 'the-uploads-bucket',
      [MEDIA_BUCKET]: 'the-media-bucket',
    });
    expect(handlerEnv(row({ media: ['read', 'write'] }), stack)).not.toHaveProperty(UPLOADS_BUCKET);
  });

  it("gives the site's directory only to a row with site access, and refuses one where the stack has no site", () => {
    const withSite: LocalStack = { ...stack, siteDir: '/work/web/dist' };
    for (const site of ['read', 'write'] as const) {
      expect(handlerEnv(row({ site }), withSite)[SITE_DIR]).toBe('/work/web/dist');
      expect(handlerEnv(row({ site }), withSite)).not.toHaveProperty(SITE_BUCKET);
    }
    expect(handlerEnv(row(), withSite)).not.toHaveProperty(SITE_DIR);
    expect(() => handlerEnv(row({ site: 'write' }), stack)).toThrow(/site's files/);
  });

  it("gives the API's address only to a row that calls it (the secret comes from the API server, not the environment)", () => {
    const withApi: LocalStack = { ...stack, apiUrl: 'http://127.0.0.1:3001' };
    expect(handlerEnv(row({ callsApi: true }), withApi)[API_URL]).toBe('http://127.0.0.1:3001');
    expect(handlerEnv(row({ callsApi: true }), withApi)).not.toHaveProperty(ORIGIN_SECRET_ID);
    expect(handlerEnv(row(), withApi)).not.toHaveProperty(API_URL);
    expect(() => handlerEnv(row({ callsApi: true }), stack)).toThrow(/calls the site's API/);
  });

  it('names the tables a stream function receives apart from the tables it may touch', () => {
    const env = handlerEnv(row({ tables: ['posts', 'games'], reads: ['counters'] }), stack);
    expect(env).toMatchObject({ STREAM_TABLE_POSTS: 'physical-posts', STREAM_TABLE_GAMES: 'physical-games' });
    expect(tableVariables(env)).toEqual({ TABLE_COUNTERS: 'physical-counters' });
  });

  it('gives no user-pool ids to any row: no handler reads them (the API checks tokens before a handler runs)', () => {
    for (const access of ['public', 'member', 'officer'] as const) {
      expect(Object.keys(handlerEnv(row({ access }), stack)).filter((name) => name.startsWith('USER_POOL'))).toEqual([]);
    }
  });
});
