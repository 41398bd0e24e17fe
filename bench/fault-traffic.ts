// The visitor forms the fault run sends (bench/fault-run.ts): each request a valid body of its row
// (lambdas/valid-bodies.ts) with an address of its own, a fresh Idempotency-Key, its proof of work
// paid first (common/requests/proof-of-work.ts), and a loopback client address of its own among
// 127.0.0.2-254, so the per-IP limits (route-def.ts perIpLimits, lambdas/domain/mail/mail-limits.ts)
// see many visitors, not one. Every answer is kept as it came; a challenge the API could not give
// (its store down) is the visitor's answer, as the browser shows it.

import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { FORM_CHALLENGES_PATH, IDEMPOTENCY_HEADER, PROOF_OF_WORK_HEADER } from '../common/requests/form-protocol';
import { type FormChallenge, solveFormChallenge } from '../common/requests/proof-of-work';
import { fetchFrom } from './visitor-fetch';
import { route, type RouteId } from '../lambdas/routes';
import { validBodies } from '../lambdas/valid-bodies';

/** The visitor form rows: each keeps a record and mails about it. */
export const FORM_ROWS = [
  'create-contact-message',
  'create-player-request',
  'create-sponsorship-request',
  'create-rental-request',
  'create-newsletter-subscription',
] as const satisfies readonly RouteId[];

export type FormRow = (typeof FORM_ROWS)[number];

export interface FormRequest {
  readonly index: number;
  readonly row: FormRow;
  readonly key: string;
  /** The visitor's address in the body: the newsletter's record is found by it. */
  readonly email: string;
  readonly localAddress: string;
  readonly body: string;
}

export interface FormAnswer {
  readonly status: number;
  readonly body: string;
}

/** What became of one request: an answer, or none (`error` says why). */
export interface Outcome {
  readonly request: FormRequest;
  /** Milliseconds after the traffic began. */
  readonly sentAtMs: number;
  readonly answer?: FormAnswer;
  readonly error?: string;
}

/**
 * Past the API server's own limits (a container's start, up to 30 s, then the 10 s Lambda timeout,
 * after which it answers 500 itself): a request still unanswered then was dropped.
 */
const ANSWER_TIMEOUT_MS = 45_000;

export function formRequest(index: number): FormRequest {
  const row = FORM_ROWS[index % FORM_ROWS.length] as FormRow;
  // Each visitor at a domain of their own, as a club's visitors are: receipts to one domain are held
  // to VISITOR_MAIL_LIMITS.perDomain an hour (lambdas/domain/mail/mail-limits.ts), and a sign-up
  // over that limit stores nothing, by design, while answering as any other.
  const email = `visitor-${index}@visitor-${index}.example.com`;
  const sample = validBodies[row];
  if (!sample) throw new Error(`lambdas/valid-bodies.ts has no body for ${row}`);
  return {
    index,
    row,
    key: randomUUID(),
    email,
    localAddress: `127.0.0.${2 + (index % 253)}`,
    body: JSON.stringify({ ...(sample as object), email }),
  };
}

/** The form's proof of work, asked from the request's own address: its header, or the refusal the visitor saw instead. */
async function payProof(apiUrl: string, form: FormRequest): Promise<{ header: string } | { answer: FormAnswer }> {
  const response = await fetchFrom(form.localAddress)(new URL(FORM_CHALLENGES_PATH, apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const body = await response.text();
  if (!response.ok) return { answer: { status: response.status, body } };
  return { header: (await solveFormChallenge((JSON.parse(body) as { challenge: FormChallenge }).challenge)).header };
}

/** One POST from the request's own client address, its proof paid first; rejects when no answer came. */
export async function send(apiUrl: string, form: FormRequest): Promise<FormAnswer> {
  const paid = await payProof(apiUrl, form);
  if ('answer' in paid) return paid.answer;
  const url = new URL(route(form.row).path, apiUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      localAddress: form.localAddress,
      // A connection per request: a kept-alive socket would outlive its address's turn.
      agent: false,
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: form.key, [PROOF_OF_WORK_HEADER]: paid.header },
    });
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s`)), ANSWER_TIMEOUT_MS);
    req.on('response', (res) => {
      buffer(res).then(
        (body) => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, body: body.toString('utf8') });
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(form.body);
  });
}

export async function attempt(apiUrl: string, form: FormRequest, sentAtMs: number): Promise<Outcome> {
  try {
    return { request: form, sentAtMs, answer: await send(apiUrl, form) };
  } catch (error) {
    return { request: form, sentAtMs, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Sends `perSecond` form requests a second while `keepGoing(elapsedMs)` holds, each at its planned moment whatever
 * the earlier ones are doing, and resolves with every outcome once all have one. `at` runs
 * actions (stopping a service) at given moments during the traffic, in order.
 */
export async function steadyTraffic(
  apiUrl: string,
  options: {
    perSecond: number;
    keepGoing: (elapsedMs: number) => boolean;
    at: readonly { readonly ms: number; readonly action: () => Promise<void> }[];
  },
): Promise<Outcome[]> {
  const started = performance.now();
  const sleepUntil = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, started + ms - performance.now())));
  // One after the other: a restart must not begin before the stop has ended.
  const actions = (async () => {
    for (const { ms, action } of options.at) {
      await sleepUntil(ms);
      await action();
    }
  })();
  const outcomes: Promise<Outcome>[] = [];
  for (let index = 0; options.keepGoing((index * 1000) / options.perSecond); index++) {
    const due = (index * 1000) / options.perSecond;
    await sleepUntil(due);
    outcomes.push(attempt(apiUrl, formRequest(index), Math.round(performance.now() - started)));
  }
  await actions;
  return Promise.all(outcomes);
}
