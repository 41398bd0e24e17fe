// A stored request as its owner's account lists it: what, when, where it stands and one line in
// their own words; never the phone, message or anything else of the record.

import { formatDateTime } from '../../../common/club-time';
import type { MyRequest } from '../../../common/my-requests';
import { positionLabels } from '../../../common/player-request';
import { sponsorshipTypeLabels } from '../../../common/sponsorship';
import type { RequestItem } from './request-item';

/** The line a member recognizes their request by. */
export function summaryOf(item: RequestItem): string {
  switch (item.kind) {
    case 'rental':
      return `${item.details.eventTitle}: ${formatDateTime(item.details.start)} to ${formatDateTime(item.details.end)}`;
    case 'sponsorship':
      return `${item.details.companyName}: ${sponsorshipTypeLabels[item.details.sponsorshipType]}`;
    case 'player':
      return item.details.position === '' ? 'Position not given' : `Position: ${positionLabels[item.details.position]}`;
    case 'contact':
      return item.details.subject;
  }
}

export function toMyRequest(item: RequestItem): MyRequest {
  return { kind: item.kind, reference: item.id, status: item.status, createdAt: item.createdAt, summary: summaryOf(item) };
}
