// GET /api/officer/club-nights/{nightId}/orders → { orders }: a night's ticket orders, newest first,
// with their buyer, seats, price and status, for the officers (one Query on byNight).

import { indexName } from '../table-keys';
import { tableName } from '../runtime/dynamo';
import { queryAll } from '../runtime/query-all';
import { ticketOrderItemSchema } from '../domain/tickets/ticket-order-item';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/list-ticket-orders';

export const handler = defineHandler(row, async ({ params }) => {
  const orders = await queryAll(
    {
      TableName: tableName('ticketOrders'),
      IndexName: indexName('ticketOrders', 'byNight'),
      KeyConditionExpression: 'nightId = :night',
      ExpressionAttributeValues: { ':night': params.nightId },
      ScanIndexForward: false,
    },
    ticketOrderItemSchema,
    { max: 2_000 },
  );
  return json(200, {
    orders: orders.map((order) => ({
      id: order.id,
      status: order.status,
      seats: order.seats,
      tableOfTen: order.tableOfTen,
      priceKind: order.priceKind,
      totalCents: order.totalCents,
      buyerName: order.buyerName,
      buyerEmail: order.buyerEmail,
      createdAt: order.createdAt,
    })),
  });
});
