// Inside one function's worker thread (started by local/api/function-container.ts, with tsx and
// that function's environment): loads the handler module once, says so, then answers each
// invocation with the handler's return value as JSON text, as Lambda serialises it.

import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { Context } from 'aws-lambda';
import type { ClockMessage, InvocationMessage, WorkerMessage, WorkerSetup } from './function-container';
import { lambdaContext } from './lambda-context';
import { installMovedDate } from './moved-date';

type Handler = (event: unknown, context: Context) => unknown;

const port = parentPort;
if (!port) throw new Error('function-worker.ts runs only as a worker thread');
const setup = workerData as WorkerSetup;
let moveClock: ((offsetMs: number) => void) | undefined;

function send(message: WorkerMessage): void {
  port?.postMessage(message);
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

async function load(): Promise<Handler> {
  if (setup.clockOffsetMs !== undefined) {
    // Before anything reads the time: the function runs on the local clock (local/clock.ts).
    moveClock = installMovedDate(setup.clockOffsetMs);
  }
  const { originSecret } = setup;
  if (originSecret !== undefined) {
    // Before the handler runs: its origin check then reads this secret where it reads Secrets Manager in AWS.
    const { setOriginSecretSource } = await import('../../lambdas/runtime/origin-secret-source');
    setOriginSecretSource({ secretId: originSecret.id, read: async () => originSecret.json });
  }
  const { paymentsSecret } = setup;
  if (paymentsSecret !== undefined) {
    // Read where Secrets Manager is read in AWS (lambdas/domain/payments/payments-secret.ts).
    const { setPaymentsSecretSource } = await import('../../lambdas/domain/payments/payments-secret-source');
    setPaymentsSecretSource({ secretId: paymentsSecret.id, read: async () => paymentsSecret.json });
  }
  const module = (await import(pathToFileURL(setup.modulePath).href)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new Error(`${setup.modulePath} exports no \`handler\` function`);
  return module.handler as Handler;
}

try {
  const handler = await load();
  port.on('message', async (message: InvocationMessage | ClockMessage) => {
    if ('clockOffsetMs' in message) {
      moveClock?.(message.clockOffsetMs);
      return;
    }
    const { invocationId, event, requestId, deadline } = message;
    try {
      const answer = await handler(JSON.parse(event) as unknown, lambdaContext(setup.id, setup.region, requestId, deadline));
      send({ type: 'answer', invocationId, answer: answer === undefined ? undefined : JSON.stringify(answer) });
    } catch (error) {
      const thrown = error instanceof Error ? { errorType: error.name, errorMessage: error.message } : undefined;
      send({ type: 'failed', invocationId, error: describe(error), thrown });
    }
  });
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'load-failed', error: describe(error) });
}
