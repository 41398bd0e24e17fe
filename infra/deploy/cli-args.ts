// The command line of `npm run preflight` and `npm run deploy`: the deploy parameters as the CDK
// CLI takes them (`-c key=value`, `--context key=value`), and the deploy's one flag of its own.

import { ALLOW_FLAG } from './guarded-deploy';

export interface CommandArgs {
  readonly context: Readonly<Record<string, string>>;
  readonly allowDataReplacement: boolean;
}

export function parseCommandArgs(args: readonly string[], options: { readonly deploy: boolean }): CommandArgs | { readonly error: string } {
  const context: Record<string, string> = {};
  let allowDataReplacement = false;
  for (let at = 0; at < args.length; at++) {
    const arg = args[at] ?? '';
    if (options.deploy && arg === ALLOW_FLAG) {
      allowDataReplacement = true;
      continue;
    }
    const inline = /^(?:-c|--context)=(.*)$/.exec(arg);
    const pair = inline ? inline[1] : arg === '-c' || arg === '--context' ? args[++at] : undefined;
    if (pair === undefined) return { error: `unknown argument: ${arg}` };
    const equals = pair.indexOf('=');
    if (equals < 1) return { error: `${arg} ${pair}: a deploy parameter is key=value` };
    context[pair.slice(0, equals)] = pair.slice(equals + 1);
  }
  return { context, allowDataReplacement };
}
