// Loads `lambdas/handlers/<id>.ts` on first use, so a handler still being written breaks only its own
// route, and the environment is already in place when its module-level SDK clients are made.

import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import type { ApiEvent } from '../../lambdas/commons/http';
import { FUNCTION_MEMORY_MB } from '../../lambdas/function-limits';
import { LOCAL_REGION } from '../aws/clients';

/** A Lambda handler as the runtime calls it: with the event and a context. */
export type LambdaHandler = (event: ApiEvent, context: Context) => Promise<unknown>;

export function createHandlerLoader(handlersDir: string) {
  const cache = new Map<string, Promise<LambdaHandler>>();
  return (id: string): Promise<LambdaHandler> => {
    let loading = cache.get(id);
    if (!loading) {
      loading = import(pathToFileURL(join(handlersDir, `${id}.ts`)).href).then((module: { handler?: unknown }) => {
        if (typeof module.handler !== 'function') throw new Error(`lambdas/handlers/${id}.ts exports no \`handler\` function`);
        return module.handler as LambdaHandler;
      });
      // A failed load is retried on the next request, after the file is fixed.
      loading.catch(() => cache.delete(id));
      cache.set(id, loading);
    }
    return loading;
  };
}

export function lambdaContext(id: string, requestId: string, deadline: number): Context {
  const functionName = `blaze-local-${id}`;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:000000000000:function:${functionName}`,
    memoryLimitInMB: String(FUNCTION_MEMORY_MB),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
