// Sending a visitor's form to the API: JSON with the form's idempotency key, so a retry after a
// lost answer makes one record, and its proof of work where the form pays one. Every outcome comes
// back as a value the form can show.

import { IDEMPOTENCY_HEADER, PROOF_OF_WORK_HEADER } from '../../../../common/requests/form-protocol';

export type SubmitResult =
  | { readonly kind: 'ok'; readonly status: number; readonly body: unknown }
  /** The server refused it; `error` is its `{ error }` text when it gave one. */
  | { readonly kind: 'refused'; readonly status: number; readonly error?: string; readonly body: unknown }
  /** No answer at all (offline, DNS, a dropped connection). */
  | { readonly kind: 'network'; readonly message: string };

export async function submitForm(path: string, body: unknown, idempotencyKey: string, proof?: string): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [IDEMPOTENCY_HEADER]: idempotencyKey,
        ...(proof === undefined ? {} : { [PROOF_OF_WORK_HEADER]: proof }),
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (response.ok) return { kind: 'ok', status: response.status, body: parsed };
  const error = parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string' ? parsed.error : undefined;
  return { kind: 'refused', status: response.status, error, body: parsed };
}

/** A fresh idempotency key for a newly filled-in form. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
