import { act } from '@testing-library/react';
import { vi } from 'vitest';

export interface IntersectionStub {
  /** The root margins the observers were made with, in order. */
  readonly margins: () => readonly (string | undefined)[];
  /** Every observed element comes near the screen. */
  readonly comeNear: () => void;
}

/**
 * An IntersectionObserver the test moves (jsdom has none, and without one useNearViewport says
 * "near" at once): nothing is near until `comeNear()`. Undone by vi.unstubAllGlobals().
 */
export function stubIntersectionObserver(): IntersectionStub {
  const observers: { readonly callback: IntersectionObserverCallback; readonly margin: string | undefined }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, margin: options?.rootMargin });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    margins: () => observers.map(({ margin }) => margin),
    comeNear: () =>
      act(() => {
        for (const { callback } of observers) callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}
