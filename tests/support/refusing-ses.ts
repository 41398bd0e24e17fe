// An SES that refuses every mail at once (400 MessageRejected), for a test file whose handlers'
// mail is beside the point: a mail that cannot be sent waits in the outbox, as when SES is down.
// The address where nothing listens (local/handler-env.ts UNREACHABLE_ENDPOINT) fails too, but
// its refused connection is one the SDK tries again after a pause, on every mail: thousands of
// accepted requests spent most of their time there.

import { createServer } from 'node:http';

export interface RefusingSes {
  /** How many mails were refused. */
  readonly refused: () => number;
  close(): Promise<void>;
}

/**
 * Starts it and points this process's SES clients at it (AWS_ENDPOINT_URL_SES and _SESV2, as
 * local/handler-env.ts names them). Call it before importing a handler: its client is made at module load.
 */
export async function useRefusingSes(): Promise<RefusingSes> {
  let refused = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.once('end', () => {
      refused += 1;
      // The REST-JSON error SES v2 answers with: its type in a header, its message in the body.
      response.writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected' });
      response.end(JSON.stringify({ message: 'This test sends no mail.' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  process.env.AWS_ENDPOINT_URL_SES = endpoint;
  process.env.AWS_ENDPOINT_URL_SESV2 = endpoint;
  return {
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
