// One player's availability for one fixture as the availability table stores it (lambdas/tables.ts):
// what they answered, which of the club's mails about it went to them, and, once an officer
// published the selection, whether they are in it and what they replied.

import * as z from 'zod';
import { availabilityAnswers, selectionReplies } from '../../../common/teams/availability';
import { playerSlugSchema } from '../../../common/squad/squad-schemas';
import { epochMs } from '../../runtime/item-fields';

export const availabilityItemSchema = z.object({
  /** The fixture (the games table's id): the partition, so a fixture's answers are one Query. */
  gameId: z.string().min(1).max(200),
  /** The player: the byPlayer index's partition, so a player's season is one Query. */
  playerSlug: playerSlugSchema,
  answer: z.enum(availabilityAnswers).optional(),
  answeredAt: epochMs.optional(),
  /** When the request went (set in the transaction that writes its mail, so it goes once). */
  promptedAt: epochMs.optional(),
  /** When the reminder went, likewise once. */
  remindedAt: epochMs.optional(),
  /** Set while the player is in the published selection: the publication's time. */
  selectedAt: epochMs.optional(),
  reply: z.enum(selectionReplies).optional(),
  repliedAt: epochMs.optional(),
  updatedAt: epochMs,
});
export type AvailabilityItem = z.infer<typeof availabilityItemSchema>;
