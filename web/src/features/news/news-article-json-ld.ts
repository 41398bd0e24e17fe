// A post as schema.org NewsArticle for its own page: headline, dates, author, publisher (the club).

import type { NewsArticle, WithContext } from 'schema-dts';
import { postAuthor, postDate, postDescription, type BlogPost } from '../../../../common/news/news';
import { CLUB } from '../../../../common/club/club';

/** Google shows at most this many characters of a headline. */
const HEADLINE_LENGTH = 110;

/** `origin` is the site's own (scheme and host): structured data wants absolute addresses. */
export function newsArticleJsonLd(post: BlogPost, origin: string): WithContext<NewsArticle> {
  const author = postAuthor(post);
  const club = { '@type': 'SportsOrganization', name: CLUB.fullName, url: `${origin}/`, logo: `${origin}/img/crest.svg` } as const;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: Array.from(post.title).slice(0, HEADLINE_LENGTH).join(''),
    description: postDescription(post),
    datePublished: new Date(postDate(post)).toISOString(),
    dateCreated: new Date(post.createdAt).toISOString(),
    author: author ? { '@type': 'Person', name: author } : club,
    publisher: club,
    mainEntityOfPage: `${origin}/news/${post.id}`,
    ...(post.category ? { articleSection: post.category } : {}),
  };
}
