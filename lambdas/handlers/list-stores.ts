// GET /api/stores → every store as `{ id, name }`, in the stores' order (the store page opens on the first).

import type { Store } from '../../common/store/store';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { queryStores, toStore } from '../domain/store/store';
import { row } from '../rows/list-stores';

export const handler = defineHandler(row, async () => {
  const body: Store[] = (await queryStores()).map(toStore);
  return json(200, body);
});
