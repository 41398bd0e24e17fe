// The log lines the handlers write, as parsed JSON. Powertools' Logger writes to
// process.stdout and process.stderr through its own Console, so both are captured.

import { vi } from 'vitest';

export interface CapturedLogs {
  /** Every line written since the capture began, parsed when it is JSON. */
  lines(): Record<string, unknown>[];
  /** Everything written, as text, for "never contains" checks. */
  text(): string;
}

export function captureLogs(): CapturedLogs {
  const written: string[] = [];
  const capture = (chunk: unknown): boolean => {
    written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  return {
    lines: () =>
      written
        .join('')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => {
          try {
            return JSON.parse(line) as Record<string, unknown>;
          } catch {
            return { raw: line };
          }
        }),
    text: () => written.join(''),
  };
}
