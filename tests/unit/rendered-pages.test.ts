// The regeneration's own copy of where the built pages are (it cannot load the CloudFront Function's
// file in a Lambda bundle) is the function's, and a rendered page's key never leaves its prefix.

import { describe, expect, it } from 'vitest';
import { RENDERED_PREFIX, renderedPageKey, WRITTEN_PREFIXES } from '../../common/site-build/rendered-pages';
import { prerenderedDir, prerenderedFile } from '../../common/site-build/spa-paths';

describe('the pages the regeneration writes', () => {
  it('include the built pages, where the CloudFront Function looks for them', () => {
    expect(WRITTEN_PREFIXES).toContain(`${prerenderedDir.replace(/^\//, '')}/`);
    expect(WRITTEN_PREFIXES.some((prefix) => prerenderedFile('/blog-2').startsWith(`/${prefix}`))).toBe(true);
  });

  it('put a post or a product under rendered/, and refuse an address that would leave it', () => {
    expect(renderedPageKey('/news/a-post')).toBe(`${RENDERED_PREFIX}news/a-post.html`);
    expect(renderedPageKey('/product/club/cap/')).toBe(`${RENDERED_PREFIX}product/club/cap.html`);
    for (const path of ['/', '/news/../secret', '/news//a', '/news/./a']) expect(() => renderedPageKey(path)).toThrow();
  });
});
