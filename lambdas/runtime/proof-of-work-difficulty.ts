// How hard the visitor forms' proof of work is (form-challenges.ts gives the challenges out): plain
// numbers, so the deploy parameters (infra/config.ts) and the local stack read them without loading
// the SDK. The `proofOfWork` deploy parameter is the most PBKDF2 rounds one challenge may take, split
// into derivations of at most MAX_COST rounds each.

/**
 * The deploy parameter's default: derivations of 5,000 rounds, 300 to 600 of them. Chromium on the
 * development machine pays it in about a second (docs/security.md has the measured times, with the
 * CPU slowed as a phone's).
 */
export const DEFAULT_PROOF_OF_WORK_ROUNDS = 3_000_000;
/** The most PBKDF2 rounds in one derivation. */
export const MAX_COST = 5_000;
/** How long a challenge may wait to be spent: longer than anyone takes to fill in a form. */
export const CHALLENGE_LIFETIME_MS = 60 * 60_000;

/** The cost of each derivation and the most derivations a challenge of `rounds` may take. */
export function challengeShape(rounds: number): { readonly cost: number; readonly maxCounter: number } {
  const cost = Math.max(1, Math.min(MAX_COST, Math.floor(rounds)));
  return { cost, maxCounter: Math.max(1, Math.floor(rounds / cost)) };
}
