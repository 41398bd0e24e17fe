// Whether React is taking over a page that arrived rendered (web/prerender/): only then may a part
// of it stay as the server wrote it (static-part.tsx) or wait to be taken over (hydrate-when.tsx).
// Any page rendered in the browser (a navigation, the SPA shell) is rendered whole, at once.

let takingOver = false;

/** Called by main.tsx just before `hydrateRoot`. */
export function beginTakeover(): void {
  takingOver = true;
}

/** Called by main.tsx once the visitor leaves the page they landed on. */
export function endTakeover(): void {
  takingOver = false;
}

export function isTakingOver(): boolean {
  return takingOver;
}
