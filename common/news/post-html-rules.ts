// What a news post's HTML may contain: the one allowlist the server's sanitizer (js-xss, on save,
// lambdas/domain/news/post-html.ts) and the officers' preview of unsaved HTML (DOMPurify,
// web/src/features/officers/console/preview-html.ts) both apply, and the editor's links are checked against.
// The public pages show the stored HTML as saved, with no sanitizer of their own.
// Zod-free and DOM-free, so the news pages and the handlers can both import it cheaply.
// Anything not listed goes: no style, no event handlers, no script, iframe, svg, math or object.

/** Each allowed tag with the attributes it may keep. */
export const POST_HTML_TAGS: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  hr: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  blockquote: [],
  code: [],
  pre: [],
  ul: [],
  ol: ['start'],
  li: [],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};

/** Every attribute some allowed tag keeps. */
export const POST_HTML_ATTRIBUTES: readonly string[] = [...new Set(Object.values(POST_HTML_TAGS).flat())];

/** Attributes holding an address: kept only when `isAllowedPostUrl` accepts the value. */
export const POST_URL_ATTRIBUTES: readonly string[] = ['href', 'src'];

/** The schemes a link or image address may name; an address with no scheme (relative) is allowed too. */
export const POST_URL_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];

/** The one value `target` may have: a new tab, which both sanitizers pair with `rel` POST_LINK_REL. */
export const POST_LINK_TARGET = '_blank';

/** The `rel` of a new-tab link, and the only one a link keeps: the opened page cannot reach back to the post's. */
export const POST_LINK_REL = 'noopener noreferrer';

/** Elements removed together with everything inside them (their text is code, not prose). */
export const POST_HTML_DROPPED_WITH_CONTENT: readonly string[] = [
  'script',
  'style',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'select',
];

/**
 * An address is allowed when it is relative, or names one of `POST_URL_SCHEMES`: the same test as
 * DOMPurify's ALLOWED_URI_REGEXP form (a leading non-letter, or letters not followed by a colon,
 * is relative).
 */
export const POST_URL_PATTERN = new RegExp(`^(?:(?:${POST_URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))`, 'i');

// Browsers ignore these inside an address ("java\tscript:" is javascript:), so the test does too.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters browsers skip in a URL are what this removes
const ignoredInUrls = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/** Whether an address (already entity-decoded) may stay in a post. */
export function isAllowedPostUrl(address: string): boolean {
  return POST_URL_PATTERN.test(address.replace(ignoredInUrls, ''));
}
