// A lane's browser files all send requests to one API within the hour, and several mail
// example.com: the requests the lane's earlier files sent count against the hourly limits on mail
// (the club's own notices, lambdas/domain/mail/club-digest.ts, and the receipts to visitors,
// lambdas/domain/mail/mail-limits.ts), so whether a file's request still gets its own notice and
// receipt would depend on which files its worker ran before it. A test that counts those mails
// forgets the counts first, as the start of a quiet hour would. Files on one worker run one at a
// time, so no other test's count is taken away mid-test.

import { BatchWriteCommand, type DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { localTableName } from '../../local/aws/create-tables';

/** The rateLimits rows of those hourly limits. */
const HOURLY_MAIL_COUNT = /^(ip|address|domain)#|^visitor-mail#|^club-notices#/;

export async function forgetHourlyMailCounts(doc: DynamoDBDocumentClient): Promise<void> {
  const TableName = localTableName('rateLimits');
  const { Items = [] } = await doc.send(
    new ScanCommand({ TableName, ConsistentRead: true, ProjectionExpression: '#key', ExpressionAttributeNames: { '#key': 'key' } }),
  );
  const keys = Items.map((item) => String(item.key)).filter((key) => HOURLY_MAIL_COUNT.test(key));
  for (let start = 0; start < keys.length; start += 25) {
    const RequestItems = { [TableName]: keys.slice(start, start + 25).map((key) => ({ DeleteRequest: { Key: { key } } })) };
    await doc.send(new BatchWriteCommand({ RequestItems }));
  }
}
