// The demo officer's vouch: an officer's authenticator app gives the officer scope only once another
// officer vouched for it (lambdas/domain/accounts/officer-enrolments.ts), and the first officer of a
// deployment is vouched for by the admin (infra/first-officer.ts). Locally the demo officer, made
// with an app already set up (local/aws/create-user-pool.ts), is vouched for here, as the admin
// would, so the console opens at once. Its row is keyed by the officer's `sub`, which cognito-local
// chose when it made the user, so it cannot be a fixed dataset. A row already there (vouched, or
// withdrawn because the app was removed since) is left as it is.

import { AdminGetUserCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ADMIN_VOUCHER } from '../../common/club/officer-enrolments';
import { TOTP_MFA_SETTING } from '../../common/club/roles';
import { vouchedEnrolment } from '../../lambdas/domain/accounts/officer-enrolment-item';
import type { TableName } from '../../lambdas/table-keys';
import { demoOfficer } from '../aws/create-user-pool';

export interface DemoOfficerTargets {
  readonly cognito: CognitoIdentityProviderClient;
  readonly userPoolId: string;
  readonly dynamo: DynamoDBClient;
  readonly tableName: (name: TableName) => string;
}

/** 'vouched' when written now, 'kept' when a row was there, 'not-enrolled' when the demo officer has no app (a changed password stopped its set-up). */
export async function vouchDemoOfficer(targets: DemoOfficerTargets): Promise<'vouched' | 'kept' | 'not-enrolled'> {
  const user = await targets.cognito.send(new AdminGetUserCommand({ UserPoolId: targets.userPoolId, Username: demoOfficer.email }));
  const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub || !user.UserMFASettingList?.includes(TOTP_MFA_SETTING)) return 'not-enrolled';
  const now = Date.now();
  const item = vouchedEnrolment({ sub, email: demoOfficer.email, enrolledAt: now }, { by: ADMIN_VOUCHER }, now);
  try {
    await DynamoDBDocumentClient.from(targets.dynamo).send(
      new PutCommand({
        TableName: targets.tableName('officerEnrolments'),
        Item: item,
        ConditionExpression: 'attribute_not_exists(#sub)',
        ExpressionAttributeNames: { '#sub': 'sub' },
      }),
    );
    return 'vouched';
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return 'kept';
    throw error;
  }
}
