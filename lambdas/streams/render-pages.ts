// The public pages' HTML written again when the tables they show change, and every page after each
// deploy (lambdas/domain/site/regenerate.ts).

import { regeneratePages } from '../domain/site/regenerate';
import { defineStreamFunction } from '../runtime/stream-function';
import { streamFunction } from '../stream-functions';

export const handler = defineStreamFunction(streamFunction('render-pages'), (changes, now, options) =>
  regeneratePages(changes, now, options),
);
