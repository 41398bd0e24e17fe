// Many independent calls a test makes (one per route row), a few at a time instead of one after
// another: the calls mostly wait (on another process: the local API server's containers,
// cognito-local, DynamoDB Local; or on an answer's floor), so several in flight finish sooner than
// the same calls in a row. DynamoDB Local and cognito-local are one process each, shared by the
// run: a handful at once, not hundreds.

/** How many calls a test keeps in flight unless told otherwise. */
export const DEFAULT_CALLS_AT_ONCE = 6;

/**
 * Calls `call` for each item, at most `atOnce` at a time. After the first failure, or once `signal`
 * is aborted (the test ran out of time), no further call starts; it settles only when every call it
 * started has settled, so no call outlives the test that made it, and rejects with the first failure.
 */
export async function forEachAtMost<T>(
  items: readonly T[],
  call: (item: T) => Promise<void>,
  { atOnce = DEFAULT_CALLS_AT_ONCE, signal }: { readonly atOnce?: number; readonly signal?: AbortSignal } = {},
): Promise<void> {
  let next = 0;
  let failure: { readonly error: unknown } | undefined;
  async function lane(): Promise<void> {
    while (next < items.length && !failure && !signal?.aborted) {
      const item = items[next++] as T;
      try {
        await call(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(atOnce, items.length)) }, lane));
  if (failure) throw failure.error;
  signal?.throwIfAborted();
}
