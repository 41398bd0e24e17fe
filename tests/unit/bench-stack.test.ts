// The bench loads every route's handler and every job with the environment the local stack would
// give it (bench/lambda-bundles.ts): a function needing something the bench's stack does not name
// stops the whole bundles step, so each is checked here, where it costs nothing.

import { describe, expect, it } from 'vitest';
import { benchStack } from '../../bench/bench-stack';
import { jobs } from '../../lambdas/jobs';
import { routes } from '../../lambdas/routes';
import { handlerEnv } from '../../local/handler-env';

describe("the bench's local stack", () => {
  it.each([...routes, ...jobs].map((fn) => [fn.id, fn] as const))('gives %s its whole environment', (_id, fn) => {
    expect(() => handlerEnv(fn, benchStack)).not.toThrow();
  });
});
