// A proof-of-work challenge as the formChallenges table stores it (lambdas/tables.ts): what the
// challenge route gave a browser, kept until it expires (TTL) so a form's proof can be checked
// against it and spent once (lambdas/runtime/proof-of-work.ts).

import * as z from 'zod';

const hex = (length: number) => z.string().regex(new RegExp(`^[0-9a-f]{${length}}$`));

export const formChallengeItemSchema = z.object({
  /** The challenge's nonce, 16 random bytes in hex: its id in the form's header. */
  id: hex(32),
  /** ALTCHA's parameters, as handed out: the key derivation and the prefix its solution's key starts with. */
  challenge: z.object({
    algorithm: z.literal('PBKDF2/SHA-256'),
    nonce: hex(32),
    salt: hex(32),
    cost: z.number().int().min(1).max(1_000_000),
    keyLength: z.literal(32),
    keyPrefix: hex(32),
    expiresAt: z.number().int(),
  }),
  /** Epoch seconds: the challenge is refused after it, and DynamoDB deletes it (TTL). */
  expiresAt: z.number().int(),
  /** A hash of the request that spent it: the same request sent again (a lost answer) may show it again, no other. */
  spentFor: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type FormChallengeItem = z.infer<typeof formChallengeItemSchema>;
