import { useEffect } from 'react';

export const SITE_NAME = 'Blaze Rugby Club';

/** Sets the document <title> to "{title} | Blaze Rugby Club" while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} & Corporation | Lemont, Illinois`;
  }, [title]);
}
