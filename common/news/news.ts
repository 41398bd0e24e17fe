import type { PageInfo } from '../pagination';

/** The published posts' list (GET), and one post by its slug. */
export const BLOG_POSTS_PATH = '/public/api/blog-posts';
export const BLOG_POST_PATH = '/public/api/blog-posts/{slug}';

/** News posts shown per page on the News page. */
export const NEWS_PAGE_SIZE = 6;
/** Characters of tag-stripped text in a post's excerpt. */
export const NEWS_EXCERPT_LENGTH = 200;
/** Characters of a post's page description (search results and shared links cut longer ones). */
export const NEWS_DESCRIPTION_LENGTH = 160;
/** The longest category name a stored post may have. */
export const NEWS_CATEGORY_MAX_LENGTH = 100;
/** The longest post id (its slug, the last part of `/news/{slug}`). */
export const NEWS_SLUG_MAX_LENGTH = 200;
/** A post's slug: lower-case letters, digits and single hyphens, as the post ids are. */
export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The category of the corporation's announcements, listed on the Corporate News page. */
export const CORPORATION_NEWS_CATEGORY = 'Corporation';

/** The categories an officer files a post under (the demo news uses the same). */
export const NEWS_CATEGORIES = ['Club News', 'Match Report', 'Rental', CORPORATION_NEWS_CATEGORY] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
/** The longest slug made from a title: a readable address, well under `NEWS_SLUG_MAX_LENGTH`. */
export const NEWS_TITLE_SLUG_LENGTH = 80;

/**
 * The slug a title gives (`Season Kick-off: 2027!` → `season-kick-off-2027`): accents dropped,
 * lower-case letters and digits joined by single hyphens, cut at a word within
 * `NEWS_TITLE_SLUG_LENGTH`. Empty when the title has no letter or digit to use.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > NEWS_TITLE_SLUG_LENGTH) return slug || word.slice(0, NEWS_TITLE_SLUG_LENGTH);
    slug = next;
  }
  return slug;
}

/** A stored post's `status`: only published posts are listed publicly. */
export const PostStatus = { published: 'published', draft: 'draft' } as const;
export type PostStatus = (typeof PostStatus)[keyof typeof PostStatus];

/** A news post as the API returns it. Dates are epoch milliseconds. */
export interface BlogPost {
  id: string;
  title: string;
  content: string;
  publishedAt: number | null;
  createdAt: number;
  authorName: string;
  User: { firstName: string; lastName: string } | null;
  category: string | null;
}

export interface BlogPostList {
  posts: BlogPost[];
  pagination: PageInfo;
}

/** The moment a post is dated by: published, else created. */
export function postDate(post: Pick<BlogPost, 'publishedAt' | 'createdAt'>): number {
  return post.publishedAt ?? post.createdAt;
}

/** Who wrote a post: its author name, else the nested User's name; empty when neither is known. */
export function postAuthor(post: Pick<BlogPost, 'authorName' | 'User'>): string {
  const name = post.authorName.trim();
  if (name) return name;
  return [post.User?.firstName, post.User?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

const namedEntities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[name.toLowerCase()] ?? whole;
  });
}

/**
 * A post's HTML as plain text: tags, comments and the bodies of script and style elements
 * removed, entities decoded, whitespace collapsed. Works without a DOM (server and browser alike);
 * the result is text for display or a description, never HTML.
 */
export function stripTags(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?[a-z!?][^>]*(?:>|$)/gi, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

export interface Excerpt {
  /** The first `length` characters of the stripped text, with '...' when it was cut. */
  readonly text: string;
  /** The stripped text is longer than the excerpt: there is more to read. */
  readonly truncated: boolean;
}

/** A post's excerpt: its tag-stripped text, cut at `length` characters (an emoji is never split). */
export function newsExcerpt(html: string, length: number = NEWS_EXCERPT_LENGTH): Excerpt {
  const characters = Array.from(stripTags(html));
  if (characters.length <= length) return { text: characters.join(''), truncated: false };
  return { text: `${characters.slice(0, length).join('')}...`, truncated: true };
}

/** A post page's description: the start of its text, or its title when it has no text. */
export function postDescription(post: Pick<BlogPost, 'title' | 'content'>): string {
  return newsExcerpt(post.content, NEWS_DESCRIPTION_LENGTH).text || post.title;
}

/**
 * The address of a post's first picture, as written in its stored (sanitized) HTML: an absolute
 * https address or a path on the site. Undefined when the post has none.
 */
export function postImage(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    const address = decodeEntities((src?.[1] ?? src?.[2] ?? '').trim());
    if (/^https:\/\/[^/]/i.test(address) || /^\/(?!\/)/.test(address)) return address;
  }
  return undefined;
}
