// The three calls of the DynamoDB Streams API the local stream poller makes (local/stream-poller.ts),
// against DynamoDB Local, in the API's own JSON protocol over HTTP. The project installs no Streams
// client (only Lambda's event source reads streams in AWS), and DynamoDB Local answers the protocol
// on its one endpoint without checking signatures: the Authorization header only has to name the
// access key, as every request to it does.

import type { DynamoDBRecord } from 'aws-lambda';

export interface StreamsEndpoint {
  /** DynamoDB Local's address (its streams answer there too). */
  readonly endpoint: string;
  readonly region: string;
  readonly accessKeyId: string;
}

export interface Shard {
  readonly ShardId: string;
  readonly ParentShardId?: string;
  readonly SequenceNumberRange?: { readonly StartingSequenceNumber?: string; readonly EndingSequenceNumber?: string };
}

export type ShardIteratorType = 'LATEST' | 'TRIM_HORIZON' | 'AFTER_SEQUENCE_NUMBER';

/** A failed call: the API's error name (`ExpiredIteratorException`, `ResourceNotFoundException`) and message. */
export class StreamsApiError extends Error {
  override readonly name = 'StreamsApiError';
  readonly errorName: string;

  constructor(errorName: string, message: string) {
    super(`${errorName}: ${message}`);
    this.errorName = errorName;
  }
}

async function call<T>(target: StreamsEndpoint, action: string, body: Record<string, unknown>): Promise<T> {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const response = await fetch(target.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': `DynamoDBStreams_20120810.${action}`,
      authorization: `AWS4-HMAC-SHA256 Credential=${target.accessKeyId}/${day}/${target.region}/dynamodb/aws4_request, SignedHeaders=host, Signature=0`,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  const answer = (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>;
  if (!response.ok) {
    const type = String(answer.__type ?? response.status);
    throw new StreamsApiError(type.slice(type.lastIndexOf('#') + 1), String(answer.message ?? answer.Message ?? text));
  }
  return answer as T;
}

/** Every shard of a stream, following the pages of the answer. */
export async function listShards(target: StreamsEndpoint, streamArn: string): Promise<Shard[]> {
  const shards: Shard[] = [];
  let start: string | undefined;
  do {
    const answer = await call<{ StreamDescription?: { Shards?: Shard[]; LastEvaluatedShardId?: string } }>(target, 'DescribeStream', {
      StreamArn: streamArn,
      ...(start ? { ExclusiveStartShardId: start } : {}),
    });
    shards.push(...(answer.StreamDescription?.Shards ?? []));
    start = answer.StreamDescription?.LastEvaluatedShardId;
  } while (start);
  return shards;
}

export async function shardIterator(
  target: StreamsEndpoint,
  streamArn: string,
  shardId: string,
  type: ShardIteratorType,
  sequenceNumber?: string,
): Promise<string> {
  const answer = await call<{ ShardIterator?: string }>(target, 'GetShardIterator', {
    StreamArn: streamArn,
    ShardId: shardId,
    ShardIteratorType: type,
    ...(sequenceNumber ? { SequenceNumber: sequenceNumber } : {}),
  });
  if (!answer.ShardIterator) throw new StreamsApiError('NoShardIterator', `no iterator for shard ${shardId}`);
  return answer.ShardIterator;
}

/** The next records of a shard; `next` is undefined once the shard is closed and read to its end. */
export async function records(
  target: StreamsEndpoint,
  iterator: string,
  limit: number,
): Promise<{ readonly records: DynamoDBRecord[]; readonly next?: string }> {
  const answer = await call<{ Records?: DynamoDBRecord[]; NextShardIterator?: string }>(target, 'GetRecords', {
    ShardIterator: iterator,
    Limit: limit,
  });
  return { records: answer.Records ?? [], next: answer.NextShardIterator };
}
