// The user pool's account settings in the template: the admin scope for /account's password change
// and authenticator-app set-up, with the email as the only attribute the browser may write; the
// password policy from common/club/password-policy; TOTP offered, SMS never; Cognito's own sender for its
// mail, even with the club's real addresses, until the club moves that mail onto SES with
// `cognitoMail=ses`, and only then a pool that waits for the SES identity and sends through the
// club's configuration set.

import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_POLICY } from '../../common/club/password-policy';
import { SIGN_IN_SCOPES } from '../../common/runtime-config';
import {
  flatten,
  logicalIdOf,
  only,
  props,
  type Resource,
  resourceOf,
  resources,
  type Synthesized,
  synthesizeConfigured,
  synthesizeDataStack,
  synthesizeDefault,
} from './support';

const SENDER = 'website@blazerugby.org';

let placeholder: Synthesized;
let configured: Synthesized;

// The default app, with the placeholder addresses, and the fully configured one (the club's domain).
beforeAll(() => {
  placeholder = synthesizeDefault();
  configured = synthesizeConfigured();
});

const pool = (synthesized: Synthesized): Resource => only(synthesized.all, 'AWS::Cognito::UserPool')[1];
const client = (synthesized: Synthesized) => props(resourceOf(synthesized.all, synthesized.stack, synthesized.stack.spaClient));

describe("the SPA's app client", () => {
  it('allows the admin scope the password change needs, alongside the sign-in scopes and nothing else', () => {
    const scopes = client(configured).AllowedOAuthScopes as string[];
    expect(scopes).toContain('aws.cognito.signin.user.admin');
    expect([...scopes].sort()).toEqual([...SIGN_IN_SCOPES].sort());
  });

  it('lets the token write the email only (sign-up needs it), never a name, phone or custom attribute', () => {
    expect(client(configured).WriteAttributes).toEqual(['email']);
    expect(client(placeholder).WriteAttributes).toEqual(['email']);
  });
});

describe('the user pool', () => {
  it("holds a changed email back until it is verified, so a token's write cannot take an address", () => {
    const settings = props(pool(configured)).UserAttributeUpdateSettings as { AttributesRequireVerificationBeforeUpdate: string[] };
    expect(settings.AttributesRequireVerificationBeforeUpdate).toEqual(['email']);
  });

  it("takes its password policy from common/club/password-policy, the form's own rule", () => {
    const policy = (props(pool(configured)).Policies as { PasswordPolicy: Record<string, unknown> }).PasswordPolicy;
    expect(policy).toMatchObject({
      MinimumLength: PASSWORD_POLICY.minLength,
      RequireLowercase: PASSWORD_POLICY.requireLowercase,
      RequireUppercase: PASSWORD_POLICY.requireUppercase,
      RequireNumbers: PASSWORD_POLICY.requireDigits,
      RequireSymbols: PASSWORD_POLICY.requireSymbols,
    });
  });

  it('offers an authenticator app (TOTP) as an optional second factor, and never SMS', () => {
    const p = props(pool(configured));
    expect(p.MfaConfiguration).toBe('OPTIONAL');
    expect(p.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(p.SmsConfiguration).toBeUndefined();
  });

  it("keeps Cognito's own sender on a first deploy with the club's real addresses, and does not wait for the SES identity", () => {
    // The data stack alone holds the pool and the identity: the club's real addresses, no cognitoMail.
    const { data, dataTemplate } = synthesizeDataStack({ senderEmail: SENDER, notificationEmail: 'officers@blazerugby.org' });
    const all = resources(dataTemplate);
    const [poolId, resource] = only(all, 'AWS::Cognito::UserPool');
    const mail = props(resource).EmailConfiguration as Record<string, unknown>;
    // Cognito would refuse a pool whose SES address is not verified yet, and SES in its sandbox would
    // deliver no sign-up code to a new member.
    expect(mail.EmailSendingAccount).toBe('COGNITO_DEFAULT');
    expect(mail.SourceArn).toBeUndefined();
    const identityId = logicalIdOf(data, data.email.sender);
    expect(props(all[identityId])).toMatchObject({ EmailIdentity: SENDER });
    expect((all[poolId] as Resource & { DependsOn?: string[] }).DependsOn ?? []).not.toContain(identityId);
  });

  it("sends Cognito's mail through SES from the club's sender with cognitoMail=ses, once that identity exists", () => {
    const { data, dataTemplate } = synthesizeDataStack({
      senderEmail: SENDER,
      notificationEmail: 'officers@blazerugby.org',
      cognitoMail: 'ses',
    });
    const pool = resources(dataTemplate)[logicalIdOf(data, data.auth.userPool)] as Resource & { DependsOn?: string[] };
    const mail = props(pool).EmailConfiguration as Record<string, unknown>;
    expect(mail.EmailSendingAccount).toBe('DEVELOPER');
    expect(mail.From).toBe(`Blaze Rugby Club <${SENDER}>`);
    expect(flatten(mail.SourceArn)).toBe(`arn:{AWS::Partition}:ses:{AWS::Region}:{AWS::AccountId}:identity/${SENDER}`);
    const identityId = logicalIdOf(data, data.email.sender);
    expect(props(resources(dataTemplate)[identityId])).toMatchObject({ EmailIdentity: SENDER });
    expect(pool.DependsOn ?? []).toContain(identityId);
  });

  it("sends Cognito's mail through the club's configuration set with cognitoMail=ses, whose bounces and complaints the suppression list records", () => {
    const { data, dataTemplate } = synthesizeDataStack({
      senderEmail: SENDER,
      notificationEmail: 'officers@blazerugby.org',
      cognitoMail: 'ses',
    });
    const all = resources(dataTemplate);
    const mail = props(all[logicalIdOf(data, data.auth.userPool)]).EmailConfiguration as Record<string, unknown>;
    const setId = logicalIdOf(data, data.email.configurationSet);
    expect(mail.ConfigurationSet).toEqual({ Ref: setId });
    // The same set the outbox names and whose events reach record-mail-events.
    expect(props(all[setId]).SuppressionOptions).toEqual({ SuppressedReasons: ['BOUNCE', 'COMPLAINT'] });
  });

  it("keeps Cognito's own sender while the sender is the placeholder SES can never verify", () => {
    const mail = props(pool(placeholder)).EmailConfiguration as Record<string, unknown>;
    expect(mail.EmailSendingAccount).toBe('COGNITO_DEFAULT');
    expect(mail.SourceArn).toBeUndefined();
  });
});
