// The user pool, the SPA's app client, the `officers` group and the demo officer (already enrolled
// with an authenticator app), in cognito-local:
// the arrangement notes/local-aws.md found to work with Amplify's hosted-UI sign-in.
// Every step finds what a previous start made before making anything.

import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  InitiateAuthCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
  VerifySoftwareTokenCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { OFFICERS_GROUP, TOTP_MFA_SETTING } from '../../common/club/roles';
import { SIGN_IN_SCOPES } from '../../common/runtime-config';
import { totpCode } from './totp';

export const LOCAL_USER_POOL_NAME = 'blaze-local';
export const LOCAL_APP_CLIENT_NAME = 'blaze-local-web';

export const demoOfficer = {
  email: 'officer@blazerugby.local',
  password: 'BlazeOfficer1!',
  givenName: 'Demo',
  familyName: 'Officer',
} as const;

/** A member who is not an officer, with a few requests of their own in the demo data (local/demo/requests-dataset.ts). */
export const demoMember = {
  email: 'member@blazerugby.local',
  password: 'BlazeMember1!',
  givenName: 'Demo',
  familyName: 'Member',
} as const;

type DemoUser = typeof demoOfficer | typeof demoMember;

export interface LocalUserPool {
  readonly userPoolId: string;
  readonly userPoolClientId: string;
}

function isNamed(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}

async function findOrCreatePool(client: CognitoIdentityProviderClient): Promise<string> {
  let nextToken: string | undefined;
  do {
    const page = await client.send(new ListUserPoolsCommand({ MaxResults: 60, NextToken: nextToken }));
    const found = page.UserPools?.find((pool) => pool.Name === LOCAL_USER_POOL_NAME);
    if (found?.Id) return found.Id;
    nextToken = page.NextToken;
  } while (nextToken);
  const created = await client.send(
    new CreateUserPoolCommand({
      PoolName: LOCAL_USER_POOL_NAME,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
    }),
  );
  const id = created.UserPool?.Id;
  if (!id) throw new Error('cognito-local created a user pool without an id');
  return id;
}

function appClientSettings(siteUrl: string) {
  return {
    ClientName: LOCAL_APP_CLIENT_NAME,
    AllowedOAuthFlows: ['code' as const],
    AllowedOAuthScopes: [...SIGN_IN_SCOPES],
    AllowedOAuthFlowsUserPoolClient: true,
    // Exactly the SPA's root with its trailing slash: anything else is "redirect_uri not registered".
    CallbackURLs: [siteUrl],
    LogoutURLs: [siteUrl],
    SupportedIdentityProviders: ['COGNITO'],
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH' as const, 'ALLOW_REFRESH_TOKEN_AUTH' as const, 'ALLOW_USER_SRP_AUTH' as const],
  };
}

async function findOrCreateClient(client: CognitoIdentityProviderClient, userPoolId: string, siteUrl: string): Promise<string> {
  const settings = appClientSettings(siteUrl);
  const listed = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  const found = listed.UserPoolClients?.find((app) => app.ClientName === LOCAL_APP_CLIENT_NAME);
  if (found?.ClientId) {
    // Reapplied on every start, so a changed site port updates the callback and sign-out URLs.
    await client.send(new UpdateUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: found.ClientId, ...settings }));
    return found.ClientId;
  }
  const created = await client.send(new CreateUserPoolClientCommand({ UserPoolId: userPoolId, GenerateSecret: false, ...settings }));
  const id = created.UserPoolClient?.ClientId;
  if (!id) throw new Error('cognito-local created an app client without an id');
  return id;
}

// ListGroups rather than GetGroup: cognito-local's GetGroup fails with a 500 while a pool has no groups.
async function ensureGroup(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  const listed = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60 }));
  if (listed.Groups?.some((group) => group.GroupName === OFFICERS_GROUP)) return;
  await client.send(
    new CreateGroupCommand({
      UserPoolId: userPoolId,
      GroupName: OFFICERS_GROUP,
      Description: 'Club officers: may use the officer pages and endpoints.',
    }),
  );
}

// The password is set only when the user is first made, so a password changed locally survives restarts.
async function ensureDemoUser(client: CognitoIdentityProviderClient, userPoolId: string, user: DemoUser): Promise<void> {
  let exists = true;
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }));
  } catch (error) {
    if (!isNamed(error, 'UserNotFoundException')) throw error;
    exists = false;
  }
  if (!exists) {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: user.givenName },
          { Name: 'family_name', Value: user.familyName },
        ],
      }),
    );
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        Password: user.password,
        Permanent: true,
      }),
    );
  }
}

/**
 * Gives the demo officer an authenticator app, as an officer who set one up on /account has, so the
 * officer routes open for the demo at once (the officer scope needs it: common/club/roles.ts). The app's
 * key is thrown away: cognito-local's sign-in form never asks for a code (docs/security.md,
 * "What the local stand-in does differently").
 * A demo officer whose password was changed locally is left as it is.
 */
async function enrolDemoOfficerTotp(client: CognitoIdentityProviderClient, userPoolId: string, clientId: string): Promise<void> {
  const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: demoOfficer.email }));
  if (user.UserMFASettingList?.includes(TOTP_MFA_SETTING)) return;
  let accessToken: string | undefined;
  try {
    const signedIn = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: demoOfficer.email, PASSWORD: demoOfficer.password },
      }),
    );
    accessToken = signedIn.AuthenticationResult?.AccessToken;
  } catch (error) {
    if (isNamed(error, 'InvalidPasswordException') || isNamed(error, 'NotAuthorizedException')) return;
    throw error;
  }
  if (!accessToken) return;
  const associated = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  if (!associated.SecretCode) throw new Error('cognito-local gave the demo officer no authenticator key');
  await client.send(
    new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(associated.SecretCode), FriendlyDeviceName: 'demo' }),
  );
}

export async function createUserPool(client: CognitoIdentityProviderClient, siteUrl: string): Promise<LocalUserPool> {
  const userPoolId = await findOrCreatePool(client);
  const userPoolClientId = await findOrCreateClient(client, userPoolId, siteUrl);
  await ensureGroup(client, userPoolId);
  await ensureDemoUser(client, userPoolId, demoOfficer);
  await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: demoOfficer.email, GroupName: OFFICERS_GROUP }));
  await enrolDemoOfficerTotp(client, userPoolId, userPoolClientId);
  await ensureDemoUser(client, userPoolId, demoMember);
  return { userPoolId, userPoolClientId };
}

/** The client's sign-out URLs, for the `/logout` check; undefined for an unknown client. */
export async function appClientLogoutUrls(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  clientId: string,
): Promise<readonly string[] | undefined> {
  try {
    const described = await client.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }));
    return described.UserPoolClient?.LogoutURLs ?? [];
  } catch (error) {
    if (isNamed(error, 'ResourceNotFoundException')) return undefined;
    throw error;
  }
}
