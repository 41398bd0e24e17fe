import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableEnvVar, type TableName } from '../table-keys';

// Created once per Lambda container. The endpoint comes from AWS_ENDPOINT_URL_DYNAMODB
// when it is set (the local stack), so the code never asks where it runs.
export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

/** The physical name of a catalogue table, as CDK or the local stack put it in the environment. */
export function tableName(name: TableName): string {
  const variable = tableEnvVar(name);
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set`);
  return value;
}
