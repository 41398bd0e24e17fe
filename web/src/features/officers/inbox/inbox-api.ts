// The inbox console's calls to the officer rows, with the signed-in officer's ID token; every
// answer is checked against the schema the handler builds it with (common/requests/inbox.ts).

import {
  type OfficerCertificate,
  officerCertificateSchema,
  RENTAL_CERTIFICATE_PATH,
} from '../../../../../common/rental/booking-certificate';
import {
  CANCELLATION_PREVIEW_PATH,
  type CancellationPreview,
  cancellationPreviewSchema,
  DAMAGE_DEPOSIT_RETURN_PATH,
  type DamageDepositReturnBody,
} from '../../../../../common/rental/booking-money';
import { fillPath } from '../../../../../common/fill-path';
import {
  APPROVE_REQUEST_PATH,
  BLOCKED_DATE_PATH,
  BLOCKED_DATES_PATH,
  type BlockBody,
  type BlockedRange,
  blockedRangesSchema,
  CANCEL_REQUEST_PATH,
  DEAD_MAIL_PATH,
  type DeadMail,
  DECLINE_REQUEST_PATH,
  type DeclineBody,
  deadMailListSchema,
  HANDLE_REQUEST_PATH,
  INBOX_CSV_PATH,
  INBOX_REQUEST_PATH,
  INBOX_REQUESTS_PATH,
  type InboxPage,
  type InboxRequest,
  type InboxView,
  inboxPageSchema,
  inboxRequestSchema,
  REQUEST_NOTES_PATH,
  RETRY_MAIL_PATH,
} from '../../../../../common/requests/inbox';
import {
  INBOX_SUBSCRIBERS_CSV_PATH,
  INBOX_SUBSCRIBERS_PATH,
  type SubscriberPage,
  type SubscriberView,
  subscriberPageSchema,
} from '../../../../../common/requests/inbox-subscribers';
import {
  APPROVE_PROFILE_CHANGE_PATH,
  DECLINE_PROFILE_CHANGE_PATH,
  PROFILE_CHANGE_PHOTOS_PATH,
  type ProfileChangePhotos,
  profileChangePhotosSchema,
} from '../../../../../common/squad/profile-change';
import { ADD_REQUESTED_PLAYER_PATH } from '../../../../../common/squad/requested-player';
import type { RequestAction, RequestKind } from '../../../../../common/requests/request-status';
import type { SquadPosition } from '../../../../../common/squad/squad';
import { ApiError } from '../../../components/data/use-api';
import { officerFetchJson, tokenFor } from '../../../lib/auth/signed-in-fetch';

function viewParams(view: InboxView): URLSearchParams {
  const params = new URLSearchParams({ kind: view.kind, status: view.status });
  if (view.q) params.set('q', view.q);
  return params;
}

export function inboxListUrl(view: InboxView, offset: number, limit: number): string {
  const params = viewParams(view);
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return `${INBOX_REQUESTS_PATH}?${params}`;
}

export function fetchInboxPage(url: string, signal?: AbortSignal): Promise<InboxPage> {
  return officerFetchJson(url, (body) => inboxPageSchema.parse(body), { signal });
}

export function fetchInboxRequest(id: string, signal?: AbortSignal): Promise<InboxRequest> {
  return officerFetchJson(fillPath(INBOX_REQUEST_PATH, { requestId: id }), (body) => inboxRequestSchema.parse(body), { signal });
}

/** What cancelling a booking now would refund, under which rule: shown before the officer confirms. */
export function fetchCancellationPreview(id: string, signal?: AbortSignal): Promise<CancellationPreview> {
  return officerFetchJson(fillPath(CANCELLATION_PREVIEW_PATH, { requestId: id }), (body) => cancellationPreviewSchema.parse(body), {
    signal,
  });
}

/** Returns a booking's damage deposit after the event, whole or in part; the console reads the request again. */
export async function returnDamageDeposit(id: string, body: DamageDepositReturnBody): Promise<void> {
  await officerFetchJson(fillPath(DAMAGE_DEPOSIT_RETURN_PATH, { requestId: id }), () => undefined, { method: 'POST', body });
}

/** A profile change's current and proposed photo (the proposed one inline: it has no address). */
export function fetchProfileChangePhotos(id: string, signal?: AbortSignal): Promise<ProfileChangePhotos> {
  return officerFetchJson(fillPath(PROFILE_CHANGE_PHOTOS_PATH, { requestId: id }), (body) => profileChangePhotosSchema.parse(body), {
    signal,
  });
}

/** A rental's insurance certificate: asked for or not, and the received file inline (it has no address). */
export function fetchRentalCertificate(id: string, signal?: AbortSignal): Promise<OfficerCertificate> {
  return officerFetchJson(fillPath(RENTAL_CERTIFICATE_PATH, { requestId: id }), (body) => officerCertificateSchema.parse(body), { signal });
}

export function fetchDeadMail(signal?: AbortSignal): Promise<DeadMail[]> {
  return officerFetchJson(DEAD_MAIL_PATH, (body) => deadMailListSchema.parse(body).items, { signal });
}

const movePaths = {
  approve: APPROVE_REQUEST_PATH,
  cancel: CANCEL_REQUEST_PATH,
  handle: HANDLE_REQUEST_PATH,
} as const satisfies Record<Exclude<RequestAction, 'decline'>, string>;

/** A member's profile change has rows of its own: its approval writes the player, and its decline takes no reason. */
const profileChangePaths = { approve: APPROVE_PROFILE_CHANGE_PATH, decline: DECLINE_PROFILE_CHANGE_PATH } as const;

function movePath(kind: RequestKind, action: RequestAction): string {
  if (kind === 'profile-change' && (action === 'approve' || action === 'decline')) return profileChangePaths[action];
  if (action === 'decline') throw new Error('a rental is declined with a reason: declineRequest');
  return movePaths[action];
}

/** Approves, cancels or marks handled (or declines a profile change); answers nothing (the console reads the request again). */
export async function moveRequest(id: string, kind: RequestKind, action: RequestAction): Promise<void> {
  await officerFetchJson(fillPath(movePath(kind, action), { requestId: id }), () => undefined, { method: 'POST', body: {} });
}

/** What an approval booked: the number of dates, and a series' dates left out with why. */
export interface ApprovalOutcome {
  readonly booked: number;
  readonly skipped: readonly { readonly start: number; readonly detail: string }[];
}

function approvalOutcome(answer: unknown): ApprovalOutcome {
  const body = (answer ?? {}) as { bookings?: unknown; skipped?: unknown };
  const booked = Array.isArray(body.bookings) ? body.bookings.length : 1;
  const skipped = Array.isArray(body.skipped)
    ? body.skipped.map((entry: { start?: unknown; detail?: unknown }) => ({
        start: Number(entry.start),
        detail: String(entry.detail ?? ''),
      }))
    : [];
  return { booked, skipped };
}

/** Approves a rental: its booking, or a series' free dates; answers what was booked and left out. */
export function approveRentalRequest(id: string): Promise<ApprovalOutcome> {
  return officerFetchJson(fillPath(movePath('rental', 'approve'), { requestId: id }), approvalOutcome, { method: 'POST', body: {} });
}

/** Adds a player request's applicant to the squad with `positions`; the console reads the request again. */
export async function addRequestedPlayer(id: string, positions: readonly SquadPosition[]): Promise<void> {
  await officerFetchJson(fillPath(ADD_REQUESTED_PLAYER_PATH, { requestId: id }), () => undefined, { method: 'POST', body: { positions } });
}

export function declineRequest(id: string, body: DeclineBody): Promise<InboxRequest> {
  return officerFetchJson(fillPath(DECLINE_REQUEST_PATH, { requestId: id }), (answer) => inboxRequestSchema.parse(answer), {
    method: 'POST',
    body,
  });
}

export function addRequestNote(id: string, text: string): Promise<InboxRequest> {
  return officerFetchJson(fillPath(REQUEST_NOTES_PATH, { requestId: id }), (answer) => inboxRequestSchema.parse(answer), {
    method: 'POST',
    body: { text },
  });
}

export async function retryMail(id: string): Promise<void> {
  await officerFetchJson(fillPath(RETRY_MAIL_PATH, { mailId: id }), () => undefined, { method: 'POST', body: {} });
}

export async function blockDates(body: BlockBody): Promise<void> {
  await officerFetchJson(BLOCKED_DATES_PATH, () => undefined, { method: 'POST', body });
}

export function fetchBlockedRanges(signal?: AbortSignal): Promise<BlockedRange[]> {
  return officerFetchJson(BLOCKED_DATES_PATH, (body) => blockedRangesSchema.parse(body).items, { signal });
}

export async function unblockDates(id: string): Promise<void> {
  await officerFetchJson(fillPath(BLOCKED_DATE_PATH, { bookingId: id }), () => undefined, { method: 'DELETE' });
}

/** A CSV row's answer, fetched with the token (a plain link would carry none), as a file the browser saves. */
export async function saveCsv(path: string, fileName: string): Promise<void> {
  const token = await tokenFor('officer');
  const response = await fetch(path, { headers: { authorization: `Bearer ${token}`, accept: 'text/csv' } });
  if (!response.ok) throw new ApiError(response.status, `The server answered ${response.status}.`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The view's CSV. */
export async function downloadInboxCsv(view: InboxView): Promise<void> {
  await saveCsv(`${INBOX_CSV_PATH}?${viewParams(view)}`, `inbox-${view.kind}-${view.status}.csv`);
}

export function subscribersUrl(view: SubscriberView, offset: number, limit: number): string {
  const params = new URLSearchParams({ status: view.status, limit: String(limit), offset: String(offset) });
  if (view.q) params.set('q', view.q);
  return `${INBOX_SUBSCRIBERS_PATH}?${params}`;
}

export function fetchSubscribers(url: string, signal?: AbortSignal): Promise<SubscriberPage> {
  return officerFetchJson(url, (body) => subscriberPageSchema.parse(body), { signal });
}

/** The subscribers' CSV for the mailing tool, saved as a file. */
export async function downloadSubscribersCsv(view: SubscriberView): Promise<void> {
  const params = new URLSearchParams({ status: view.status });
  if (view.q) params.set('q', view.q);
  await saveCsv(`${INBOX_SUBSCRIBERS_CSV_PATH}?${params}`, `newsletter-${view.status}.csv`);
}
