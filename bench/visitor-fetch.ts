// A fetch that sends from a given loopback address (all of 127.0.0.0/8 is this machine), so a bench
// visitor pays its forms' proof of work (fetchProof, common/requests/proof-of-work.ts) from its own address,
// as a browser does, and the challenge route's per-IP limit sees many visitors, not one.

import { request } from 'node:http';
import { buffer } from 'node:stream/consumers';

/** fetch for the simple calls the proof of work makes (a JSON POST), from `localAddress`. */
export function fetchFrom(localAddress: string): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const outgoing = request(
        String(input),
        { method: init?.method ?? 'GET', localAddress, agent: false, headers: init?.headers as Record<string, string> | undefined },
        (reply) => {
          buffer(reply).then(
            (body) =>
              resolve(
                new Response(body, {
                  status: reply.statusCode ?? 0,
                  headers: { 'content-type': String(reply.headers['content-type'] ?? '') },
                }),
              ),
            reject,
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(typeof init?.body === 'string' ? init.body : undefined);
    });
}
