// Writing the public pages again when officers change what they show (the render-pages stream
// function, lambdas/streams/render-pages.ts): given the batch of table changes, or `all` after a
// deploy, it reads the site through its API (lambdas/runtime/api-client.ts) and writes each page it
// touches under the written pages' prefix (lambdas/runtime/site-files.ts).
//
// For now it only counts what it was given: the pages themselves come with the regeneration.

import type { TableChange } from '../../runtime/stream-function';

/** What was done, for the batch's log line. */
export async function regeneratePages(
  changes: readonly TableChange[],
  _now: number,
  _options: { readonly all?: boolean } = {},
): Promise<Readonly<Record<string, number>>> {
  return { changes: changes.length };
}
