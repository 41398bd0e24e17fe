// The officers' preview of a post they have not saved yet: its HTML is whatever the editor (or a
// paste) holds, so it is sanitized here with DOMPurify before it is shown, by the same list the
// server sanitizes with on save (common/news/post-html-rules.ts: paragraphs, headings, bold, lists,
// links, images), dropping scripts, event handlers, SVG and MathML, inline styles (which the
// Content-Security-Policy would refuse anyway) and addresses with any other scheme. Saved posts
// need none of it (web/src/components/news/post-html.tsx), so DOMPurify loads with the officers'
// console only. Should sanitizing itself fail, the HTML is shown as text, its angle brackets escaped.

import DOMPurify, { type Config } from 'dompurify';
import {
  isAllowedPostUrl,
  POST_HTML_ATTRIBUTES,
  POST_HTML_DROPPED_WITH_CONTENT,
  POST_HTML_TAGS,
  POST_LINK_REL,
  POST_LINK_TARGET,
  POST_URL_ATTRIBUTES,
  POST_URL_PATTERN,
} from '../../../../../common/news/post-html-rules';

const escapeAngles = (html: string) => html.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Chromium checks the page's Content-Security-Policy while DOMPurify parses its inert copy of the
 * HTML, and reports every inline handler, style attribute and style element there as a violation,
 * although none of them runs. Renaming them first (handlers and styles to `data-inert-*`
 * attributes, which the config drops; `<style>` to an unknown element, dropped with its text)
 * leaves the browser nothing to report. DOMPurify alone decides what is safe: this pass only
 * renames, and whatever it misses is still removed by DOMPurify, and blocked by the policy.
 */
function renameInlineCode(html: string): string {
  return html
    .replace(/<(\/?)style\b/gi, '<$1inert-style')
    .replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/([\s/"'])(on[a-z]+|style)(?=\s*=)/gi, '$1data-inert-$2'));
}

const config: Config = {
  ALLOWED_TAGS: Object.keys(POST_HTML_TAGS),
  ALLOWED_ATTR: [...POST_HTML_ATTRIBUTES],
  ALLOWED_URI_REGEXP: POST_URL_PATTERN,
  FORBID_TAGS: ['inert-style'],
  ADD_FORBID_CONTENTS: [...POST_HTML_DROPPED_WITH_CONTENT, 'inert-style'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
};

/** An attribute a tag may keep by the shared list (DOMPurify's own list is per document, not per tag). */
function keepsAttribute(tag: string, name: string, value: string): boolean {
  if (!POST_HTML_TAGS[tag]?.includes(name)) return false;
  if (POST_URL_ATTRIBUTES.includes(name)) return isAllowedPostUrl(value);
  if (name === 'target') return value === POST_LINK_TARGET;
  return true;
}

let hooked = false;
function hookLinks(): void {
  if (hooked) return;
  hooked = true;
  // DOMPurify lets an image keep a data: address, and any tag any listed attribute: the shared rules decide.
  DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
    if (!keepsAttribute(node.tagName.toLowerCase(), data.attrName, data.attrValue)) data.keepAttr = false;
  });
  // A link that opens a new tab may not reach back to this page.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    if (node.getAttribute('target') === POST_LINK_TARGET) node.setAttribute('rel', POST_LINK_REL);
    else node.removeAttribute('rel');
  });
}

/** What sanitizing needs of DOMPurify (a test passes one that fails). */
export interface Sanitizer {
  sanitize(dirty: string, config: Config): string;
}

export function sanitizePreviewHtml(html: string, purify: Sanitizer = DOMPurify): string {
  try {
    if (purify === DOMPurify) hookLinks();
    return purify.sanitize(renameInlineCode(html), config);
  } catch {
    return escapeAngles(html);
  }
}
