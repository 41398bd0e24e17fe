// Sign-in: the Cognito user pool, its hosted-UI domain and the `officers` group (the data stack), and
// the app clients of the sites that sign in with it (the app stack, addSiteClient).

import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct, type IConstruct } from 'constructs';
import { PASSWORD_POLICY } from '../../common/club/password-policy';
import { OFFICERS_GROUP } from '../../common/club/roles';
import { SIGN_IN_SCOPES } from '../../common/runtime-config';
import { DATA_REMOVAL_POLICY, keepLikeTheData } from './data-retention';

/** How long an access or ID token lasts. */
export const TOKEN_VALIDITY = Duration.minutes(15);
/** How long a sign-in lasts without a password, by refreshing. */
export const REFRESH_TOKEN_VALIDITY = Duration.days(30);

export interface AuthProps {
  /** Prefix of the hosted-UI domain: https://<prefix>.auth.<region>.amazoncognito.com. */
  readonly domainPrefix: string;
  /**
   * The club's SES sender (infra/constructs/email.ts) for Cognito's own mail (sign-up codes,
   * password resets), once the club has moved that mail onto SES (`cognitoMail=ses`). Without it
   * the pool keeps Cognito's own sender, which works from the first deploy: Cognito refuses a pool
   * whose SES address is not verified yet, and SES in its sandbox would deliver only to verified
   * addresses, never to a new member.
   */
  readonly sesSender?: {
    readonly email: string;
    /** The SES identity of that address: the pool is made or changed only once it exists. */
    readonly identity: IConstruct;
    /**
     * The club's domain (`domainName`) when its identity is what verifies the address: Cognito is
     * then pointed at the domain's identity, since the address has none of its own.
     */
    readonly domain?: string;
    /**
     * The SES configuration set the club's own mail goes through (infra/constructs/email.ts): with
     * it, Cognito's mail has its bounces and complaints reported and recorded like the outbox's
     * (lambdas/events/record-mail-events.ts), and SES's suppression list applied to it.
     */
    readonly configurationSetName: string;
  };
  /**
   * Cognito's deletion protection on the pool: on, except while `npm run deploy` creates the data
   * stack for the first time (the `deletionProtection` deploy parameter, infra/config.ts).
   */
  readonly deletionProtection: boolean;
}

export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly domain: cognito.UserPoolDomain;
  /** Host name of the hosted UI, without scheme, as Amplify's `oauth.domain` wants it. */
  readonly hostedUiDomain: string;
  /** Cognito's regional API (token refresh, user attributes); Amplify's `userPoolEndpoint`. */
  readonly userPoolEndpoint: string;
  /** The `iss` claim of this pool's tokens. */
  readonly issuerUrl: string;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const region = Stack.of(this).region;

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // The same numbers /account checks a new password with (common/club/password-policy.ts).
      passwordPolicy: { ...PASSWORD_POLICY, tempPasswordValidity: Duration.days(3) },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // Members can opt in to an authenticator app; requiring it would turn casual members away.
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      // The identity lives in this stack's region.
      email: props.sesSender
        ? cognito.UserPoolEmail.withSES({
            fromEmail: props.sesSender.email,
            fromName: 'Blaze Rugby Club',
            sesRegion: region,
            sesVerifiedDomain: props.sesSender.domain,
            configurationSetName: props.sesSender.configurationSetName,
          })
        : cognito.UserPoolEmail.withCognito(),
      // Off only during the data stack's first create, whose rollback must be able to delete the
      // pool (infra/constructs/data-retention.ts).
      deletionProtection: props.deletionProtection,
      removalPolicy: DATA_REMOVAL_POLICY,
    });
    // Cognito checks the SES identity when it makes or changes a pool that sends through it.
    if (props.sesSender) this.userPool.node.addDependency(props.sesSender.identity);
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is optional (authenticator app) rather than required: members are club players and parents ' +
          'signing up on their phones; officer endpoints are additionally checked against the officers group.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus tier (threat protection) costs per monthly active user, out of proportion for an amateur ' +
          'club; the Essentials tier with a strong password policy and email verification is used instead.',
      },
    );

    this.domain = this.userPool.addDomain('HostedUi', {
      cognitoDomain: { domainPrefix: props.domainPrefix },
    });
    // Kept like the pool: a prefix given up may be taken by someone else, and the sign-in links with it.
    keepLikeTheData(this.domain);
    this.hostedUiDomain = `${this.domain.domainName}.auth.${region}.amazoncognito.com`;
    this.userPoolEndpoint = `https://cognito-idp.${region}.${Stack.of(this).urlSuffix}`;
    this.issuerUrl = `${this.userPoolEndpoint}/${this.userPool.userPoolId}`;

    const officers = new cognito.UserPoolGroup(this, 'Officers', {
      userPool: this.userPool,
      groupName: OFFICERS_GROUP,
      description: 'Club officers: may use the officer endpoints and manage content.',
    });
    // Its members are who the club's officers are.
    keepLikeTheData(officers);
  }
}

/**
 * A site's public app client: authorization code with PKCE through the hosted UI, no secret, with
 * the site's address as its only callback and sign-out URL. Made in the app stack, beside the
 * distribution whose address it names; the pool itself lives in the data stack, so a client is
 * replaced or removed with the site and the members stay.
 *
 * The SPA gets one; a developer's `npm start` site (`localSiteUrl`) may get another, so the
 * production client never lists a local address, and the API's authorizer takes the production
 * client's tokens only: a token signed in from a developer's machine cannot call the deployed API.
 */
export function addSiteClient(scope: Construct, id: string, userPool: cognito.IUserPool, siteUrl: string): cognito.UserPoolClient {
  return new cognito.UserPoolClient(scope, id, {
    userPool,
    generateSecret: false,
    authFlows: { userSrp: true },
    oAuth: {
      flows: { authorizationCodeGrant: true },
      // The scopes the SPA asks for (common/runtime-config.ts), and no others. The admin scope among
      // them lets the access token call ChangePassword and the authenticator-app (TOTP) set-up.
      scopes: SIGN_IN_SCOPES.map((name) => cognito.OAuthScope.custom(name)),
      callbackUrls: [siteUrl],
      logoutUrls: [siteUrl],
    },
    // The admin scope also lets the token call UpdateUserAttributes on whatever the client may
    // write, so the client writes the email only: Cognito needs it to sign a member up (a required
    // attribute), and keepOriginal holds a changed address back until its code comes back from
    // the new mailbox, so the verified email the member rows trust is always one the member owns.
    // No name, phone or other attribute is writable from the browser.
    writeAttributes: new cognito.ClientAttributes().withStandardAttributes({ email: true }),
    supportedIdentityProviders: [cognito.UserPoolClientIdentityProvider.COGNITO],
    preventUserExistenceErrors: true,
    // Sign-out revokes the refresh token (Amplify's signOut calls /oauth2/revoke), and the
    // tokens it gave stop refreshing.
    enableTokenRevocation: true,
    // Short-lived: the officer trigger runs again at each refresh, so leaving the officers group
    // or turning the authenticator app off closes the officer routes within 15 minutes. Amplify
    // refreshes silently a minute before the end (web/src/lib/auth/auth-timing.ts).
    accessTokenValidity: TOKEN_VALIDITY,
    idTokenValidity: TOKEN_VALIDITY,
    refreshTokenValidity: REFRESH_TOKEN_VALIDITY,
  });
}
