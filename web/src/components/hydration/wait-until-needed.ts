// When a part that waits to be taken over (hydrate-when.tsx) is needed: each part, by its id, has
// one promise, settled when the part nears the screen (`view`) or when React renders the part again.

import { whenNearViewport } from '../../hooks/use-near-viewport';

/** The attribute that marks such a part in the markup. */
export const HYDRATE_WHEN_ATTRIBUTE = 'data-hydrate-when';

export type HydrationTrigger = 'interaction' | 'view';

/** How far below the screen a part on `view` starts to be taken over: about a phone screen's scroll. */
const VIEW_MARGIN = '400px';

/** What settles each waiting part's promise, by its id. */
const waiting = new Map<string, () => void>();
/** Parts that may be taken over now. */
const needed = new Set<string>();

function watchView(id: string, settle: () => void): void {
  const element = document.querySelector(`[${HYDRATE_WHEN_ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (element) whenNearViewport(element, `${VIEW_MARGIN} 0px`, settle);
  else settle();
}

/**
 * The promise a part waits on, or undefined when it may be taken over now.
 *
 * Only its first render waits. React renders a waiting part again only when it must have it now:
 * the visitor tapped, clicked, typed in or focused it (React then takes the part over at once and
 * delivers the event to it: its selective hydration), or what is above it changed (a navigation,
 * the member signing in). A part that waited again then would lose its markup or the visitor's tap.
 */
export function untilNeeded(id: string, on: HydrationTrigger): Promise<void> | undefined {
  if (needed.has(id)) return undefined;
  const settleWaiting = waiting.get(id);
  if (settleWaiting) {
    settleWaiting();
    return undefined;
  }
  let settle = () => {};
  const promise = new Promise<void>((resolve) => {
    settle = () => {
      needed.add(id);
      resolve();
    };
  });
  waiting.set(id, settle);
  if (on === 'view') watchView(id, settle);
  return promise;
}
