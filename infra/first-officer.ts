// The first officer of a new deployment (docs/operations.md, "Make the first officer"): an
// officer's authenticator app gives the officer scope only once another officer vouched for it in
// the console (lambdas/domain/accounts/officer-enrolments.ts), and the first has no one to vouch,
// so the admin does, from the command line, with the deployer's credentials: the person is put in
// the officers group, and once their authenticator app is set up, their enrolment is written
// vouched, by ADMIN_VOUCHER, as the console's vouch writes it. `npm run first-officer` is the command
// (infra/first-officer-main.ts); the clients are handed in, so the integration tests run it against
// cognito-local and DynamoDB Local.

import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ADMIN_VOUCHER } from '../common/club/officer-enrolments';
import { OFFICERS_GROUP, TOTP_MFA_SETTING } from '../common/club/roles';
import { officerEnrolmentItemSchema, vouchedEnrolment } from '../lambdas/domain/accounts/officer-enrolment-item';

export interface FirstOfficerTargets {
  readonly cognito: CognitoIdentityProviderClient;
  readonly userPoolId: string;
  readonly dynamo: DynamoDBDocumentClient;
  /** The officerEnrolments table's name (tablePhysicalName of the data stack). */
  readonly enrolmentsTable: string;
}

export type FirstOfficerOutcome =
  | { readonly done: 'vouched'; readonly sub: string }
  /** In the group now, but with no authenticator app yet: nothing is vouched for. */
  | { readonly done: 'needs-authenticator' };

export const firstOfficerMessages = {
  needsAuthenticator: (email: string) =>
    `${email} is in the officers group now but has no authenticator app yet. Ask them to sign in, set one up on My account (Two-step sign-in), and run this again.`,
  vouched: (email: string) =>
    `${email} is an officer: their authenticator app is vouched for (by ${ADMIN_VOUCHER}). The console opens at their next sign-in, or within 15 minutes.`,
} as const;

export async function makeFirstOfficer(targets: FirstOfficerTargets, email: string, now: number): Promise<FirstOfficerOutcome> {
  const { cognito, userPoolId } = targets;
  // Throws UserNotFoundException for an address with no account: they sign up on the site first.
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
  const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  const address = user.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value ?? email;
  if (!sub) throw new Error(`${email} has no sub attribute: is this a Cognito user pool?`);
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: OFFICERS_GROUP }));
  if (!user.UserMFASettingList?.includes(TOTP_MFA_SETTING)) return { done: 'needs-authenticator' };
  // When the token trigger saw the app first, that time stays on the row.
  const seen = await targets.dynamo.send(new GetCommand({ TableName: targets.enrolmentsTable, Key: { sub }, ConsistentRead: true }));
  const enrolledAt = seen.Item ? officerEnrolmentItemSchema.parse(seen.Item).enrolledAt : now;
  await targets.dynamo.send(
    new PutCommand({
      TableName: targets.enrolmentsTable,
      Item: vouchedEnrolment({ sub, email: address, enrolledAt }, { by: ADMIN_VOUCHER }, now),
    }),
  );
  return { done: 'vouched', sub };
}
