// What the confirmation and unsubscribe pages share: the link's token, read from the address's
// fragment (`#token=…`, common/newsletter/newsletter.ts) and then wiped from the address bar. The call that
// sends it is newsletter-api.ts.

import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '../../lib/router';
import { tokenOfFragment } from '../../../../common/newsletter/newsletter';
import { newsletterTokenSchema } from '../../../../common/newsletter/newsletter-requests';

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
