import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor wait for their condition up to 5 s, not 1 s: a lazy page's first import can
// take longer than a second on a busy machine. A condition that holds sooner ends the wait sooner.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

// The forms pay a fixed proof of work here (tests/web/support/proof-of-work.ts).
vi.mock('../../common/requests/proof-of-work', async () => {
  const { fetchProof } = await import('./support/proof-of-work');
  return { fetchProof };
});
