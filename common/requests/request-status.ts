// What can happen to a visitor's request: the statuses of each kind and the only moves between
// them. A rental waits `pending` until an officer approves it (a booking), declines it, or it is
// cancelled (an approved one too: its booking goes); a member's player profile change waits
// `pending` until an officer approves it (it goes live) or declines it; every other kind is `new`
// until an officer has handled it. The inbox's handlers refuse any other move with 409, and the console offers only
// these moves, so both read this one table. No zod here: pages import it.

export const requestKinds = ['rental', 'sponsorship', 'player', 'contact', 'profile-change'] as const;
export type RequestKind = (typeof requestKinds)[number];

export const rentalStatuses = ['pending', 'approved', 'declined', 'cancelled'] as const;
export const messageStatuses = ['new', 'handled'] as const;
export const profileChangeStatuses = ['pending', 'approved', 'declined'] as const;
export const requestStatuses = [...rentalStatuses, ...messageStatuses] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** What an officer does to a request; each is one move of the table below. */
export const requestActions = ['approve', 'decline', 'cancel', 'handle'] as const;
export type RequestAction = (typeof requestActions)[number];

/** The status a kind's requests start in, and stay in while still open (the inbox's sparse index holds only these). */
export const openStatus: Record<RequestKind, RequestStatus> = {
  rental: 'pending',
  sponsorship: 'new',
  player: 'new',
  contact: 'new',
  'profile-change': 'pending',
};

interface Move {
  readonly from: readonly RequestStatus[];
  readonly to: RequestStatus;
}

const rentalMoves: Partial<Record<RequestAction, Move>> = {
  approve: { from: ['pending'], to: 'approved' },
  decline: { from: ['pending'], to: 'declined' },
  cancel: { from: ['pending', 'approved'], to: 'cancelled' },
};
const profileChangeMoves: Partial<Record<RequestAction, Move>> = {
  approve: { from: ['pending'], to: 'approved' },
  decline: { from: ['pending'], to: 'declined' },
};
const messageMoves: Partial<Record<RequestAction, Move>> = {
  handle: { from: ['new'], to: 'handled' },
};

/** Every allowed move, per kind and action. */
export const requestMoves: Record<RequestKind, Partial<Record<RequestAction, Move>>> = {
  rental: rentalMoves,
  sponsorship: messageMoves,
  player: messageMoves,
  contact: messageMoves,
  'profile-change': profileChangeMoves,
};

/** The statuses a kind's requests can be in. */
export function statusesOf(kind: RequestKind): readonly RequestStatus[] {
  if (kind === 'rental') return rentalStatuses;
  return kind === 'profile-change' ? profileChangeStatuses : messageStatuses;
}

export function isOpen(kind: RequestKind, status: RequestStatus): boolean {
  return openStatus[kind] === status;
}

/** The actions an officer may take on a request in this status (the console's buttons). */
export function allowedActions(kind: RequestKind, status: RequestStatus): RequestAction[] {
  return requestActions.filter((action) => requestMoves[kind][action]?.from.includes(status));
}

export const actionLabels: Record<RequestAction, string> = {
  approve: 'Approve',
  decline: 'Decline',
  cancel: 'Cancel booking',
  handle: 'Mark handled',
};

/** Why a move is refused, in words an officer can act on; undefined when it is allowed. */
export function moveProblem(kind: RequestKind, status: RequestStatus, action: RequestAction): string | undefined {
  const move = requestMoves[kind][action];
  if (!move) return `A ${kind} request cannot be ${pastTense[action]}.`;
  if (!move.from.includes(status))
    return `This request is ${status}; only a ${move.from.join(' or ')} request can be ${pastTense[action]}.`;
  return undefined;
}

/** The status an action leads to (only for an allowed move). */
export function statusAfter(kind: RequestKind, action: RequestAction): RequestStatus | undefined {
  return requestMoves[kind][action]?.to;
}

const pastTense: Record<RequestAction, string> = {
  approve: 'approved',
  decline: 'declined',
  cancel: 'cancelled',
  handle: 'marked handled',
};
