// The one place post HTML is made safe to render: every page that shows a post's HTML goes
// through sanitizePostHtml. DOMPurify keeps the formatting (paragraphs, bold, lists, links,
// images) and drops scripts, event handlers, SVG and MathML, and inline styles (which the
// Content-Security-Policy would refuse anyway). Should sanitizing itself fail, the HTML is shown
// as text, its angle brackets escaped.

import DOMPurify from 'dompurify';

const escapeAngles = (html: string) => html.replace(/</g, '&lt;').replace(/>/g, '&gt;');

const config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  FORBID_ATTR: ['style'],
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

export function sanitizePostHtml(html: string, purify: Pick<typeof DOMPurify, 'sanitize'> = DOMPurify): string {
  try {
    if (purify === DOMPurify) hookLinks();
    return purify.sanitize(html, config);
  } catch {
    return escapeAngles(html);
  }
}
