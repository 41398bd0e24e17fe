// The one state table of visitors' requests: which moves exist per kind, what they lead to, and
// the words of a refusal.

import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  isOpen,
  moveProblem,
  openStatus,
  type RequestKind,
  requestKinds,
  statusAfter,
  statusesOf,
} from '../../../common/requests/request-status';

describe('the request state table', () => {
  it('lets a pending rental be approved, declined or cancelled, and an approved one only cancelled', () => {
    expect(allowedActions('rental', 'pending')).toEqual(['approve', 'decline', 'cancel']);
    expect(allowedActions('rental', 'approved')).toEqual(['cancel']);
    expect(allowedActions('rental', 'declined')).toEqual([]);
    expect(allowedActions('rental', 'cancelled')).toEqual([]);
    expect([statusAfter('rental', 'approve'), statusAfter('rental', 'decline'), statusAfter('rental', 'cancel')]).toEqual([
      'approved',
      'declined',
      'cancelled',
    ]);
  });

  it.each(['sponsorship', 'player', 'contact'] as const)('lets a new %s request only be marked handled, once', (kind) => {
    expect(allowedActions(kind, 'new')).toEqual(['handle']);
    expect(allowedActions(kind, 'handled')).toEqual([]);
    expect(statusAfter(kind, 'handle')).toBe('handled');
    expect(statusAfter(kind, 'approve')).toBeUndefined();
  });

  it('lets a pending profile change be approved or declined, once, and never cancelled or marked handled', () => {
    expect(statusesOf('profile-change')).toEqual(['pending', 'approved', 'declined']);
    expect(allowedActions('profile-change', 'pending')).toEqual(['approve', 'decline']);
    expect(allowedActions('profile-change', 'approved')).toEqual([]);
    expect(allowedActions('profile-change', 'declined')).toEqual([]);
    expect([statusAfter('profile-change', 'approve'), statusAfter('profile-change', 'decline')]).toEqual(['approved', 'declined']);
    expect(statusAfter('profile-change', 'cancel')).toBeUndefined();
    expect(statusAfter('profile-change', 'handle')).toBeUndefined();
  });

  it('names the problem of a refused move', () => {
    expect(moveProblem('rental', 'declined', 'approve')).toBe('This request is declined; only a pending request can be approved.');
    expect(moveProblem('contact', 'new', 'approve')).toBe('A contact request cannot be approved.');
    expect(moveProblem('rental', 'pending', 'approve')).toBeUndefined();
  });

  it('starts every kind in its one open status, which is among its statuses', () => {
    for (const kind of requestKinds as readonly RequestKind[]) {
      expect(statusesOf(kind)).toContain(openStatus[kind]);
      expect(statusesOf(kind).filter((status) => isOpen(kind, status))).toEqual([openStatus[kind]]);
    }
  });
});
