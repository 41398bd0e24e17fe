// Sign-in: the Cognito user pool, its hosted-UI domain, the `officers` group and the SPA's app client.

import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { OFFICERS_GROUP } from '../../common/roles';
import { SIGN_IN_SCOPES } from '../../common/runtime-config';

export interface AuthProps {
  /** Prefix of the hosted-UI domain: https://<prefix>.auth.<region>.amazoncognito.com. */
  readonly domainPrefix: string;
}

export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly domain: cognito.UserPoolDomain;
  /** Host name of the hosted UI, without scheme, as Amplify's `oauth.domain` wants it. */
  readonly hostedUiDomain: string;
  /** https URL of the hosted UI, for the CSP and for people. */
  readonly hostedUiUrl: string;
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
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // Members can opt in to an authenticator app; requiring it would turn casual members away.
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
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
    this.hostedUiDomain = `${this.domain.domainName}.auth.${region}.amazoncognito.com`;
    this.hostedUiUrl = this.domain.baseUrl();
    this.userPoolEndpoint = `https://cognito-idp.${region}.${Stack.of(this).urlSuffix}`;
    this.issuerUrl = `${this.userPoolEndpoint}/${this.userPool.userPoolId}`;

    new cognito.UserPoolGroup(this, 'Officers', {
      userPool: this.userPool,
      groupName: OFFICERS_GROUP,
      description: 'Club officers: may use the officer endpoints and manage content.',
    });
  }

  /**
   * The SPA's public client: authorization code with PKCE through the hosted UI, no secret.
   * Separate from the constructor because its callback URLs need the CloudFront domain,
   * and CloudFront's CSP needs the hosted-UI domain.
   */
  addSpaClient(id: string, siteUrls: readonly string[]): cognito.UserPoolClient {
    return this.userPool.addClient(id, {
      generateSecret: false,
      authFlows: { userSrp: true },
      oAuth: {
        flows: { authorizationCodeGrant: true },
        // The scopes the SPA asks for (common/runtime-config.ts), and no others.
        scopes: SIGN_IN_SCOPES.map((scope) => cognito.OAuthScope.custom(scope)),
        callbackUrls: [...siteUrls],
        logoutUrls: [...siteUrls],
      },
      supportedIdentityProviders: [cognito.UserPoolClientIdentityProvider.COGNITO],
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
  }
}
