// The door on a club night, on an officer's phone: Scan opens the camera and each QR code read is
// a ticket admitted (or not) in big green or red; without a camera, the officer finds the ticket
// by the holder's name or its id. The night's door list is kept on the phone, so when the hall's
// signal drops the door goes on: scans are checked against the kept list and wait to be sent
// (use-door.ts), and the page says whether it is online and how many wait.

import { useState } from 'react';
import { formatDateTime, formatTime } from '../../../../../common/club-time';
import { ticketTokenClaims } from '../../../../../common/tickets/door';
import { type DoorScan, type DoorVerdict, findTickets, type KeptDoor } from './door-book';
import { QrCamera } from './qr-camera';
import { useDoor } from './use-door';
import './door.css';

function VerdictPanel({ verdict }: { readonly verdict: DoorVerdict | null }) {
  if (!verdict) return <p className="door-verdict door-verdict--idle">Scan a ticket, or find one by name below.</p>;
  if (verdict.kind === 'admitted') {
    return (
      <p className="door-verdict door-verdict--admitted">
        <strong>Admitted: {verdict.ticket.holderName}</strong>
        {verdict.offline && <span className="door-verdict__note">Checked against the kept list: it is sent when the signal is back.</span>}
      </p>
    );
  }
  if (verdict.kind === 'already') {
    return (
      <p className="door-verdict door-verdict--refused">
        <strong>Already admitted at {formatTime(verdict.admittedAt)}</strong>
        <span className="door-verdict__note">{verdict.ticket.holderName}</span>
      </p>
    );
  }
  return (
    <p className="door-verdict door-verdict--refused">
      <strong>{verdict.message}</strong>
    </p>
  );
}

function DoorStatus({ door, online }: { readonly door: KeptDoor; readonly online: boolean }) {
  const waiting = door.queue.length;
  const admitted = door.list?.tickets.filter((ticket) => ticket.admittedAt !== null).length ?? 0;
  return (
    <ul className="door-status" aria-label="Door status">
      <li className={online ? 'door-status__online' : 'door-status__offline'}>
        {online ? 'Online' : 'Offline: checking against the kept list'}
      </li>
      <li>{waiting === 0 ? 'No scans waiting to be sent' : `${waiting} scan${waiting === 1 ? '' : 's'} waiting to be sent`}</li>
      {door.list && (
        <li>
          {admitted} of {door.list.tickets.length} admitted
          {door.listSavedAt !== null && ` · list kept ${formatTime(door.listSavedAt)}`}
        </li>
      )}
    </ul>
  );
}

function Conflicts({ door, dismiss }: { readonly door: KeptDoor; readonly dismiss: () => void }) {
  if (door.conflicts.length === 0) return null;
  return (
    <section className="door-conflicts" aria-labelledby="door-conflicts-heading">
      <h3 id="door-conflicts-heading">Scans the server did not accept</h3>
      <p className="officers-hint">These were let in on this phone while it was offline.</p>
      <ul>
        {door.conflicts.map((conflict) => (
          <li key={`${conflict.ticketId}-${conflict.scannedAt}`}>
            <strong>{conflict.holderName}</strong> ({conflict.ticketId}): {conflict.message} Scanned here at{' '}
            {formatTime(conflict.scannedAt)}
            {conflict.admittedAt !== undefined && `; admitted first at ${formatTime(conflict.admittedAt)}`}.
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn--secondary" onClick={dismiss}>
        Clear This List
      </button>
    </section>
  );
}

function ManualEntry({ door, admit, busy }: { readonly door: KeptDoor; readonly admit: (scan: DoorScan) => void; readonly busy: boolean }) {
  const [typed, setTyped] = useState('');
  const found = findTickets(door.list, typed);
  return (
    <section className="door-manual" aria-labelledby="door-manual-heading">
      <h3 id="door-manual-heading">Find a ticket</h3>
      <div className="form-field">
        <label htmlFor="door-search">Holder’s name or ticket id</label>
        <input id="door-search" type="search" value={typed} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
      </div>
      {typed.trim().length >= 2 && found.length === 0 && <p>No ticket on the door list matches.</p>}
      {found.length > 0 && (
        <ul className="door-manual__list" aria-label="Matching tickets">
          {found.map((ticket) => (
            <li key={ticket.ticketId}>
              <span>
                <strong>{ticket.holderName}</strong> <span className="officers-hint">{ticket.ticketId}</span>
              </span>
              {ticket.admittedAt === null ? (
                <button type="button" className="btn btn--primary" disabled={busy} onClick={() => admit({ ticketId: ticket.ticketId })}>
                  Admit {ticket.holderName}
                </button>
              ) : (
                <span>Admitted at {formatTime(ticket.admittedAt)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function DoorConsole({ nightId }: { readonly nightId: string }) {
  const { door, online, verdict, checking, notice, scan, dismissConflicts } = useDoor(nightId, ticketTokenClaims);
  const [scanning, setScanning] = useState(false);
  const admit = (scanned: DoorScan) => void scan(scanned);

  return (
    <div className="door">
      {door.list ? (
        <h2>
          {door.list.title} <span className="officers-hint">{formatDateTime(door.list.start)}</span>
        </h2>
      ) : (
        <h2>The door</h2>
      )}
      <DoorStatus door={door} online={online} />
      {notice && (
        <p className="door-notice" role="alert">
          {notice.message}
        </p>
      )}
      <div role="status" aria-live="assertive">
        {checking ? <p className="door-verdict door-verdict--idle">Checking…</p> : <VerdictPanel verdict={verdict} />}
      </div>
      {scanning ? (
        <QrCamera onCode={(token) => admit({ token })} onClose={() => setScanning(false)} />
      ) : (
        <button type="button" className="btn btn--primary door-scan" onClick={() => setScanning(true)}>
          Scan Tickets
        </button>
      )}
      <Conflicts door={door} dismiss={dismissConflicts} />
      <ManualEntry door={door} admit={admit} busy={checking} />
    </div>
  );
}
