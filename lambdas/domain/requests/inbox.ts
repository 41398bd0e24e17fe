// Reading the officers' inbox: one kind's requests by a status filter, newest first, from the
// requests table's indexes (never a Scan): what is still open from the sparse byOpenKind index,
// one status from byKindStatus, everything of the kind from byKind. The search narrows the same
// Query with a filter on the request's lower-cased names, address and reference. The list handler
// pages it (lambdas/runtime/paging.ts) and counts it whole (countAll): an inbox holds hundreds, not
// millions.

import type { InboxRequest, InboxRow, InboxView } from '../../../common/requests/inbox';
import { statusesOf } from '../../../common/requests/request-status';
import { indexName } from '../../table-keys';
import { requestItemSchema, type RequestItem } from './request-item';
import { tableName } from '../../runtime/dynamo';
import { HttpError } from '../../runtime/http';
import { summaryOf } from './my-requests';
import { bookingOverAt } from './booking-steps';
import type { ListQuery } from '../../runtime/paging';

/** The Query listing a view, newest first. */
export function viewQuery(view: InboxView): ListQuery {
  if (view.status !== 'open' && view.status !== 'all' && !statusesOf(view.kind).includes(view.status)) {
    throw new HttpError(400, `That status does not exist for ${view.kind} requests (${statusesOf(view.kind).join(', ')}).`);
  }
  const key =
    view.status === 'open'
      ? { index: indexName('requests', 'byOpenKind'), attribute: 'openKind', value: view.kind }
      : view.status === 'all'
        ? { index: indexName('requests', 'byKind'), attribute: 'kind', value: view.kind }
        : { index: indexName('requests', 'byKindStatus'), attribute: 'kindStatus', value: `${view.kind}#${view.status}` };
  const search = view.q.toLowerCase();
  return {
    TableName: tableName('requests'),
    IndexName: key.index,
    KeyConditionExpression: '#key = :key',
    ScanIndexForward: false,
    ...(search
      ? {
          FilterExpression: 'contains(searchText, :q)',
          ExpressionAttributeNames: { '#key': key.attribute },
          ExpressionAttributeValues: { ':key': key.value, ':q': search },
        }
      : { ExpressionAttributeNames: { '#key': key.attribute }, ExpressionAttributeValues: { ':key': key.value } }),
  };
}

function nameOf(item: RequestItem): string {
  switch (item.kind) {
    case 'rental':
    case 'contact':
    case 'profile-change':
      return item.details.name;
    case 'sponsorship':
      return `${item.details.contactName} (${item.details.companyName})`;
    case 'player':
      return `${item.details.firstName} ${item.details.lastName}`;
  }
}

export function toInboxRow(item: RequestItem): InboxRow {
  return {
    reference: item.id,
    kind: item.kind,
    status: item.status,
    createdAt: item.createdAt,
    name: nameOf(item),
    email: item.details.email,
    summary: summaryOf(item),
  };
}

export function toInboxRequest(item: RequestItem, now = Date.now()): InboxRequest {
  const { website: _honeypot, ...details } = item.details as Record<string, unknown>;
  return {
    ...toInboxRow(item),
    updatedAt: item.updatedAt,
    details,
    notes: item.notes ?? [],
    ...(item.kind === 'rental'
      ? {
          estimate: item.estimate,
          ...(item.spaceId ? { spaceId: item.spaceId } : {}),
          ...(item.quote ? { quote: item.quote } : {}),
          ...(item.terms ? { terms: item.terms } : {}),
          ...(item.bookingId ? { bookingId: item.bookingId } : {}),
          ...(item.bookingIds ? { bookingIds: item.bookingIds } : {}),
          ...(item.skipped ? { skipped: item.skipped } : {}),
          ...(item.bookedQuote ? { bookedQuote: item.bookedQuote } : {}),
          ...(item.declineReason ? { declineReason: item.declineReason } : {}),
          ...(item.declineText ? { declineText: item.declineText } : {}),
          ...(item.cancellation ? { cancellation: item.cancellation } : {}),
          ...(item.depositReturn ? { depositReturn: item.depositReturn } : {}),
          eventOver: now >= bookingOverAt(item),
        }
      : {}),
    ...(item.kind === 'player' && item.playerSlug ? { playerSlug: item.playerSlug } : {}),
    ...(item.decidedBy ? { decidedBy: item.decidedBy } : {}),
    ...(item.decidedAt ? { decidedAt: item.decidedAt } : {}),
  };
}

export function parseRequestItem(stored: Record<string, unknown>): RequestItem {
  return requestItemSchema.parse(stored);
}
