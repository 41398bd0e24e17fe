import { vi } from 'vitest';

/**
 * jsdom has no matchMedia: stub one whose only true query is prefers-reduced-motion, and only
 * while `reducedMotion()` says so (read on every call, so a test can flip it).
 */
export function stubMatchMedia(reducedMotion: () => boolean): void {
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: query.includes('prefers-reduced-motion') && reducedMotion(),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
