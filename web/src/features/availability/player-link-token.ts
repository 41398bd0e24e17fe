// A player link's token and the button its mail line offered, read from the address's fragment
// (`#token=…&do=available`, common/teams/availability.ts) once, then wiped from the address bar, so the
// token is not kept in the browser's history or shown to someone looking over the player's shoulder.

import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '../../lib/router';
import { type PlayerLinkAction, playerLinkOfFragment } from '../../../../common/teams/availability';
import { playerLinkTokenSchema } from '../../../../common/teams/availability-requests';

export interface PlayerLinkFragment {
  readonly token?: string;
  readonly action?: PlayerLinkAction;
}

/** The token (undefined when absent or malformed) and the offered action of a fragment. */
export function playerLinkFrom(hash: string): PlayerLinkFragment {
  const { token, action } = playerLinkOfFragment(hash);
  const parsed = playerLinkTokenSchema.safeParse(token ?? '');
  return { ...(parsed.success ? { token: parsed.data } : {}), ...(action ? { action } : {}) };
}

export function usePlayerLink(): PlayerLinkFragment {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const [link] = useState(() => playerLinkFrom(hash));

  useEffect(() => {
    if (hash) navigate(`${pathname}${search}`, { replace: true, state });
  }, [hash, navigate, pathname, search, state]);

  return link;
}
