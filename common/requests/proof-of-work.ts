// Paying a visitor form's proof of work, the one way the site's forms, the tests and the bench do
// it: ask the API for a challenge (FORM_CHALLENGES_PATH), solve it with ALTCHA's solver (altcha-lib,
// self-hosted: no third party sees the visitor), and send `<id>:<counter>` in the form's
// PROOF_OF_WORK_HEADER. The solver derives PBKDF2 keys with the platform's Web Crypto, which
// browsers and Node both have, counting up until a key starts with the challenge's prefix; the
// server knows the counter and checks one key (lambdas/runtime/proof-of-work.ts). A person pays
// it once per form while typing; a script pays it for every form it sends.

import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { FORM_CHALLENGES_PATH } from './form-protocol';

/** A challenge as the API hands it out: ALTCHA's parameters, its id the nonce. */
export interface FormChallenge {
  readonly parameters: {
    readonly algorithm: string;
    readonly nonce: string;
    readonly salt: string;
    readonly cost: number;
    readonly keyLength: number;
    readonly keyPrefix: string;
    /** Epoch seconds after which the server refuses it. */
    readonly expiresAt: number;
  };
}

/** A solved challenge: the header value, and until when the server takes it (epoch ms). */
export interface Proof {
  readonly header: string;
  readonly expiresAt: number;
}

/** Longest a solve may run before it is given up (a solve takes about a second). */
const SOLVE_TIMEOUT_MS = 120_000;

/** Solves a challenge; throws if it cannot be solved (a malformed challenge, or an aborted solve). */
export async function solveFormChallenge(challenge: FormChallenge, signal?: AbortSignal): Promise<Proof> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({
    challenge: { parameters: { ...challenge.parameters } },
    deriveKey,
    controller,
    timeout: SOLVE_TIMEOUT_MS,
  });
  if (!solution) throw new Error('The form check could not be solved.');
  return { header: `${challenge.parameters.nonce}:${solution.counter}`, expiresAt: challenge.parameters.expiresAt * 1000 };
}

/**
 * Asks the API at `origin` (empty for the page's own) for a challenge and solves it. `fetcher` is
 * the platform's fetch unless a caller sends from an address of its own.
 */
export async function fetchProof(origin = '', fetcher: typeof fetch = fetch, signal?: AbortSignal): Promise<Proof> {
  const response = await fetcher(`${origin}${FORM_CHALLENGES_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: '{}',
    signal,
  });
  if (!response.ok) throw new Error(`The form check could not be fetched (${response.status}).`);
  const { challenge } = (await response.json()) as { challenge: FormChallenge };
  return solveFormChallenge(challenge, signal);
}
