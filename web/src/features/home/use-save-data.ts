import { useSyncExternalStore } from 'react';

/** Chromium's Network Information API; other browsers have no `navigator.connection`. */
interface NetworkInformationLike {
  readonly saveData?: boolean;
}

const noSubscription = () => () => {};

/** Whether the visitor's browser asks sites to save data (Chromium's Data Saver, Lite mode). */
export function useSaveData(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => (navigator as Navigator & { readonly connection?: NetworkInformationLike }).connection?.saveData === true,
    // The prerendered markup assumes no preference; hydration then reads the real one.
    () => false,
  );
}
