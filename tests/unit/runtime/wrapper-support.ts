// What the handler-wrapper tests share: the Lambda context the runtime passes beside the event.

import type { Context } from 'aws-lambda';

/** A Lambda context as the runtime passes it, with the given request id. */
export function lambdaContext(awsRequestId = 'lambda-request-id'): Context {
  const functionName = 'blaze-unit-test';
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:123456789012:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'unit',
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
