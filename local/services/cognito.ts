// cognito-local as a child process, started by cognito-local-main.ts (loopback only, no CORS). It
// keeps its data in `./.cognito/db` relative to its working directory, so it runs from
// `.local/cognito`; its log (with sign-up confirmation codes) goes to a file. Its config,
// `./.cognito/config.json`, is written at each start: with `triggers`, it calls the user pool's
// pre sign-up and custom message triggers through their Lambda endpoint (local/api/lambda-endpoint.ts),
// as Cognito calls the deployed ones; without, none.

import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assertPortFree } from '../../common/local-stack/ports';
import { answersHttp, captureTail, stopChild, trackChild, waitUntil } from './child-process';
import { LOOPBACK_HOST } from './loopback';
import { LOCAL_REGION, localCredentials } from '../aws/clients';

const MAIN = join(import.meta.dirname, 'cognito-local-main.ts');
/** The host in the token issuer, `http://localhost:PORT/<pool>`, which tokens and verifiers agree on. */
const ISSUER_HOST = 'localhost';

export interface CognitoLocal {
  /** Where the JSON API, `/oauth2/*` and `/<pool>/.well-known/*` answer. */
  readonly endpoint: string;
  /** The `iss` of its tokens is `${issuerBase}/<poolId>`. */
  readonly issuerBase: string;
  stop(): Promise<void>;
}

/** Where cognito-local finds the user pool's triggers: the Lambda endpoint, and the function of each trigger it runs. */
export interface CognitoLocalTriggers {
  /** Lambda's Invoke API (local/api/lambda-endpoint.ts), which need not listen yet: it is called at the first sign-up. */
  readonly lambdaEndpoint: string;
  /** cognito-local's `TriggerFunctions`: its trigger name (`PreSignUp`, `CustomMessage`) to the function's name. */
  readonly functions: Readonly<Record<string, string>>;
}

/** cognito-local's config file, as its loadConfig reads it (merged over its defaults). */
function writeConfig(directory: string, triggers: CognitoLocalTriggers | undefined): void {
  const configDir = join(directory, '.cognito');
  mkdirSync(configDir, { recursive: true });
  const config = triggers
    ? {
        LambdaClient: { endpoint: triggers.lambdaEndpoint, region: LOCAL_REGION, credentials: localCredentials },
        TriggerFunctions: triggers.functions,
      }
    : { TriggerFunctions: {} };
  writeFileSync(join(configDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
}

export async function startCognito(options: {
  port: number;
  directory: string;
  logFile: string;
  triggers?: CognitoLocalTriggers;
}): Promise<CognitoLocal> {
  await assertPortFree(options.port, 'cognito');
  mkdirSync(options.directory, { recursive: true });
  writeConfig(options.directory, options.triggers);
  mkdirSync(dirname(options.logFile), { recursive: true });
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = trackChild(
    spawn(process.execPath, ['--import', tsxLoader, MAIN], {
      cwd: options.directory,
      // HOST names the token issuer only; where it listens is cognito-local-main's choice (the loopback).
      env: { ...process.env, PORT: String(options.port), HOST: ISSUER_HOST, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const log = createWriteStream(options.logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  // People signing up locally need the confirmation code, which cognito-local only logs.
  child.stdout.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    if (text.includes('Confirmation Code Delivery')) process.stdout.write(`[cognito-local] ${text}`);
  });
  const tail = captureTail(child);
  const endpoint = `http://${LOOPBACK_HOST}:${options.port}`;
  try {
    await waitUntil('cognito-local', () => answersHttp(`${endpoint}/health`), { child, tail });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { endpoint, issuerBase: `http://${ISSUER_HOST}:${options.port}`, stop: () => stopChild(child) };
}
