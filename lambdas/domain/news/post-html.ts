// A post's HTML made safe before it is stored: js-xss keeps only what common/post-html-rules.ts
// allows, so no page ever receives stored script. The public pages show stored HTML as it is
// (web/src/components/news/post-html.tsx): this is the one sanitizer between an officer's HTML
// and a visitor, so a new-tab link gets its `rel` here, as no page adds one.

import xss, { type IWhiteList } from 'xss';
import {
  isAllowedPostUrl,
  POST_HTML_DROPPED_WITH_CONTENT,
  POST_HTML_TAGS,
  POST_LINK_REL,
  POST_LINK_TARGET,
  POST_URL_ATTRIBUTES,
} from '../../../common/post-html-rules';

// xss is CommonJS and Node finds only some of its exports by name: take them from the module object.
const { escapeAttrValue, escapeHtml, FilterXSS, friendlyAttrValue } = xss as unknown as typeof import('xss');

const allowList: IWhiteList = Object.fromEntries(Object.entries(POST_HTML_TAGS).map(([tag, attributes]) => [tag, [...attributes]]));

/**
 * How deep the filter is inside elements dropped with their content. js-xss's own body stripping
 * loses count when such elements nest (`<svg><script>`), leaving text and a `[removed]` marker, so
 * the filter keeps the count itself: it sees tags and text in document order, within one
 * synchronous `process` call, and sanitizePostHtml resets it first.
 */
let droppedDepth = 0;
const droppedTags: ReadonlySet<string> = new Set(POST_HTML_DROPPED_WITH_CONTENT);
// A void element has no content and no end tag, written `/>` or not: counting `<embed>` as open
// would drop the rest of the post, which the browser (and DOMPurify) keep.
const voidTags: ReadonlySet<string> = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const filter = new FilterXSS({
  whiteList: allowList,
  allowCommentTag: false,
  css: false,
  onTag: (tag) => (droppedDepth > 0 && !droppedTags.has(tag) ? '' : undefined),
  // Every tag not on the list is removed; the dropped ones with their content.
  onIgnoreTag: (tag, html, info) => {
    if (droppedTags.has(tag) && !voidTags.has(tag) && !html.endsWith('/>'))
      droppedDepth = Math.max(0, droppedDepth + (info.isClosing ? -1 : 1));
    return '';
  },
  escapeHtml: (text) => (droppedDepth > 0 ? '' : escapeHtml(text)),
  // An address or target that is not allowed loses the whole attribute, not just its value.
  onTagAttr: (_tag, name, value, isAllowed) => {
    if (!isAllowed) return undefined;
    if (POST_URL_ATTRIBUTES.includes(name)) {
      const address = friendlyAttrValue(value);
      return isAllowedPostUrl(address) ? `${name}="${escapeAttrValue(address)}"` : '';
    }
    // `rel` is only ever the one written with a new-tab target, which may not reach back to the page.
    if (name === 'target') return value === POST_LINK_TARGET ? `target="${POST_LINK_TARGET}" rel="${POST_LINK_REL}"` : '';
    if (name === 'rel') return '';
    return undefined;
  },
});

/** The HTML with only the allowed tags, attributes and addresses left. */
export function sanitizePostHtml(html: string): string {
  droppedDepth = 0;
  return filter.process(html);
}
