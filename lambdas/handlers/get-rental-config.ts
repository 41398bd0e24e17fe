// GET /public/api/rental-config → [{ key, value }] for every rental pricing key.
// Keys missing from the table, or stored with a value that is not numeric text, are answered
// with their defaults (lambdas/domain/rental/rental-config.ts).

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { readRentalConfig } from '../domain/rental/rental-config';
import { row } from '../rows/get-rental-config';

export const handler = defineHandler(row, async () => json(200, await readRentalConfig()));
