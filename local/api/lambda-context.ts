// The Lambda context a function receives locally. Kept free of SDK imports: every function's
// worker thread (local/api/function-worker.ts) loads it.

import type { Context } from 'aws-lambda';
import { FUNCTION_MEMORY_MB } from '../../lambdas/function-limits';
import { realNow } from './moved-date';

/** The local name of a route's or job's function, in its context and AWS_LAMBDA_FUNCTION_NAME. */
export function localFunctionName(id: string): string {
  return `blaze-local-${id}`;
}

export function lambdaContext(id: string, region: string, requestId: string, deadline: number): Context {
  const functionName = localFunctionName(id);
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:000000000000:function:${functionName}`,
    memoryLimitInMB: String(FUNCTION_MEMORY_MB),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    // The deadline is the parent's real time; the worker's Date may be moved (local/clock.ts).
    getRemainingTimeInMillis: () => Math.max(0, deadline - realNow()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
