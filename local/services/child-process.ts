// Stopping a child for good: SIGTERM, then SIGKILL if it lingers, so no Java or Node is orphaned.

import type { ChildProcess } from 'node:child_process';

const running = new Map<ChildProcess, NodeJS.Signals>();
let exitHookInstalled = false;

/**
 * Remembers a child until it exits, so a dying parent still kills it: the first call registers
 * killTrackedChildren on process 'exit' (once), whatever ends this process.
 *
 * `exitSignal` is what the child gets then: SIGKILL by default; SIGTERM for a child that must stop
 * children of its own (it outlives this process long enough to do so).
 */
export function trackChild<T extends ChildProcess>(child: T, options: { exitSignal?: NodeJS.Signals } = {}): T {
  running.set(child, options.exitSignal ?? 'SIGKILL');
  child.once('exit', () => running.delete(child));
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', killTrackedChildren);
  }
  return child;
}

/** Synchronous last resort for process 'exit': signals every tracked child still alive (SIGKILL unless told otherwise). */
export function killTrackedChildren(): void {
  for (const [child, signal] of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

export function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The last lines a child wrote, kept so a failed start can say why. */
export function captureTail(child: ChildProcess, maxLines = 20): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - maxLines));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}

/** Polls until `probe` resolves true, the child exits, or the time is up. */
export async function waitUntil(
  what: string,
  probe: () => Promise<boolean>,
  options: { timeoutMs?: number; child?: ChildProcess; tail?: () => string } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    const child = options.child;
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      const tail = options.tail?.() ?? '';
      throw new Error(`${what} exited while starting (${child.exitCode ?? child.signalCode}).${tail ? `\n${tail}` : ''}`);
    }
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${what} did not answer within ${Math.round((options.timeoutMs ?? 30_000) / 1000)} s.`);
}

/** True once anything answers HTTP at the URL, whatever the status. */
export async function answersHttp(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
  await response.body?.cancel();
  return true;
}
