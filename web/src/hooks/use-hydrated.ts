import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and while React takes over a prerendered page, true just after. For parts
 * that depend on the visitor's clock or screen, which the build cannot know: the prerendered page
 * shows a frame of the same size, and the part itself replaces it without a hydration mismatch.
 * The switch is a transition, so a heavy part renders in slices between which a phone still
 * answers taps, rather than in one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
