// The officers' preview of a post they have not saved: DOMPurify with the shared allowlist
// (web/src/features/officers/console/preview-html.ts), the only sanitizing in the browser.

import { describe, expect, it, vi } from 'vitest';
import { sanitizePreviewHtml } from '../../web/src/features/officers/console/preview-html';

describe('sanitizePreviewHtml', () => {
  it('keeps formatting and drops script, handlers, SVG and inline styles', () => {
    const safe = sanitizePreviewHtml(
      '<p style="color:red"><b>bold</b> <a href="/rental">link</a></p><script>alert(1)</script><img src="x" onerror="alert(1)"><svg onload="alert(1)"><circle/></svg>',
    );

    expect(safe).toBe('<p><b>bold</b> <a href="/rental">link</a></p><img src="x">');
  });

  it('keeps a rel only as the one a new-tab link gets', () => {
    expect(sanitizePreviewHtml('<a href="/a" rel="opener">a</a><a href="/b" target="_blank" rel="opener">b</a>')).toBe(
      '<a href="/a">a</a><a href="/b" target="_blank" rel="noopener noreferrer">b</a>',
    );
  });

  it('shows the HTML with its angle brackets escaped when sanitizing fails', () => {
    const failing = {
      sanitize: () => {
        throw new Error('no DOM');
      },
    };

    expect(sanitizePreviewHtml('<p>Hi <img src=x onerror=alert(1)></p>', failing)).toBe(
      '&lt;p&gt;Hi &lt;img src=x onerror=alert(1)&gt;&lt;/p&gt;',
    );
  });
});

describe('sanitizePreviewHtml before DOMPurify parses', () => {
  it('leaves no handler, style attribute or style element for the browser to check against the policy', () => {
    const parse = vi.fn((html: string) => html);

    sanitizePreviewHtml(
      `<p style="x" onclick='a()'>Carry on = fine, style = text</p><img src=x onerror=alert(1)><style>p{}</style><svg/onload=b()>`,
      {
        sanitize: parse,
      },
    );

    const seen = String(parse.mock.calls[0]?.[0]);
    const tags = seen.match(/<[^>]*>/g) ?? [];
    expect(tags.filter((tag) => /[\s/"'](on[a-z]+|style)\s*=/i.test(tag))).toEqual([]);
    expect(seen).not.toMatch(/<style/i);
    expect(seen).toContain('Carry on = fine, style = text');
  });

  it('drops the renamed attributes and the style text from the result', () => {
    expect(sanitizePreviewHtml('<p style="x" onclick="a()" data-note="n">Hi</p><style>p { color: red }</style>')).toBe('<p>Hi</p>');
  });
});
