// The door page's state: the night as this phone keeps it (door-keeping.ts), whether the server
// answers, the last verdict, and the sending of queued scans. A scan goes to the server first; when
// the server cannot be reached it is checked against the kept list and queued (door-book.ts). The
// queue is sent when the page opens, when the browser says it is back online, and every
// RETRY_MS while scans wait, since a phone may say it is online long before the hall's signal works.

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type AdmitOutcome,
  admitOffline,
  type DoorScan,
  type DoorVerdict,
  type KeptDoor,
  learnTicket,
  sendQueue,
  type TokenClaims,
  ticketIdOfScan,
  waitingVerdict,
  withDownloadedList,
} from './door-book';
import { admitOnServer, DoorSignInError, fetchDoorList } from './door-api';
import { forgetOldDoors, loadDoor, saveDoor } from './door-keeping';

/** How often queued scans are tried again while any wait. */
export const RETRY_MS = 15_000;

export type DoorNotice = { readonly kind: 'sign-in' | 'storage' | 'list'; readonly message: string } | null;

export interface DoorState {
  readonly door: KeptDoor;
  /** Whether the server answered the last request (and the browser thinks it is online). */
  readonly online: boolean;
  readonly verdict: DoorVerdict | null;
  readonly checking: boolean;
  readonly notice: DoorNotice;
  readonly scan: (scan: DoorScan) => Promise<DoorVerdict>;
  readonly dismissConflicts: () => void;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function useDoor(nightId: string, readToken: (token: string) => TokenClaims | null): DoorState {
  const [door, setDoor] = useState<KeptDoor>(() => loadDoor(nightId));
  const doorRef = useRef(door);
  const [online, setOnline] = useState(browserOnline);
  const [verdict, setVerdict] = useState<DoorVerdict | null>(null);
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<DoorNotice>(null);
  const sending = useRef(false);

  const keep = useCallback((next: KeptDoor) => {
    doorRef.current = next;
    setDoor(next);
    if (!saveDoor(next)) {
      setNotice({ kind: 'storage', message: 'This browser will not keep the door list (private browsing?): it works online only.' });
    }
  }, []);

  const admit = useCallback(
    async (scan: DoorScan): Promise<AdmitOutcome> => {
      try {
        const outcome = await admitOnServer(nightId, scan);
        setOnline(outcome.kind !== 'unreachable' && browserOnline());
        return outcome;
      } catch (error) {
        if (error instanceof DoorSignInError)
          setNotice({ kind: 'sign-in', message: `${error.message} Scans wait on this phone meanwhile.` });
        return { kind: 'unreachable' };
      }
    },
    [nightId],
  );

  const sendWaiting = useCallback(async () => {
    if (sending.current || doorRef.current.queue.length === 0 || !browserOnline()) return;
    sending.current = true;
    try {
      await sendQueue(() => doorRef.current, admit, keep);
    } finally {
      sending.current = false;
    }
  }, [admit, keep]);

  const downloadList = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const list = await fetchDoorList(nightId, signal);
        keep(withDownloadedList(doorRef.current, list, Date.now()));
        setOnline(browserOnline());
        setNotice((current) => (current?.kind === 'list' ? null : current));
      } catch (error) {
        if (signal?.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setOnline(!message.startsWith('Network error') && browserOnline());
        const kept = doorRef.current.list !== null;
        setNotice({
          kind: 'list',
          message: kept
            ? `The door list could not be refreshed (${message}); the one kept on this phone is used.`
            : `The door list could not be downloaded: ${message}`,
        });
      }
    },
    [nightId, keep],
  );

  useEffect(() => {
    forgetOldDoors(Date.now());
    const controller = new AbortController();
    void downloadList(controller.signal).then(sendWaiting);
    const cameBack = () => {
      setOnline(true);
      void sendWaiting().then(() => downloadList());
    };
    const wentAway = () => setOnline(false);
    window.addEventListener('online', cameBack);
    window.addEventListener('offline', wentAway);
    return () => {
      controller.abort();
      window.removeEventListener('online', cameBack);
      window.removeEventListener('offline', wentAway);
    };
  }, [downloadList, sendWaiting]);

  const waiting = door.queue.length;
  useEffect(() => {
    if (waiting === 0) return;
    const timer = window.setInterval(() => void sendWaiting(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, sendWaiting]);

  const scan = useCallback(
    async (scanned: DoorScan): Promise<DoorVerdict> => {
      setChecking(true);
      try {
        let result: DoorVerdict;
        // A token of another night, or not a token at all, is refused here: the server would say the same.
        const named = ticketIdOfScan(doorRef.current, scanned, readToken);
        const waiting = 'ticketId' in named ? waitingVerdict(doorRef.current, named.ticketId) : null;
        const outcome: AdmitOutcome =
          'refused' in named
            ? { kind: 'refused', message: named.refused }
            : waiting || !browserOnline()
              ? { kind: 'unreachable' }
              : await admit(scanned);
        if (waiting) {
          result = waiting;
        } else if (outcome.kind === 'unreachable') {
          const offline = admitOffline(doorRef.current, scanned, Date.now(), readToken);
          keep(offline.door);
          result = offline.verdict;
        } else if (outcome.kind === 'admitted') {
          keep(learnTicket(doorRef.current, outcome.ticket));
          result = { kind: 'admitted', ticket: outcome.ticket, offline: false };
          void sendWaiting();
        } else if (outcome.kind === 'already') {
          keep(learnTicket(doorRef.current, outcome.ticket));
          result = { kind: 'already', ticket: outcome.ticket, admittedAt: outcome.ticket.admittedAt };
        } else {
          result = { kind: 'refused', message: outcome.message };
        }
        setVerdict(result);
        return result;
      } finally {
        setChecking(false);
      }
    },
    [admit, keep, readToken, sendWaiting],
  );

  const dismissConflicts = useCallback(() => keep({ ...doorRef.current, conflicts: [] }), [keep]);

  return { door, online, verdict, checking, notice, scan, dismissConflicts };
}
