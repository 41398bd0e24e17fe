import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React takes over a prerendered page, true once the page runs in
 * the browser (at once on a page opened by a client-side navigation). For parts that depend on
 * the visitor's clock or screen, which the build cannot know: the prerendered page shows a frame
 * of the same size, and the part itself replaces it without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
