// One function's execution environment under the local stack, as Lambda gives each function its
// own: the handler module runs in a worker thread of its own (local/api/function-worker.ts), made
// on the first invocation, whose process.env is exactly that function's environment
// (local/handler-env.ts) and whose module graph and SDK clients are its own. A crash, a timeout or
// a failed load ends the container, and an idle one is stopped; the next invocation starts a new
// one (a cold start), so a handler fixed on disk is picked up then.
//
// Events and answers cross as JSON text, as Lambda passes them. Unlike Lambda, one container
// answers a route's concurrent requests together instead of starting one container per request.

import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { LocalClock } from '../clock';

/** What the parent tells a new worker. */
export interface WorkerSetup {
  readonly id: string;
  readonly modulePath: string;
  readonly region: string;
  /** The origin secret's id and text (JSON), which the worker serves in place of Secrets Manager. */
  readonly originSecret?: { readonly id: string; readonly json: string };
  /** The payments secret's id and text (JSON), which the worker serves in place of Secrets Manager. */
  readonly paymentsSecret?: { readonly id: string; readonly json: string };
  /** The local clock's offset when the worker starts: its Date runs that far from real time (local/clock.ts). */
  readonly clockOffsetMs?: number;
}

/** The local clock moved, parent to worker. */
export interface ClockMessage {
  readonly clockOffsetMs: number;
}

/** One invocation, parent to worker. */
export interface InvocationMessage {
  readonly invocationId: number;
  /** The event as JSON text. */
  readonly event: string;
  readonly requestId: string;
  /** Epoch ms after which the parent gives up on the invocation. */
  readonly deadline: number;
}

/** Worker to parent. `answer` is the handler's return value as JSON text (undefined for undefined). */
export type WorkerMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'load-failed'; readonly error: string }
  | { readonly type: 'answer'; readonly invocationId: number; readonly answer: string | undefined }
  | { readonly type: 'failed'; readonly invocationId: number; readonly error: string; readonly thrown?: ThrownError };

/** What Lambda reports of an error the handler threw: its name (`errorType`) and message (`errorMessage`). */
export interface ThrownError {
  readonly errorType: string;
  readonly errorMessage: string;
}

export type InvocationOutcome =
  | { readonly ok: true; readonly answer: unknown }
  | { readonly ok: false; readonly timedOut: boolean; readonly error: string; readonly thrown?: ThrownError };

export interface FunctionContainerOptions {
  /** The route or job id, for messages. */
  readonly id: string;
  /** The handler module, exporting `handler(event, context)`. */
  readonly modulePath: string;
  /** The function's whole environment, built when a container starts. */
  readonly env: () => Record<string, string>;
  readonly region: string;
  /** The Lambda timeout: past it the invocation fails and the container is stopped. */
  readonly timeoutMs: number;
  /** Stopped after this long without an invocation, as Lambda reclaims idle environments. */
  readonly idleMs?: number;
  /** What the function writes to stdout and stderr, line by line. */
  readonly log: (line: string) => void;
  /**
   * The origin secret's id and text (JSON) where an API server plays CloudFront: the handler reads
   * it through lambdas/runtime/origin-secret.ts as it reads Secrets Manager in AWS.
   */
  readonly originSecret?: { readonly id: string; readonly json: string };
  /** The payments secret (local/api/payments-secret.ts), served to a function whose row reads it. */
  readonly paymentsSecret?: { readonly id: string; readonly json: string };
  /** The local clock a developer can move (local/clock.ts): the function's Date follows it. */
  readonly clock?: LocalClock;
}

const WORKER_MODULE = new URL('./function-worker.ts', import.meta.url);
// Lambda gives the init phase 10 s; a first start here also compiles the module graph with tsx.
const INIT_TIMEOUT_MS = 30_000;
const DEFAULT_IDLE_MS = 10 * 60_000;

let tsxLoader: string | undefined;

/** tsx's loader, so the worker can load TypeScript; resolved once. */
function tsxLoaderUrl(): string {
  tsxLoader ??= pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return tsxLoader;
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

interface Running {
  readonly worker: Worker;
  readonly ready: Promise<void>;
  readonly pending: Map<number, (outcome: InvocationOutcome) => void>;
}

export class FunctionContainer {
  readonly #options: FunctionContainerOptions;
  #running: Running | undefined;
  #nextInvocation = 0;
  #idleTimer: NodeJS.Timeout | undefined;

  constructor(options: FunctionContainerOptions) {
    this.#options = options;
  }

  /** Whether a container is up (for tests and the idle check). */
  get running(): boolean {
    return this.#running !== undefined;
  }

  async invoke(event: unknown, requestId: string): Promise<InvocationOutcome> {
    clearTimeout(this.#idleTimer);
    this.#running ??= this.#start();
    const running = this.#running;
    try {
      await running.ready;
    } catch (error) {
      return { ok: false, timedOut: false, error: describe(error) };
    }
    const { timeoutMs } = this.#options;
    const invocationId = ++this.#nextInvocation;
    const outcome = await new Promise<InvocationOutcome>((resolve) => {
      const timer = setTimeout(() => {
        running.pending.delete(invocationId);
        resolve({ ok: false, timedOut: true, error: `timed out after ${timeoutMs / 1000} s` });
        // Lambda ends an environment whose invocation timed out; so does this.
        void this.#stop(running, `an invocation of ${this.#options.id} timed out`);
      }, timeoutMs);
      running.pending.set(invocationId, (settled) => {
        clearTimeout(timer);
        resolve(settled);
      });
      const message: InvocationMessage = {
        invocationId,
        event: JSON.stringify(event),
        requestId,
        deadline: Date.now() + timeoutMs,
      };
      running.worker.postMessage(message);
    });
    this.#armIdleTimer();
    return outcome;
  }

  /** Stops the container, if one is up; the next invocation would start a new one. */
  async close(): Promise<void> {
    clearTimeout(this.#idleTimer);
    if (this.#running) await this.#stop(this.#running, 'the container was stopped');
  }

  #start(): Running {
    const { id, modulePath, region, log } = this.#options;
    const setup: WorkerSetup = {
      id,
      modulePath,
      region,
      originSecret: this.#options.originSecret,
      paymentsSecret: this.#options.paymentsSecret,
      clockOffsetMs: this.#options.clock?.offsetMs(),
    };
    const worker = new Worker(WORKER_MODULE, {
      env: this.#options.env(),
      execArgv: ['--import', tsxLoaderUrl()],
      workerData: setup,
      stdout: true,
      stderr: true,
    });
    // The server or scheduler that owns the container keeps the process alive, not the worker.
    worker.unref();
    for (const stream of [worker.stdout, worker.stderr]) createInterface({ input: stream }).on('line', log);
    const stopFollowingClock = this.#options.clock?.onMove((clockOffsetMs) => {
      const message: ClockMessage = { clockOffsetMs };
      worker.postMessage(message);
    });
    worker.once('exit', () => stopFollowingClock?.());

    const pending = new Map<number, (outcome: InvocationOutcome) => void>();
    let markReady: () => void = () => undefined;
    let failStart: (error: Error) => void = () => undefined;
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      failStart = reject;
    });
    // A rejection nobody awaits (every caller awaits it, but a stop may come first) is no crash.
    ready.catch(() => undefined);
    const running: Running = { worker, ready, pending };

    const initTimer = setTimeout(() => {
      failStart(new Error(`${modulePath} did not load within ${INIT_TIMEOUT_MS / 1000} s`));
      void this.#stop(running, 'its module did not load in time');
    }, INIT_TIMEOUT_MS);
    initTimer.unref();

    worker.on('message', (message: WorkerMessage) => {
      switch (message.type) {
        case 'ready':
          clearTimeout(initTimer);
          markReady();
          return;
        case 'load-failed':
          clearTimeout(initTimer);
          failStart(new Error(message.error));
          void this.#stop(running, 'its module failed to load');
          return;
        case 'answer':
          pending.get(message.invocationId)?.({
            ok: true,
            answer: message.answer === undefined ? undefined : (JSON.parse(message.answer) as unknown),
          });
          pending.delete(message.invocationId);
          return;
        case 'failed':
          pending.get(message.invocationId)?.({ ok: false, timedOut: false, error: message.error, thrown: message.thrown });
          pending.delete(message.invocationId);
          return;
      }
    });
    // An exception no invocation caught (a stray rejected promise) ends the worker, as it ends a Lambda runtime.
    worker.on('error', (error) => {
      clearTimeout(initTimer);
      failStart(error);
      this.#failPending(running, describe(error));
      this.#forget(running);
    });
    worker.on('exit', (code) => {
      clearTimeout(initTimer);
      failStart(new Error(`the container of ${id} exited (code ${code}) while loading`));
      this.#failPending(running, `the container of ${id} exited (code ${code})`);
      this.#forget(running);
    });
    return running;
  }

  #armIdleTimer(): void {
    clearTimeout(this.#idleTimer);
    const running = this.#running;
    if (!running || running.pending.size > 0) return;
    this.#idleTimer = setTimeout(() => {
      if (this.#running === running && running.pending.size === 0) void this.#stop(running, 'idle');
    }, this.#options.idleMs ?? DEFAULT_IDLE_MS);
    this.#idleTimer.unref();
  }

  #failPending(running: Running, error: string): void {
    for (const settle of running.pending.values()) settle({ ok: false, timedOut: false, error });
    running.pending.clear();
  }

  #forget(running: Running): void {
    if (this.#running === running) this.#running = undefined;
  }

  async #stop(running: Running, why: string): Promise<void> {
    this.#forget(running);
    this.#failPending(running, `${why}, ending the invocations still running in the container`);
    await running.worker.terminate();
  }
}
