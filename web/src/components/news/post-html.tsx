import { useMemo } from 'react';
import { sanitizePostHtml } from './sanitize-html';

export const NO_CONTENT_TEXT = 'No content available for this post.';

/** A post's HTML, sanitized; 'No content available for this post.' when it has none. */
export function PostHtml({
  html,
  id,
  className = 'news-html',
}: {
  readonly html: string;
  readonly id?: string;
  readonly className?: string;
}) {
  const safe = useMemo(() => sanitizePostHtml(html), [html]);
  if (safe.trim() === '') {
    return (
      <p id={id} className={`${className} news-html--empty`}>
        {NO_CONTENT_TEXT}
      </p>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitized by DOMPurify (sanitize-html.ts)
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
