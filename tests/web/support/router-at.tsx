import { createContext, type ReactNode, use, useState } from 'react';
import { afterEach } from 'vitest';
import { createBrowserRouter, type DataRouter, RouterProvider } from '../../../web/src/lib/router';

interface RouterAtProps {
  /** The address the test starts at, query included. */
  readonly path?: string;
  /** What the link that led here carried (`<Link state>`). */
  readonly state?: unknown;
  readonly children: ReactNode;
}

/** What the test renders, passed through context so a rerender with other children shows them. */
const Shown = createContext<ReactNode>(null);

function ShownChildren() {
  return use(Shown);
}

/** Every router a test made; each listens to jsdom's history until it is disposed after the test. */
const routers = new Set<DataRouter>();
afterEach(() => {
  for (const router of routers) router.dispose();
  routers.clear();
});

/**
 * The site's kind of router (a browser data router), started at `path` in jsdom's history, so
 * links, Back and the query behave as in a browser. It matches every address and shows
 * `children`, which may hold <Routes> of their own. Each test's first render moves the address there.
 */
export function RouterAt({ path = '/', state = null, children }: RouterAtProps) {
  // Once per mount, before the router reads the address; a later render must not undo a navigation.
  const [router] = useState(() => {
    window.history.replaceState({ usr: state, key: 'test-start' }, '', path);
    const made = createBrowserRouter([{ path: '*', Component: ShownChildren }]);
    routers.add(made);
    return made;
  });
  return (
    <Shown value={children}>
      <RouterProvider router={router} />
    </Shown>
  );
}
