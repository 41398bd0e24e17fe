// The deploy-time parameters: every default, each validation rule from both sides of its edge,
// and the text-to-number coercion of `-c key=value`.

import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MONTHLY_BUDGET, readConfig, usesPlaceholderMail, WAF_DEFAULT_LIMITS } from '../../infra/config';
import { throttleLimits } from '../../lambdas/route-def';

const configFrom = (context: Record<string, unknown>) => readConfig(new App({ context }));

/** The keys a refused context is reported under (the error message has one `→ at <key>` per problem). */
function refusedKeys(context: Record<string, unknown>): string[] {
  try {
    configFrom(context);
  } catch (error) {
    return [...String(error).matchAll(/→ at (\w+)/g)].map((match) => match[1] ?? '');
  }
  return [];
}

describe('deploy-time parameters', () => {
  it('has these defaults, so a clean clone synthesizes with no localhost sign-in callback', () => {
    expect(configFrom({})).toEqual({
      notificationEmail: 'officers@example.com',
      senderEmail: 'no-reply@example.com',
      stackName: 'BlazeRugbyClub',
      localSiteUrl: '',
      apiRateLimit: 10,
      apiBurstLimit: 20,
      waf: 'on',
      wafRateLimit: 100,
      wafApiRateLimit: 300,
      pricingPlan: 'none',
      monthlyBudget: 35,
      cognitoMail: 'cognito',
      authDomain: false,
      backupRetentionDays: 35,
      heldBackIndexes: [],
      deletionProtection: true,
      proofOfWork: 3_000_000,
      newsletterSendRate: 1,
    });
    expect(usesPlaceholderMail(configFrom({}))).toBe(true);
  });

  it('defaults the stage limits to no less than any route class, so each class gets its documented limits', () => {
    const { apiRateLimit, apiBurstLimit } = configFrom({});
    for (const limits of Object.values(throttleLimits)) {
      expect(apiRateLimit).toBeGreaterThanOrEqual(limits.rateLimit);
      expect(apiBurstLimit).toBeGreaterThanOrEqual(limits.burstLimit);
    }
  });

  it('takes values given with -c, numbers as text included', () => {
    const config = configFrom({
      senderEmail: 'club@blazerugby.org',
      notificationEmail: 'officers@blazerugby.org',
      domainPrefix: 'blaze-rugby-club',
      apiRateLimit: '20',
      apiBurstLimit: '40',
      localSiteUrl: 'http://localhost:5174/',
    });
    expect(config).toMatchObject({ apiRateLimit: 20, apiBurstLimit: 40, domainPrefix: 'blaze-rugby-club' });
    expect(config.localSiteUrl).toBe('http://localhost:5174/');
    expect(usesPlaceholderMail(config)).toBe(false);
  });

  // Each pair: a value the rule refuses, and the nearest value it accepts.
  it.each([
    ['senderEmail', 'not-an-address', 'club@blazerugby.org'],
    ['notificationEmail', 'officers@', 'officers@blazerugby.org'],
    ['domainPrefix', 'Blaze_Rugby', 'blaze-rugby'],
    ['domainPrefix', 'blaze-cognito', 'blaze-club'],
    ['domainPrefix', '-blaze', 'blaze'],
    ['stackName', '1Blaze', 'Blaze1'],
    ['apiRateLimit', '0', '1'],
    ['apiRateLimit', '2.5', '2'],
    ['apiBurstLimit', '-5', '5'],
    ['apiBurstLimit', 'many', '500'],
    ['localSiteUrl', 'http://localhost:5174', 'http://localhost:5174/'],
    ['localSiteUrl', 'http://dev.blazerugby.org/', 'https://dev.blazerugby.org/'],
    ['localSiteUrl', 'ftp://localhost/', 'http://localhost/'],
    ['waf', 'yes', 'on'],
    ['waf', 'regional', 'user-pool'],
    ['wafRateLimit', '9', '10'],
    ['wafRateLimit', '100.5', '100'],
    ['wafApiRateLimit', '0', '10'],
    ['wafApiRateLimit', 'many', '250'],
    ['pricingPlan', 'business', 'pro'],
    ['monthlyBudget', '0', '1'],
    ['monthlyBudget', 'ten', '12.5'],
    ['monthlyBudget', '1000000', '100000'],
    ['domainName', 'BlazeRugby.org', 'blazerugby.org'],
    ['domainName', 'www.blazerugby.org', 'blazerugby.org'],
    ['domainName', 'blazerugby.org.', 'blazerugby.org'],
    ['domainName', 'localhost', 'club.local-rugby.org'],
    ['cognitoMail', 'smtp', 'cognito'],
    ['authDomain', 'yes', 'false'],
    ['deletionProtection', 'off', 'false'],
    ['backupRetentionDays', '0', '1'],
    ['backupRetentionDays', '3651', '3650'],
    ['proofOfWork', '0', '1'],
    ['proofOfWork', '100000001', '100000000'],
    ['proofOfWork', 'hard', '500000'],
  ])('refuses %s=%s before synth, naming that key only, and accepts %s', (key, refused, accepted) => {
    expect(refusedKeys({ [key]: refused })).toEqual([key]);
    expect(refusedKeys({ [key]: accepted })).toEqual([]);
  });

  it('takes the domain keys together, and refuses each without what it needs', () => {
    const config = configFrom({ domainName: 'blazerugby.org', hostedZoneId: 'Z0123456789ABCDEFGHIJ', authDomain: 'true' });
    expect(config).toMatchObject({ domainName: 'blazerugby.org', hostedZoneId: 'Z0123456789ABCDEFGHIJ', authDomain: true });
    expect(configFrom({ domainName: 'blazerugby.org', authDomain: false }).authDomain).toBe(false);
    expect(refusedKeys({ hostedZoneId: 'Z0123456789ABCDEFGHIJ' })).toEqual(['hostedZoneId']);
    expect(refusedKeys({ hostedZoneId: 'zone-1', domainName: 'blazerugby.org' })).toEqual(['hostedZoneId']);
    expect(refusedKeys({ authDomain: 'true' })).toEqual(['authDomain']);
  });

  it("sends from an address at the club's domain when it has one: website@<domain> unless another is given", () => {
    expect(configFrom({ domainName: 'blazerugby.org' }).senderEmail).toBe('website@blazerugby.org');
    expect(configFrom({ domainName: 'blazerugby.org', senderEmail: 'club@blazerugby.org' }).senderEmail).toBe('club@blazerugby.org');
    expect(refusedKeys({ domainName: 'blazerugby.org', senderEmail: 'Club@BlazeRugby.org' })).toEqual([]);
    for (const elsewhere of ['club@gmail.com', 'club@mail.blazerugby.org', 'club@notblazerugby.org']) {
      expect(refusedKeys({ domainName: 'blazerugby.org', senderEmail: elsewhere }), elsewhere).toEqual(['senderEmail']);
    }
    expect(() => configFrom({ domainName: 'blazerugby.org', senderEmail: 'club@gmail.com' })).toThrow(
      /must be an address at domainName \(website@blazerugby\.org, or leave it out for that one\)/,
    );
    // The notifications may go anywhere: the officers' own mailboxes.
    expect(refusedKeys({ domainName: 'blazerugby.org', notificationEmail: 'blaze.officers@gmail.com' })).toEqual([]);
    expect(configFrom({ domainName: 'blazerugby.org', cognitoMail: 'ses' }).cognitoMail).toBe('ses');
  });

  it("keeps the pool on Cognito's own sender until asked, and asks a real sender for SES", () => {
    expect(refusedKeys({ cognitoMail: 'ses' })).toEqual(['cognitoMail']);
    expect(configFrom({ cognitoMail: 'ses', senderEmail: 'website@blazerugby.org' }).cognitoMail).toBe('ses');
  });

  it('reports every bad key at once', () => {
    expect(refusedKeys({ senderEmail: 'x', apiRateLimit: '-1' }).sort()).toEqual(['apiRateLimit', 'senderEmail']);
  });

  it('turns WAF on by default, with its limits, and reads them as numbers', () => {
    expect(configFrom({})).toMatchObject({ waf: 'on', ...WAF_DEFAULT_LIMITS });
    expect(configFrom({ wafRateLimit: '50', wafApiRateLimit: '250' })).toMatchObject({ wafRateLimit: 50, wafApiRateLimit: 250 });
    expect(configFrom({ waf: 'off' }).waf).toBe('off');
  });

  it('refuses a flat-rate plan without the web ACL it covers', () => {
    expect(refusedKeys({ pricingPlan: 'free', waf: 'user-pool' })).toEqual(['pricingPlan']);
    expect(refusedKeys({ pricingPlan: 'free' })).toEqual([]);
  });

  it('budgets above a normal month with WAF by default', () => {
    expect(configFrom({}).monthlyBudget).toBe(DEFAULT_MONTHLY_BUDGET);
  });

  it('turns deletion protection off only for an explicit false, which npm run deploy gives its first create', () => {
    expect(configFrom({ deletionProtection: 'false' }).deletionProtection).toBe(false);
    expect(configFrom({ deletionProtection: 'true' }).deletionProtection).toBe(true);
  });

  it('allows leaving the local callback out explicitly', () => {
    expect(configFrom({ localSiteUrl: '' }).localSiteUrl).toBe('');
  });
});
