// A post's HTML made safe before it is stored: js-xss keeps only what common/news/post-html-rules.ts
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
} from '../../../common/news/post-html-rules';

// xss is CommonJS and Node finds only some of its exports by name: take them from the module object.
const { escapeHtml, FilterXSS } = xss as unknown as typeof import('xss');

// The named character references an address is read with: the ones editors write in links, and
// the ones that spell a scheme's letters or a separator a browser skips. Any other `&` stays as it
// is and is written back as `&amp;` (writtenAttribute), so the browser reads exactly the text that
// was checked: a reference this list does not know is text in the link, never a character.
const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  amp: '&',
  AMP: '&',
  lt: '<',
  LT: '<',
  gt: '>',
  GT: '>',
  quot: '"',
  QUOT: '"',
  apos: "'",
  nbsp: '\u00a0',
  Tab: '\t',
  NewLine: '\n',
  colon: ':',
};
const characterReference = new RegExp(`&(?:#[xX]([0-9a-fA-F]{1,8});?|#([0-9]{1,10});?|(${Object.keys(NAMED_REFERENCES).join('|')});)`, 'g');

/** A numeric reference's character, as a browser reads it: none, a surrogate or past Unicode is U+FFFD. */
function codePointText(codePoint: number): string {
  const invalid = codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff);
  return String.fromCodePoint(invalid ? 0xfffd : codePoint);
}

/** An attribute's text as the browser will read it: its character references decoded, once. */
export function decodedAttribute(value: string): string {
  return value.replace(characterReference, (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
    if (hex !== undefined) return codePointText(Number.parseInt(hex, 16));
    if (decimal !== undefined) return codePointText(Number.parseInt(decimal, 10));
    return (name && NAMED_REFERENCES[name]) ?? whole;
  });
}

/** A decoded text as a double-quoted attribute value that a browser decodes back to exactly that text. */
function writtenAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

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
    // Checked as the browser will read it (`java&Tab;script:` is javascript:), and written so that
    // the browser reads nothing else.
    if (POST_URL_ATTRIBUTES.includes(name)) {
      const address = decodedAttribute(value);
      return isAllowedPostUrl(address) ? `${name}="${writtenAttribute(address)}"` : '';
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
