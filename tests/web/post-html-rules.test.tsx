// One allowlist, two sanitizers: what the server stores (js-xss, lambdas/domain/news/post-html.ts) and
// what the officers' preview of unsaved HTML shows (DOMPurify, web/src/features/officers/console/preview-html.ts)
// keep the same tags, attributes and addresses, both from common/news/post-html-rules.ts, so the preview
// shows what the public pages will show once the post is saved.

import { describe, expect, it } from 'vitest';
import { isAllowedPostUrl } from '../../common/news/post-html-rules';
import { sanitizePostHtml as sanitizeOnSave } from '../../lambdas/domain/news/post-html';
import { sanitizePreviewHtml as sanitizeInPreview } from '../../web/src/features/officers/console/preview-html';

/**
 * The HTML as the browser parses it, each element's attributes in name order, so the two sanitizers'
 * spellings (`<img />`, quotes, the order they write attributes in) compare equal.
 */
function normalized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML;
}

const cases: readonly [string, string, string][] = [
  ['a script', '<p>Hi</p><script>window.__xss = 1</script>', '<p>Hi</p>'],
  ['an image handler', '<img src="x" onerror="window.__xss = 1">', '<img src="x">'],
  ['a javascript: link', '<a href="javascript:alert(1)">go</a>', '<a>go</a>'],
  ['an encoded javascript: link', '<a href="JaVa&#115;cript:alert(1)">go</a>', '<a>go</a>'],
  ['an svg with onload', '<svg onload="alert(1)"><script>alert(2)</script><text>svg text</text></svg><p>after</p>', '<p>after</p>'],
  ['a data: image', '<img src="data:image/png;base64,AAAA" alt="dot">', '<img alt="dot">'],
  ['a style attribute', '<p style="color:red">red</p>', '<p>red</p>'],
  ['an iframe', '<iframe src="https://example.com"></iframe><p>x</p>', '<p>x</p>'],
  ['a target other than a new tab', '<a href="/rental" target="_top">hire</a>', '<a href="/rental">hire</a>'],
  ['an attribute of another tag', '<p title="t" href="/x">p</p><ol start="2"><li>two</li></ol>', '<p>p</p><ol start="2"><li>two</li></ol>'],
  ['a mailto link', '<a href="mailto:club@example.com">mail</a>', '<a href="mailto:club@example.com">mail</a>'],
  ['a javascript: link split by a named tab', '<a href="java&Tab;script:alert(1)">go</a>', '<a>go</a>'],
  ['a javascript: link with a named colon', '<a href="javascript&colon;alert(1)">go</a>', '<a>go</a>'],
  ['a link whose query has &amp;', '<a href="/news?a=1&amp;b=2">x</a>', '<a href="/news?a=1&amp;b=2">x</a>'],
  ['a link whose query has a bare &', '<a href="/news?a=1&b=2&lt=3">x</a>', '<a href="/news?a=1&amp;b=2&amp;lt=3">x</a>'],
  ['a link with an escaped reference', '<a href="java&amp;Tab;script:x">x</a>', '<a href="java&amp;Tab;script:x">x</a>'],
  [
    'the editor’s formatting',
    '<h2>Head</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p><ul><li>one</li></ul><blockquote><p>q</p></blockquote><pre><code>c</code></pre><hr>',
    '<h2>Head</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p><ul><li>one</li></ul><blockquote><p>q</p></blockquote><pre><code>c</code></pre><hr>',
  ],
];

describe('the post HTML allowlist', () => {
  it.each(cases)('treats %s the same on save and in the preview', (_what, dirty, clean) => {
    expect(normalized(sanitizeOnSave(dirty))).toBe(clean);
    expect(normalized(sanitizeInPreview(dirty))).toBe(clean);
  });

  it.each([
    ['a new-tab link', '<a href="https://example.com" target="_blank">site</a>'],
    ['a new-tab link that asks to reach back', '<a href="https://example.com" rel="opener" target="_blank">site</a>'],
    ['the editor’s new-tab link', '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">site</a>'],
  ])('keeps %s, unable to reach back, on save and in the preview', (_what, dirty) => {
    const clean = '<a href="https://example.com" rel="noopener noreferrer" target="_blank">site</a>';
    expect(normalized(sanitizeOnSave(dirty))).toBe(clean);
    expect(normalized(sanitizeInPreview(dirty))).toBe(clean);
  });

  it('keeps no rel on a link that opens in the same tab', () => {
    const dirty = '<a href="/rental" rel="opener">hire</a>';
    expect(normalized(sanitizeOnSave(dirty))).toBe('<a href="/rental">hire</a>');
    expect(normalized(sanitizeInPreview(dirty))).toBe('<a href="/rental">hire</a>');
  });

  it.each([
    ['/news/x', true],
    ['x', true],
    ['#top', true],
    ['https://example.com', true],
    ['HTTP://EXAMPLE.COM', true],
    ['mailto:a@example.com', true],
    ['javascript:alert(1)', false],
    [' java\tscript:alert(1)', false],
    ['data:text/html,x', false],
    ['vbscript:x', false],
    ['ftp://example.com', false],
    ['', false],
  ])('allows the address %j: %s', (address, allowed) => {
    expect(isAllowedPostUrl(address)).toBe(allowed);
  });
});
