import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const positions = new Map<string, number>();

/**
 * A new page starts at the top; Back and Forward return to where the visitor was.
 * (The data router's ScrollRestoration would do this, at the cost of the whole data router.)
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    if (location.hash) {
      document.getElementById(location.hash.slice(1))?.scrollIntoView();
    } else {
      window.scrollTo(0, navigationType === 'POP' ? (positions.get(key) ?? 0) : 0);
    }
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [location.key, location.hash, navigationType]);
}
