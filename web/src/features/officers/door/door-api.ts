// The door page's two officer rows, with the signed-in officer's access token. The admit row's
// answers are read whole, its 409 included (it says who was admitted and when), and a request
// that gets no answer, or the API's 5xx, is `unreachable`: the page then checks the scan against
// the kept list and queues it (door-book.ts).

import { admitTicketPath, type DoorList, doorListPath } from '../../../../../common/tickets/door';
import { requestJson } from '../../../components/data/use-api';
import { tokenFor } from '../../../lib/auth/signed-in-fetch';
import type { AdmitOutcome, DoorScan } from './door-book';
import { readDoorList, readDoorTicket } from './door-keeping';

/** Signed out, or no longer an officer: not a network problem, the officer must sign in again. */
export class DoorSignInError extends Error {}

export async function fetchDoorList(nightId: string, signal?: AbortSignal): Promise<DoorList> {
  const token = await tokenFor('officer');
  return requestJson(
    doorListPath(nightId),
    { signal, headers: { accept: 'application/json', authorization: `Bearer ${token}` } },
    readDoorList,
  );
}

function errorText(body: unknown, status: number): string {
  return body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
    ? body.error
    : `The server answered ${status}.`;
}

/** Admits one scan on the server; never throws for what the server or the network says. */
export async function admitOnServer(nightId: string, scan: DoorScan): Promise<AdmitOutcome> {
  const token = await tokenFor('officer').catch(() => {
    throw new DoorSignInError('Please sign in again.');
  });
  let response: Response;
  try {
    response = await fetch(admitTicketPath(nightId), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(scan),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 401 || response.status === 403) throw new DoorSignInError(errorText(body, response.status));
  // Throttled, or the API or DynamoDB down: the door goes on from the kept list.
  if (response.status === 429 || response.status >= 500) return { kind: 'unreachable' };
  try {
    if (response.ok) return { kind: 'admitted', ticket: readDoorTicket(body) };
    if (response.status === 409) {
      const ticket = readDoorTicket((body as { ticket?: unknown } | null)?.ticket);
      if (ticket.admittedAt !== null) return { kind: 'already', ticket: { ...ticket, admittedAt: ticket.admittedAt } };
    }
  } catch {
    // An answer of a shape this page does not know: refused with the server's words below.
  }
  return { kind: 'refused', message: errorText(body, response.status) };
}
