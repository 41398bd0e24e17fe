// `npm run first-officer -- --user-pool-id <UserPoolId> --email <address> [--stack-name <name>]`:
// makes the first officer of a deployment (infra/first-officer.ts), with the credentials and region
// of the deployer's AWS CLI profile. UserPoolId is an output of the deploy; the stack name is the
// one deployed (`stackName`, BlazeRugbyClub by default). Exits 0 when the officer is vouched for, 1
// when they still need an authenticator app, 2 (with the usage line) on bad arguments.

import { parseArgs } from 'node:util';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dataStackName } from './blaze-app';
import { tablePhysicalName } from './constructs/database';
import { firstOfficerMessages, makeFirstOfficer } from './first-officer';

const USAGE = 'usage: npm run first-officer -- --user-pool-id <UserPoolId output> --email <address> [--stack-name BlazeRugbyClub]';

async function main(args: readonly string[]): Promise<number> {
  let values: { 'user-pool-id'?: string; email?: string; 'stack-name'?: string };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        'user-pool-id': { type: 'string' },
        email: { type: 'string' },
        'stack-name': { type: 'string', default: 'BlazeRugbyClub' },
      },
    }));
  } catch {
    console.error(USAGE);
    return 2;
  }
  const userPoolId = values['user-pool-id'];
  const email = values.email;
  const stackName = values['stack-name'] ?? 'BlazeRugbyClub';
  if (!userPoolId || !email || !/^[\w-]+_[0-9A-Za-z]+$/.test(userPoolId)) {
    console.error(USAGE);
    return 2;
  }
  const cognito = new CognitoIdentityProviderClient({});
  const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const outcome = await makeFirstOfficer(
    { cognito, userPoolId, dynamo, enrolmentsTable: tablePhysicalName(dataStackName(stackName), 'officerEnrolments') },
    email,
    Date.now(),
  );
  if (outcome.done === 'needs-authenticator') {
    console.log(firstOfficerMessages.needsAuthenticator(email));
    return 1;
  }
  console.log(firstOfficerMessages.vouched(email));
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
