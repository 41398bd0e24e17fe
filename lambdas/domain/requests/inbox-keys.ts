// The officers' inbox finds requests by kind and status, by open kind and by a search text: keys
// derived from the request itself, so they are set here whenever a request is written.

import { isOpen } from '../../../common/requests/request-status';
import { type RequestItem, requestItemSchema } from './request-item';

/** A request with its inbox keys set from its kind, status and details; every write of a request goes through this. */
export function withInboxKeys(item: RequestItem): RequestItem {
  const { openKind: _stale, ...rest } = item;
  const details: Record<string, unknown> = item.details;
  const names = ['name', 'contactName', 'companyName', 'firstName', 'lastName'].map((field) => details[field]);
  const searchText = [...names.filter((value): value is string => typeof value === 'string'), item.requesterEmail, item.id]
    .join(' ')
    .toLowerCase()
    .slice(0, 1_000);
  return requestItemSchema.parse({
    ...rest,
    kindStatus: `${item.kind}#${item.status}`,
    ...(isOpen(item.kind, item.status) ? { openKind: item.kind } : {}),
    searchText,
  });
}
