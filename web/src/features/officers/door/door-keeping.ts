// Where a door phone keeps each night (door-book.ts): the browser's localStorage, one entry per
// night, written after every change so a reload, a closed tab or a flat battery loses no queued scan.
// A door list is a few hundred short lines, well inside localStorage's room. It holds the holders'
// names, so a night's entry is dropped once the night is long over and nothing waits to be sent.

import type { DoorList, DoorTicket } from '../../../../../common/tickets/door';
import type { DoorConflict, DoorScan, KeptDoor, QueuedScan } from './door-book';
import { emptyDoor } from './door-book';

const KEY_PREFIX = 'blaze-door:v1:';

/** How long after a night starts its kept list stays on the phone (when nothing waits to be sent). */
export const KEEP_AFTER_START_MS = 36 * 60 * 60 * 1000;

function keyOf(nightId: string): string {
  return `${KEY_PREFIX}${nightId}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readTicket(value: unknown): DoorTicket | null {
  if (!isRecord(value)) return null;
  const { ticketId, holderName, admittedAt } = value;
  if (typeof ticketId !== 'string' || typeof holderName !== 'string' || !(admittedAt === null || isTime(admittedAt))) return null;
  return { ticketId, holderName, admittedAt };
}

/** The door list as the row answers it (and as it is kept); anything else is refused. */
export function readDoorList(value: unknown): DoorList {
  if (!isRecord(value) || !Array.isArray(value.tickets)) throw new Error('the answer is not a door list');
  const { nightId, title, start } = value;
  if (typeof nightId !== 'string' || typeof title !== 'string' || !isTime(start)) throw new Error('the answer is not a door list');
  const tickets = value.tickets.map(readTicket);
  if (tickets.some((ticket) => ticket === null)) throw new Error('the door list holds something that is not a ticket');
  return { nightId, title, start, tickets: tickets as DoorTicket[] };
}

/** A ticket as the admit row answers it, alone or inside its 409. */
export function readDoorTicket(value: unknown): DoorTicket {
  const ticket = readTicket(value);
  if (!ticket) throw new Error('the answer is not a ticket');
  return ticket;
}

function readScan(value: unknown): DoorScan | null {
  if (!isRecord(value)) return null;
  if (typeof value.token === 'string') return { token: value.token };
  if (typeof value.ticketId === 'string') return { ticketId: value.ticketId };
  return null;
}

function readQueued(value: unknown): QueuedScan | null {
  if (!isRecord(value)) return null;
  const scan = readScan(value.scan);
  const { ticketId, holderName, scannedAt } = value;
  if (!scan || typeof ticketId !== 'string' || typeof holderName !== 'string' || !isTime(scannedAt)) return null;
  return { scan, ticketId, holderName, scannedAt };
}

function readConflict(value: unknown): DoorConflict | null {
  if (!isRecord(value)) return null;
  const { ticketId, holderName, scannedAt, admittedAt, message } = value;
  if (typeof ticketId !== 'string' || typeof holderName !== 'string' || !isTime(scannedAt) || typeof message !== 'string') return null;
  return isTime(admittedAt) ? { ticketId, holderName, scannedAt, admittedAt, message } : { ticketId, holderName, scannedAt, message };
}

function present<T>(values: readonly (T | null)[]): T[] {
  return values.filter((value): value is T => value !== null);
}

/** The night as this phone kept it; a fresh door when nothing (or nothing readable) is kept. */
export function loadDoor(nightId: string, storage: Storage = localStorage): KeptDoor {
  let raw: string | null = null;
  try {
    raw = storage.getItem(keyOf(nightId));
  } catch {
    return emptyDoor(nightId);
  }
  if (raw === null) return emptyDoor(nightId);
  try {
    const kept: unknown = JSON.parse(raw);
    if (!isRecord(kept)) return emptyDoor(nightId);
    let list: DoorList | null = null;
    try {
      list = kept.list === null ? null : readDoorList(kept.list);
    } catch {
      list = null;
    }
    return {
      nightId,
      list,
      listSavedAt: list && isTime(kept.listSavedAt) ? kept.listSavedAt : null,
      queue: Array.isArray(kept.queue) ? present(kept.queue.map(readQueued)) : [],
      conflicts: Array.isArray(kept.conflicts) ? present(kept.conflicts.map(readConflict)) : [],
    };
  } catch {
    return emptyDoor(nightId);
  }
}

/** Keeps the night; false when the browser refused (private mode, storage full): the page says so. */
export function saveDoor(door: KeptDoor, storage: Storage = localStorage): boolean {
  try {
    storage.setItem(keyOf(door.nightId), JSON.stringify(door));
    return true;
  } catch {
    return false;
  }
}

/** Drops the nights over for KEEP_AFTER_START_MS with nothing left to send, and those no longer readable. */
export function forgetOldDoors(now: number, storage: Storage = localStorage): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) {
      const door = loadDoor(key.slice(KEY_PREFIX.length), storage);
      const over = door.list === null || door.list.start + KEEP_AFTER_START_MS < now;
      if (over && door.queue.length === 0) storage.removeItem(key);
    }
  } catch {
    // Storage the browser will not read is storage with nothing to forget.
  }
}
