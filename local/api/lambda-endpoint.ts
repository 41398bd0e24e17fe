// Lambda's Invoke API for cognito-local, on the loopback: cognito-local calls its triggers with the
// AWS SDK's Lambda client (`POST /2015-03-31/functions/<name>/invocations`, the event as the body),
// configured to this address (local/services/cognito.ts), and this answers from the triggers'
// containers (trigger-functions.ts) as Lambda answers: the trigger's return value as the body, or a
// thrown error as `X-Amz-Function-Error: Unhandled` with `{ errorType, errorMessage }`, which
// cognito-local, like Cognito, turns into UserLambdaValidationException for the caller.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { portInUseMessage } from '../../common/local-stack/ports';
import { LOOPBACK_HOST } from '../services/loopback';
import type { TriggerFunctions } from './trigger-functions';

export interface LambdaEndpoint {
  readonly url: string;
  close(): Promise<void>;
}

const INVOKE_PATH = /^\/2015-03-31\/functions\/([A-Za-z0-9_-]{1,64})\/invocations$/;
/** Lambda's own limit on a synchronous invocation's event. */
const MAX_EVENT_BYTES = 6 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_EVENT_BYTES) {
        reject(new Error('event too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export async function startLambdaEndpoint(options: {
  readonly port: number;
  readonly triggers: TriggerFunctions;
}): Promise<LambdaEndpoint> {
  const server = createServer((req, res) => {
    const name = INVOKE_PATH.exec((req.url ?? '').split('?')[0] ?? '')?.[1];
    if (req.method !== 'POST' || !name) {
      answer(res, 404, { Type: 'User', message: 'Function not found' }, { 'x-amzn-errortype': 'ResourceNotFoundException' });
      return;
    }
    void (async () => {
      let event: unknown;
      try {
        event = JSON.parse(await readBody(req)) as unknown;
      } catch {
        answer(
          res,
          400,
          { Type: 'User', message: 'Could not parse request body into json' },
          { 'x-amzn-errortype': 'InvalidRequestContentException' },
        );
        return;
      }
      const outcome = await options.triggers.invoke(name, event);
      if (outcome.ok) {
        answer(res, 200, outcome.answer ?? null, { 'x-amz-executed-version': '$LATEST' });
        return;
      }
      const thrown = outcome.thrown ?? { errorType: outcome.timedOut ? 'Sandbox.Timedout' : 'Error', errorMessage: outcome.error };
      answer(res, 200, thrown, { 'x-amz-executed-version': '$LATEST', 'x-amz-function-error': 'Unhandled' });
    })().catch(() => {
      if (!res.headersSent) answer(res, 500, { message: 'ServiceException' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(portInUseMessage(options.port, 'lambda')) : error);
    });
    server.listen(options.port, LOOPBACK_HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${LOOPBACK_HOST}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
