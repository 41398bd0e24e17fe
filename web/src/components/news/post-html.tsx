export const NO_CONTENT_TEXT = 'No content available for this post.';

/**
 * A post's stored HTML; 'No content available for this post.' when it has none.
 *
 * Shown as it is, with no sanitizer in the page: every post's HTML was sanitized when it was saved
 * (lambdas/domain/news/post-html.ts, js-xss with the shared rules of common/news/post-html-rules.ts),
 * and the site's Content-Security-Policy forbids inline script and handlers, a second wall should
 * anything slip through. So the public pages carry no DOMPurify, and the server renders a post the
 * same as the browser (DOMPurify needs a DOM). HTML that has not been saved (the officers' preview)
 * is sanitized by its caller first (web/src/features/officers/console/preview-html.ts).
 */
export function PostHtml({
  html,
  id,
  className = 'news-html',
}: {
  readonly html: string;
  readonly id?: string;
  readonly className?: string;
}) {
  if (html.trim() === '') {
    return (
      <p id={id} className={`${className} news-html--empty`}>
        {NO_CONTENT_TEXT}
      </p>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: stored post HTML, sanitized on save by the shared rules (see above); the CSP blocks inline script
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
