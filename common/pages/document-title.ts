// The document title's one formula, free of React: the pages set it while rendering
// (components/layout/use-document-title.ts), and the post page function writes the same title
// into the HTML a shared link's crawler reads (lambdas/runtime/page-frame.ts).

export const SITE_NAME = 'Blaze Rugby Club';

/** "{title} | Blaze Rugby Club", or the home page's own title. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} & Corporation | Lemont, Illinois`;
}
