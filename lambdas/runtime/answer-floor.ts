// An answer that takes the same time whatever the handler found. Where the work differs with
// something a caller must not learn (the newsletter form: a new address is written and mailed, a
// confirmed one is left alone), the time to answer would tell it; waiting until a fixed floor has
// passed since the work began makes every path answer together, as long as the floor is above the
// slowest path's usual time (a path slower than the floor still answers when it is done).

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `work`, then waits until `floorMs` have passed since it began, whether it returned or threw. */
export async function noSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
