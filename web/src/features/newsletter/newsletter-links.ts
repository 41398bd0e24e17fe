// What the confirmation and unsubscribe pages share: the link's token, read from the address's
// fragment (`#token=…`, common/newsletter.ts) and then wiped from the address bar, and one call to
// the API with it in the request body, its outcome as a message to show.

import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '../../app/router';
import { newsletterMessages, tokenOfFragment } from '../../../../common/newsletter';
import { newsletterTokenSchema } from '../../../../common/newsletter-requests';
import { newIdempotencyKey, submitForm } from '../../components/forms/submit-form';

/** The token a fragment carries, or undefined when it has none or a malformed one. */
export function tokenFrom(hash: string): string | undefined {
  const parsed = newsletterTokenSchema.safeParse(tokenOfFragment(hash) ?? '');
  return parsed.success ? parsed.data : undefined;
}

/**
 * The link's token, read once when the page opens. The fragment is then replaced by nothing in the
 * same history entry, so the token is not kept in the browser's history or shown to someone looking
 * over the visitor's shoulder; the page keeps it in its state for the Unsubscribe button.
 */
export function useLinkToken(): string | undefined {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFrom(hash));

  useEffect(() => {
    if (hash) navigate(`${pathname}${search}`, { replace: true, state });
  }, [hash, navigate, pathname, search, state]);

  return token;
}

export type LinkOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** Posts `{ token }` to a newsletter link endpoint; a refusal carries the server's own message. */
export async function postToken(path: string, token: string, failed: string): Promise<LinkOutcome> {
  const result = await submitForm(path, { token }, newIdempotencyKey());
  if (result.kind === 'ok') return { ok: true };
  if (result.kind === 'network') return { ok: false, message: newsletterMessages.linkNoAnswer };
  // A 4xx names what is wrong with the link; anything else is ours, and the link may still work.
  if (result.status >= 400 && result.status < 500) return { ok: false, message: result.error || failed };
  return { ok: false, message: newsletterMessages.linkNoAnswer };
}
