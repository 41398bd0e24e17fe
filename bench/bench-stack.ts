// The local stack the bench's in-process handlers are told about: loading or calling a handler with
// its clients mocked calls no service, so nothing needs to run behind these addresses.

import { tmpdir } from 'node:os';
import path from 'node:path';
import { localCredentials, LOCAL_REGION } from '../local/aws/clients';
import { LOCAL_BACKUP_BUCKET, LOCAL_MEDIA_BUCKET, LOCAL_UPLOADS_BUCKET } from '../common/local-stack/buckets';
import { localTableName } from '../local/aws/create-tables';
import { type LocalStack, UNREACHABLE_ENDPOINT } from '../local/handler-env';

export const benchStack: LocalStack = {
  region: LOCAL_REGION,
  credentials: localCredentials,
  endpoints: { dynamodb: UNREACHABLE_ENDPOINT, s3: UNREACHABLE_ENDPOINT, ses: UNREACHABLE_ENDPOINT },
  tableName: localTableName,
  mediaBucket: LOCAL_MEDIA_BUCKET,
  uploadsBucket: LOCAL_UPLOADS_BUCKET,
  // Named for the club's export job, which is measured like every other function.
  backupBucket: LOCAL_BACKUP_BUCKET,
  userPool: { userPoolId: 'local_bench', userPoolClientId: 'bench' },
  // Named for the rows that reach the site's files or call the API; loading a handler reads neither.
  siteDir: path.join(tmpdir(), 'blaze-bench-site'),
  apiUrl: UNREACHABLE_ENDPOINT,
  siteUrl: 'http://localhost:5174/',
};
