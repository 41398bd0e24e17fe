import { type ReactNode, useState } from 'react';
import { BrowserRouter } from '../../../web/src/app/router';

interface RouterAtProps {
  /** The address the test starts at, query included. */
  readonly path?: string;
  /** What the link that led here carried (`<Link state>`). */
  readonly state?: unknown;
  readonly children: ReactNode;
}

/**
 * The site's own router, started at `path` in jsdom's history, so links, Back and the query
 * behave as in a browser. Each test's first render moves the address there.
 */
export function RouterAt({ path = '/', state = null, children }: RouterAtProps) {
  // Once per mount, before BrowserRouter reads the address; a later render must not undo a navigation.
  useState(() => window.history.replaceState({ usr: state, key: 'test-start' }, '', path));
  return <BrowserRouter>{children}</BrowserRouter>;
}
