// The one place post HTML is made safe to render: every page that shows a post's HTML goes
// through sanitizePostHtml. DOMPurify keeps the formatting (paragraphs, bold, lists, links,
// images) and drops scripts, event handlers, SVG and MathML, and inline styles (which the
// Content-Security-Policy would refuse anyway). Should sanitizing itself fail, the HTML is shown
// as text, its angle brackets escaped.

import DOMPurify, { type Config } from 'dompurify';

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
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'inert-style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  ADD_FORBID_CONTENTS: ['inert-style'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
};

let hooked = false;
function hookLinks(): void {
  if (hooked) return;
  hooked = true;
  // A link that opens a new tab may not reach back to this page.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
}

/** What sanitizing needs of DOMPurify (a test passes one that fails). */
export interface Sanitizer {
  sanitize(dirty: string, config: Config): string;
}

export function sanitizePostHtml(html: string, purify: Sanitizer = DOMPurify): string {
  try {
    if (purify === DOMPurify) hookLinks();
    return purify.sanitize(renameInlineCode(html), config);
  } catch {
    return escapeAngles(html);
  }
}
