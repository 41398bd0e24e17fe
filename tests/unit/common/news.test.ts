import { describe, expect, it } from 'vitest';
import { NEWS_EXCERPT_LENGTH, newsExcerpt, postAuthor, postDate, postDescription, postImage, stripTags } from '../../../common/news/news';

describe('stripTags', () => {
  it('keeps the text of the elements and separates blocks with a space', () => {
    expect(stripTags('<p>The <strong>new season</strong> opens.</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'The new season opens. One Two',
    );
  });

  it('drops comments and the bodies of script and style elements', () => {
    expect(stripTags('<p>Hi</p><!-- hidden --><script>alert(1)</script><style>p{}</style><p>there</p>')).toBe('Hi there');
  });

  it('decodes entities after stripping, so an escaped tag is text, not markup', () => {
    expect(stripTags('<p>Fish &amp; chips &lt;b&gt; &#39;quoted&#39; &#x2014; &nbsp;done</p>')).toBe("Fish & chips <b> 'quoted' — done");
  });

  it('copes with an unclosed tag, comment or script at the end', () => {
    expect(stripTags('Text <img src=x onerror=alert(1)')).toBe('Text');
    expect(stripTags('Text <!-- never closed')).toBe('Text');
    expect(stripTags('Text <script>alert(1)')).toBe('Text');
  });

  it('answers an empty string for markup without text', () => {
    expect(stripTags('<p> </p><br/>')).toBe('');
  });
});

describe('newsExcerpt', () => {
  it(`keeps text of at most ${NEWS_EXCERPT_LENGTH} characters whole, with no '...' and nothing more to read`, () => {
    const text = 'a'.repeat(NEWS_EXCERPT_LENGTH);
    expect(newsExcerpt(`<p>${text}</p>`)).toEqual({ text, truncated: false });
  });

  it(`cuts longer text at ${NEWS_EXCERPT_LENGTH} characters of stripped text and adds '...'`, () => {
    const words = 'word '.repeat(60);
    const excerpt = newsExcerpt(`<p><strong>${words}</strong></p>`);

    expect(excerpt.truncated).toBe(true);
    expect(excerpt.text).toBe(`${words.trim().slice(0, NEWS_EXCERPT_LENGTH)}...`);
  });

  it('counts characters as the reader sees them, never splitting an emoji', () => {
    const excerpt = newsExcerpt('🏉'.repeat(NEWS_EXCERPT_LENGTH + 1));

    expect(excerpt.text).toBe(`${'🏉'.repeat(NEWS_EXCERPT_LENGTH)}...`);
  });

  it('takes another length', () => {
    expect(newsExcerpt('<p>abcdef</p>', 3)).toEqual({ text: 'abc...', truncated: true });
  });
});

describe('postDate and postAuthor', () => {
  it('dates a post by its publish date, else its creation date', () => {
    expect(postDate({ publishedAt: 20, createdAt: 10 })).toBe(20);
    expect(postDate({ publishedAt: null, createdAt: 10 })).toBe(10);
  });

  it('names the author, else the nested User, else no one', () => {
    expect(postAuthor({ authorName: 'Club Secretary', User: { firstName: 'Ada', lastName: 'Okafor' } })).toBe('Club Secretary');
    expect(postAuthor({ authorName: ' ', User: { firstName: 'Ada', lastName: 'Okafor' } })).toBe('Ada Okafor');
    expect(postAuthor({ authorName: '', User: { firstName: 'Ada', lastName: '' } })).toBe('Ada');
    expect(postAuthor({ authorName: '', User: null })).toBe('');
  });
});

describe('postDescription', () => {
  it('is the start of the text, cut at 160 characters, or the title when there is no text', () => {
    expect(postDescription({ title: 'Open day', content: '<p>All welcome.</p><p>Bring boots.</p>' })).toBe('All welcome. Bring boots.');
    expect(postDescription({ title: 'Open day', content: `<p>${'a'.repeat(200)}</p>` })).toBe(`${'a'.repeat(160)}...`);
    expect(postDescription({ title: 'Open day', content: '<p><img src="/media/a.webp"></p>' })).toBe('Open day');
  });
});

describe('postImage', () => {
  it('finds the first picture on the site or at an https address, entities decoded', () => {
    expect(postImage('<p>Hi</p><img alt="x" src="/media/posts/a.webp"><img src="/media/b.webp">')).toBe('/media/posts/a.webp');
    expect(postImage("<img src='https://example.org/a.jpg?w=1&amp;h=2'>")).toBe('https://example.org/a.jpg?w=1&h=2');
  });

  it('passes over addresses a card cannot use, and posts without a picture', () => {
    expect(
      postImage('<img src="http://example.org/a.jpg"><img src="//evil.test/a.jpg"><img src="data:image/png;base64,AA">'),
    ).toBeUndefined();
    expect(postImage('<img src="javascript:alert(1)"><img data-src="/media/a.webp">')).toBeUndefined();
    expect(postImage('<p>No picture</p>')).toBeUndefined();
  });
});
