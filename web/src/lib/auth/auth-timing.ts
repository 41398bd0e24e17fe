// The sign-in library's timings kept from the old site: renew 60 s before the session ends,
// give a silent renewal 10 s, and retry once 5 s after a renewal that timed out.

export const RENEW_BEFORE_EXPIRY_MS = 60_000;
export const SILENT_RENEW_TIMEOUT_MS = 10_000;
export const RENEW_RETRY_DELAY_MS = 5_000;

export class AuthTimeoutError extends Error {
  override readonly name = 'AuthTimeoutError';
}

/** A network failure or our own time limit: the cases a renewal retries. */
export function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AuthTimeoutError' || error.name === 'NetworkError' || error instanceof TypeError);
}

export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new AuthTimeoutError(`no answer within ${ms / 1000} s`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
