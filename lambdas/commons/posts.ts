// How the posts table is read: the index public lists query, and the attributes it keys on.
// The catalogue (lambdas/tables.ts) declares the index; a unit test checks the two agree.

/** The posts index the public list queries: partition `status`, sort `sortDate` (newest first). */
export const POSTS_BY_STATUS_INDEX = 'byStatus';
