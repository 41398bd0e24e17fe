// One version of one of the club's season documents as the seasonDocuments table stores it
// (lambdas/tables.ts). A version is written once and never changed: a signature names it, so the
// words a player signed stay readable after officers publish the next.

import * as z from 'zod';
import { ELIGIBILITY_LIMITS, seasonDocumentIds } from '../../../common/squad/eligibility';
import { epochMs } from '../../runtime/item-fields';

export const seasonDocumentItemSchema = z.object({
  documentId: z.enum(seasonDocumentIds),
  /** 1, 2, …: the partition's sort key, so the current version is the newest. */
  version: z.number().int().min(1),
  text: z.string().min(1).max(ELIGIBILITY_LIMITS.documentText),
  publishedAt: epochMs,
  /** The officer who published it (their address, for the record). */
  publishedBy: z.string().max(254),
});
export type SeasonDocumentItem = z.infer<typeof seasonDocumentItemSchema>;
