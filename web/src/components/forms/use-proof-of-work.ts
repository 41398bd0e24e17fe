// A visitor form's proof of work (common/requests/proof-of-work.ts), paid in the background: the form asks
// for a challenge and solves it as soon as the visitor starts on it (a field focused, or text typed
// before React took the page over), so by the time they press Send the proof is ready and the send
// is no slower. A proof is good for one send; the next is started once an answer comes back. The
// solver (ALTCHA's, with the browser's Web Crypto on the page's own thread: no worker, no inline
// script or style, nothing the production CSP refuses) loads only then, so no page's first bundle
// carries it.

import { useCallback, useRef } from 'react';
import type { Proof } from '../../../../common/requests/proof-of-work';

/** A proof this close to its expiry is not sent: a new one is solved instead. */
const EXPIRY_MARGIN_MS = 2 * 60_000;

export interface ProofOfWork {
  /** Starts getting a proof if none is on its way or held. */
  readonly warmUp: () => void;
  /** The proof to send now (waiting for it if it is not ready), which the form spends. */
  readonly take: () => Promise<string>;
}

async function getProof(): Promise<Proof> {
  const { fetchProof } = await import('../../../../common/requests/proof-of-work');
  return fetchProof();
}

export function useProofOfWork(): ProofOfWork {
  const next = useRef<Promise<Proof> | undefined>(undefined);

  const start = useCallback(() => {
    const pending = getProof();
    // A failed fetch or solve is found again by `take`, which then starts over.
    pending.catch(() => undefined);
    next.current = pending;
    return pending;
  }, []);

  const warmUp = useCallback(() => {
    if (!next.current) start();
  }, [start]);

  const take = useCallback(async () => {
    let proof = await (next.current ?? start()).catch(() => undefined);
    if (!proof || proof.expiresAt - Date.now() < EXPIRY_MARGIN_MS) proof = await start();
    next.current = undefined;
    return proof.header;
  }, [start]);

  return { warmUp, take };
}
