// What the forms' proof of work pays in a component test: jsdom has no WebCrypto PBKDF2 worth
// timing, and the solving itself is the browser suite's (tests/browser), so the setup replaces
// fetchProof (common/requests/proof-of-work.ts) with this fixed proof, and a test can see it was asked for.

import { vi } from 'vitest';
import type { Proof } from '../../../common/requests/proof-of-work';

export const TEST_PROOF_HEADER = `${'a'.repeat(32)}:1`;

export const fetchProof = vi.fn(async (): Promise<Proof> => ({ header: TEST_PROOF_HEADER, expiresAt: Date.now() + 3_600_000 }));
