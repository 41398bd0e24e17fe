// The deploy-time parameters: defaults, validation and the text-to-number coercion of `-c key=value`.

import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readConfig, usesPlaceholderMail } from '../../infra/config';

const configFrom = (context: Record<string, unknown>) => readConfig(new App({ context }));

describe('deploy-time parameters', () => {
  it('has defaults for every key, so a clean clone synthesizes', () => {
    const config = configFrom({});
    expect(config.stackName).toBe('BlazeRugbyClub');
    expect(config.localSiteUrl).toBe('http://localhost:5174/');
    expect(config.domainPrefix).toBeUndefined();
    expect(usesPlaceholderMail(config)).toBe(true);
  });

  it('takes values given with -c, numbers as text included', () => {
    const config = configFrom({
      senderEmail: 'club@blazerugby.org',
      notificationEmail: 'officers@blazerugby.org',
      domainPrefix: 'blaze-rugby-club',
      apiRateLimit: '20',
    });
    expect(config.apiRateLimit).toBe(20);
    expect(config.domainPrefix).toBe('blaze-rugby-club');
    expect(usesPlaceholderMail(config)).toBe(false);
  });

  it.each([
    [{ senderEmail: 'not-an-address' }, /senderEmail/],
    [{ domainPrefix: 'Blaze_Rugby' }, /domainPrefix/],
    [{ domainPrefix: 'blaze-cognito' }, /domainPrefix/],
    [{ apiBurstLimit: '-5' }, /apiBurstLimit/],
    [{ localSiteUrl: 'http://localhost:5174' }, /localSiteUrl/],
  ])('refuses %o before synth', (context, key) => {
    expect(() => configFrom(context)).toThrow(key);
  });

  it('allows leaving the local callback out', () => {
    expect(configFrom({ localSiteUrl: '' }).localSiteUrl).toBe('');
  });
});
