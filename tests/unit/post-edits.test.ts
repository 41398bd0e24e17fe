// The officers' post rules on their own: slugs made from titles, the categories the editor offers,
// and the demo news staying whole through the server's sanitizer (an officer who edits a demo post
// keeps its formatting).

import { describe, expect, it } from 'vitest';
import { NEWS_CATEGORIES, NEWS_SLUG_PATTERN, NEWS_TITLE_SLUG_LENGTH, slugFromTitle } from '../../common/news/news';
import { postCreateSchema, postMessages } from '../../common/news/post-edits';
import { sanitizePostHtml } from '../../lambdas/domain/news/post-html';
import { demoPosts } from '../../local/demo/posts';

describe('slugFromTitle', () => {
  it.each([
    ['Season Kick-off: 2027!', 'season-kick-off-2027'],
    ['  Café  Ü-18s   win ', 'cafe-u-18s-win'],
    ['AGM — notice & agenda', 'agm-notice-agenda'],
    ['!!! ???', ''],
  ])('makes %j into %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('cuts a long title at a word, within the length, into a valid slug', () => {
    const slug = slugFromTitle('The Blaze travel north for a long weekend of sevens rugby, barbecues and a club dinner at the lake');
    expect(slug.length).toBeLessThanOrEqual(NEWS_TITLE_SLUG_LENGTH);
    expect(slug).toMatch(NEWS_SLUG_PATTERN);
    expect(slug.endsWith('-')).toBe(false);
    expect('the-blaze-travel-north-for-a-long-weekend-of-sevens-rugby-barbecues-and-a-club-dinner'.startsWith(slug)).toBe(true);
  });

  it('cuts one very long word to the length', () => {
    expect(slugFromTitle('x'.repeat(300))).toBe('x'.repeat(NEWS_TITLE_SLUG_LENGTH));
  });
});

describe('the demo news', () => {
  it('uses only the categories the editor offers', () => {
    const used = new Set(demoPosts.map((post) => post.category));
    expect([...used].filter((category) => !(NEWS_CATEGORIES as readonly string[]).includes(category))).toEqual([]);
  });

  it('keeps its HTML whole through the sanitizer', () => {
    for (const post of demoPosts) expect(sanitizePostHtml(post.content), post.id).toBe(post.content);
  });
});

describe('postCreateSchema', () => {
  it('takes a draft with no text, and refuses to publish one', () => {
    expect(postCreateSchema.safeParse({ title: 'Plans', status: 'draft', content: '' }).success).toBe(true);
    const refused = postCreateSchema.safeParse({ title: 'Plans', status: 'published', content: '<p> &nbsp; </p>' });
    expect(refused.success ? [] : refused.error.issues.map((issue) => issue.message)).toEqual([postMessages.publishNeedsText]);
  });
});
