// The user pool's triggers (lambdas/triggers.ts) under the local stack, each in a container of its
// own (function-container.ts) with the environment its row earns (local/handler-env.ts), as CDK
// makes one function per row. cognito-local calls the pre sign-up and custom message triggers
// through the Lambda endpoint (lambda-endpoint.ts); the local API server's JWT authorizer calls the
// pre token generation trigger for each access token it verifies (jwt-authorizer.ts), since
// cognito-local runs only the version-1 event of that one.

import { join } from 'node:path';
import { FUNCTION_TIMEOUT_SECONDS } from '../../lambdas/function-limits';
import { type TriggerDef, triggers as triggerTable } from '../../lambdas/triggers';
import { repoRoot } from '../../common/local-stack/paths';
import { handlerEnv, type LocalStack } from '../handler-env';
import { FunctionContainer, type InvocationOutcome } from './function-container';

/** cognito-local's names for the triggers it runs (its config's `TriggerFunctions` keys), by our row's event. */
export const COGNITO_LOCAL_TRIGGER_NAMES: Partial<Record<TriggerDef['event'], string>> = {
  preSignUp: 'PreSignUp',
  customMessage: 'CustomMessage',
};

/**
 * The `TriggerFunctions` of cognito-local's config: each trigger it can run, named by our row's id
 * (the function name the Lambda endpoint is then asked for). The version-2 token trigger is left out.
 */
export function cognitoLocalTriggerFunctions(rows: readonly TriggerDef[] = triggerTable): Record<string, string> {
  return Object.fromEntries(
    rows.flatMap((row) => {
      const name = COGNITO_LOCAL_TRIGGER_NAMES[row.event];
      return name ? [[name, row.id]] : [];
    }),
  );
}

export interface TriggerFunctions {
  /** Runs the trigger with this event; an unknown id is a failed invocation. */
  invoke(id: string, event: unknown): Promise<InvocationOutcome>;
  close(): Promise<void>;
}

export interface TriggerFunctionsOptions {
  readonly stack: LocalStack;
  readonly log: (line: string) => void;
  readonly idleMs?: number;
  /** The rows to run; the trigger table unless a test passes its own. */
  readonly triggers?: readonly TriggerDef[];
}

export function startTriggerFunctions(options: TriggerFunctionsOptions): TriggerFunctions {
  const rows = options.triggers ?? triggerTable;
  const containers = new Map<string, FunctionContainer>(
    rows.map((row) => [
      row.id,
      new FunctionContainer({
        id: row.id,
        modulePath: join(repoRoot, 'lambdas', 'triggers', `${row.id}.ts`),
        env: () => handlerEnv(row, options.stack),
        region: options.stack.region,
        timeoutMs: FUNCTION_TIMEOUT_SECONDS * 1000,
        idleMs: options.idleMs,
        log: options.log,
      }),
    ]),
  );
  return {
    async invoke(id, event) {
      const container = containers.get(id);
      if (!container) return { ok: false, timedOut: false, error: `No trigger ${id}` };
      return container.invoke(event, crypto.randomUUID());
    },
    async close() {
      await Promise.all([...containers.values()].map((container) => container.close()));
    },
  };
}
