import { useEffect } from 'react';
import { documentTitle } from '../../../../common/pages/document-title';
import { useRenderedHead } from '../seo/rendered-head';

/** Sets the document <title> to "{title} | Blaze Rugby Club" while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  const rendered = useRenderedHead();
  // Server render only (no effects there); the last page component to ask wins, as in a browser.
  if (rendered) rendered.title = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
