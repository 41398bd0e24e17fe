// How the posts table is read: the index public lists query, named from the catalogue.

import { indexName } from '../tables';

/** The posts index the public list queries: partition `status`, sort `sortDate` (newest first). */
export const POSTS_BY_STATUS_INDEX = indexName('posts', 'byStatus');
