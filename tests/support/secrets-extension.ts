// A stand-in for the AWS Parameters and Secrets Lambda Extension (lambdas/runtime/secrets-extension.ts):
// the same HTTP interface on localhost, refusing a call without the session token it was started
// with, answering GetSecretValue's JSON for the secret the test says, and counting the calls.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SECRETS_EXTENSION_TOKEN_HEADER } from '../../lambdas/runtime/secrets-extension';

export interface ExtensionAnswer {
  readonly status: number;
  readonly body: string;
}

export interface SecretsExtensionStandIn {
  readonly port: number;
  /** The secret ids asked for, one per call that carried the token. */
  readonly calls: string[];
  /** What the next calls get; until set, every call gets 400 as for an unknown secret. */
  answerWith(answer: (secretId: string) => ExtensionAnswer): void;
  close(): Promise<void>;
}

/** GetSecretValue's answer for a secret holding `text`. */
export function secretAnswer(secretId: string, text: string): ExtensionAnswer {
  return { status: 200, body: JSON.stringify({ ARN: secretId, Name: 'OriginSecret', SecretString: text, VersionStages: ['AWSCURRENT'] }) };
}

export async function startSecretsExtensionStandIn(token: string): Promise<SecretsExtensionStandIn> {
  const calls: string[] = [];
  let answer = (_secretId: string): ExtensionAnswer => ({ status: 400, body: 'ResourceNotFoundException' });
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const secretId = url.searchParams.get('secretId');
    if (request.headers[SECRETS_EXTENSION_TOKEN_HEADER] !== token) {
      response.writeHead(401).end('not authorized');
      return;
    }
    if (url.pathname !== '/secretsmanager/get' || !secretId) {
      response.writeHead(400).end('bad request');
      return;
    }
    calls.push(secretId);
    const { status, body } = answer(secretId);
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    calls,
    answerWith: (next) => {
      answer = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
