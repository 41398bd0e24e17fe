// SDK clients for the local stand-ins, used by the stack's own setup (tables, bucket, user pool, seed).

import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { S3RVER_CREDENTIALS } from '../services/s3';

export const LOCAL_REGION = 'us-east-1';

// One key pair for every stand-in: s3rver insists on this one and the others accept anything.
export const localCredentials = S3RVER_CREDENTIALS;

export function localDynamoDbClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: localCredentials });
}

export function localS3Client(endpoint: string): S3Client {
  return new S3Client({
    endpoint,
    region: LOCAL_REGION,
    credentials: localCredentials,
    forcePathStyle: true,
    // The SDK's default checksums corrupt streamed uploads on s3rver.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function localCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: localCredentials });
}
