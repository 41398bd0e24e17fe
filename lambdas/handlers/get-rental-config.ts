// GET /public/api/rental-config → [{ key, value }] for every rental pricing key.
// Keys missing from the table, or stored with a value that is not numeric text, are answered
// with their defaults (lambdas/commons/rental-config.ts).

import { defineHandler } from '../commons/handler';
import { json } from '../commons/http';
import { readRentalConfig } from '../commons/rental-config';
import { row } from '../rows/get-rental-config';

export const handler = defineHandler(row, async () => json(200, await readRentalConfig()));
