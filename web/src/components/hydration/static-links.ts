import { useEffect } from 'react';
import { useNavigate } from '../../lib/router';
import { STATIC_PART_ATTRIBUTE } from './static-part';

/**
 * React Router writes this on every `<Link>`'s anchor: a link to a page of the site, which the
 * router shows without loading the page again. A static part's links are the server's anchors,
 * with no listener of React's, so their clicks are taken here.
 */
const ROUTER_LINK = 'a[data-discover][href]';

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link in a static part (static-part.tsx) goes where its `<Link>` would: inside the site, without a page load. */
export function useStaticPartLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest<HTMLAnchorElement>(ROUTER_LINK);
      if (!anchor?.closest(`[${STATIC_PART_ATTRIBUTE}]`)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
