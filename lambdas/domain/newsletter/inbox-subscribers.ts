// Reading the newsletter's subscribers for the officers' inbox: one status from the subscribers
// table's byStatus index, newest first (never a Scan); the search narrows the Query with a filter
// on the address (stored lower-cased) or the name as typed.

import type { SubscriberRow, SubscriberView } from '../../../common/requests/inbox-subscribers';
import { indexName } from '../../table-keys';
import type { SubscriberItem } from './subscriber-item';
import { tableName } from '../../runtime/dynamo';
import type { ListQuery } from '../../runtime/paging';

export function subscriberQuery(view: SubscriberView): ListQuery {
  const search = view.q;
  return {
    TableName: tableName('subscribers'),
    IndexName: indexName('subscribers', 'byStatus'),
    KeyConditionExpression: '#status = :status',
    ScanIndexForward: false,
    ExpressionAttributeNames: { '#status': 'status', ...(search ? { '#name': 'name' } : {}) },
    ExpressionAttributeValues: { ':status': view.status, ...(search ? { ':email': search.toLowerCase(), ':name': search } : {}) },
    ...(search ? { FilterExpression: 'contains(email, :email) OR contains(#name, :name)' } : {}),
  };
}

export function toSubscriberRow(item: SubscriberItem): SubscriberRow {
  return {
    email: item.email,
    name: item.name,
    interests: item.interests,
    status: item.status,
    createdAt: item.createdAt,
    ...(item.confirmedAt ? { confirmedAt: item.confirmedAt } : {}),
  };
}
