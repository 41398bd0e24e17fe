// What a page's fetch answers in a component test: JSON responses, one per call, in order.

import { vi } from 'vitest';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Replaces the global fetch; each call takes the next answer. Undo with vi.unstubAllGlobals(). */
export function stubFetch(...answers: (() => Promise<Response>)[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const answer of answers) fetchMock.mockImplementationOnce(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
