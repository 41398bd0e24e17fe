import { useEffect } from 'react';
import { useRenderedHead } from '../seo/rendered-head.ts';

export const SITE_NAME = 'Blaze Rugby Club';

/** "{title} | Blaze Rugby Club", or the home page's own title. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} & Corporation | Lemont, Illinois`;
}

/** Sets the document <title> to "{title} | Blaze Rugby Club" while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  const rendered = useRenderedHead();
  // Server render only (no effects there); the last page component to ask wins, as in a browser.
  if (rendered) rendered.title = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
