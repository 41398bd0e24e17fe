// Which pages a change to the site's content renders again. Every prerendered page is tried: one
// that asks the API for nothing is static and stays as built, so a new page that shows live data
// is regenerated with no list to update here. A post's or a product's own page is rendered when
// that post, that product or its store changed, a player's when their record or their figures
// changed, a newsletter's when it changed, a club night's when it changed (its seats left too), and
// every one of them after a deploy.

import { clientOnly, pageMeta, type PageMeta } from '../../../common/pages/page-meta';
import type { PagePath } from '../../../common/pages/pages';
import { PostStatus } from '../../../common/news/news';
import { productPagePath } from '../../../common/store/store';
import { indexName, tableKeys } from '../../table-keys';
import { tableName } from '../../runtime/dynamo';
import { queryAll } from '../../runtime/query-all';
import type { TableChange } from '../../runtime/stream-function';
import { queryStoreProducts, queryStores } from '../store/store';
import { queryPlayers } from '../squad/players';
import { playerPagePath } from '../../../common/squad/squad-api';
import { newsletterPagePath } from '../../../common/newsletter/newsletters';
import * as z from 'zod';
import { clubNightPage as clubNightPagePath } from '../../../common/tickets/tickets';
import { listClubNights } from '../tickets/club-nights';

/** A page to render: its address, and the pattern (or path) whose meta and built assets it has. */
export interface LivePageTarget {
  readonly path: string;
  readonly pattern: PagePath;
  readonly meta: PageMeta;
}

const metaOf = (pattern: PagePath): PageMeta => {
  const meta = pageMeta[pattern];
  if (meta === clientOnly) throw new Error(`${pattern} is not a prerendered page`);
  return meta;
};

/** Every prerendered page with an address of its own (not a pattern). */
export function listPages(): LivePageTarget[] {
  return (Object.keys(pageMeta) as PagePath[])
    .filter((pattern) => pageMeta[pattern] !== clientOnly && !pattern.includes('/:'))
    .map((pattern) => ({ path: pattern, pattern, meta: metaOf(pattern) }));
}

export const postPage = (slug: string): LivePageTarget => ({
  path: `/news/${slug}`,
  pattern: '/news/:slug',
  meta: metaOf('/news/:slug'),
});

export const productPage = (storeId: string, productId: string): LivePageTarget => ({
  path: productPagePath(storeId, productId),
  pattern: '/product/:storeId/:productId',
  meta: metaOf('/product/:storeId/:productId'),
});

export const newsletterPage = (id: string): LivePageTarget => ({
  path: newsletterPagePath(id),
  pattern: '/newsletters/:slug',
  meta: metaOf('/newsletters/:slug'),
});

export const playerPage = (slug: string): LivePageTarget => ({
  path: playerPagePath(slug),
  pattern: '/players/:slug',
  meta: metaOf('/players/:slug'),
});

export const clubNightPage = (nightId: string): LivePageTarget => ({
  path: clubNightPagePath(nightId),
  pattern: '/events/:nightId',
  meta: metaOf('/events/:nightId'),
});

const stringKey = (keys: Readonly<Record<string, unknown>>, name: string): string | undefined =>
  typeof keys[name] === 'string' ? keys[name] : undefined;

const postIds = z.object({ id: z.string() });

async function publishedPostPages(): Promise<LivePageTarget[]> {
  const byStatus = tableKeys.posts.indexes.find((index) => index.name === 'byStatus');
  if (!byStatus) throw new Error('The posts table has no byStatus index');
  const posts = await queryAll(
    {
      TableName: tableName('posts'),
      IndexName: indexName('posts', 'byStatus'),
      KeyConditionExpression: '#status = :published',
      ExpressionAttributeNames: { '#status': byStatus.partitionKey.name, '#id': 'id' },
      ExpressionAttributeValues: { ':published': PostStatus.published },
      ProjectionExpression: '#id',
    },
    postIds,
  );
  return posts.map((post) => postPage(post.id));
}

async function sentNewsletterPages(): Promise<LivePageTarget[]> {
  const sent = await queryAll(
    {
      TableName: tableName('newsletters'),
      IndexName: indexName('newsletters', 'byStatus'),
      KeyConditionExpression: '#status = :sent',
      ExpressionAttributeNames: { '#status': 'status', '#id': 'id' },
      ExpressionAttributeValues: { ':sent': 'sent' },
      ProjectionExpression: '#id',
    },
    postIds,
  );
  return sent.map((newsletter) => newsletterPage(newsletter.id));
}

async function storeProductPages(storeId: string): Promise<LivePageTarget[]> {
  return (await queryStoreProducts(storeId)).map((product) => productPage(product.storeId, product.productId));
}

async function allProductPages(): Promise<LivePageTarget[]> {
  const pages: LivePageTarget[] = [];
  for (const store of await queryStores()) pages.push(...(await storeProductPages(store.id)));
  return pages;
}

async function allClubNightPages(): Promise<LivePageTarget[]> {
  return (await listClubNights()).map((night) => clubNightPage(night.id));
}

async function allPlayerPages(): Promise<LivePageTarget[]> {
  const players = [...(await queryPlayers('active')), ...(await queryPlayers('retired'))];
  return players.map((player) => playerPage(player.slug));
}

/** The posts', products' and players' own pages that `changes` concern (every one of them with `all`). */
export async function detailPages(changes: readonly TableChange[], all: boolean): Promise<LivePageTarget[]> {
  if (all)
    return [
      ...(await publishedPostPages()),
      ...(await allProductPages()),
      ...(await allPlayerPages()),
      ...(await sentNewsletterPages()),
      ...(await allClubNightPages()),
    ];
  const pages: LivePageTarget[] = [];
  for (const change of changes) {
    if (change.table === 'posts') {
      const slug = stringKey(change.keys, 'id');
      if (slug) pages.push(postPage(slug));
    } else if (change.table === 'products') {
      const storeId = stringKey(change.keys, 'storeId');
      const productId = stringKey(change.keys, 'productId');
      if (storeId && productId) pages.push(productPage(storeId, productId));
    } else if (change.table === 'players') {
      const slug = stringKey(change.keys, 'slug');
      if (slug) pages.push(playerPage(slug));
    } else if (change.table === 'playerStats') {
      // A season's figures are on the player's page (and /team, which every batch renders).
      const slug = stringKey(change.keys, 'playerSlug');
      if (slug) pages.push(playerPage(slug));
    } else if (change.table === 'newsletters') {
      // Sent or not: a newsletter that is no longer sent (deleted) has its page removed.
      const id = stringKey(change.keys, 'id');
      if (id) pages.push(newsletterPage(id));
    } else if (change.table === 'clubNights') {
      // Every change of a night, an order's seats too, renders its page again.
      const id = stringKey(change.keys, 'id');
      if (id) pages.push(clubNightPage(id));
    } else if (change.table === 'stores') {
      // A store's name is on each of its products' pages.
      const storeId = stringKey(change.keys, 'id');
      if (storeId) pages.push(...(await storeProductPages(storeId)));
    }
  }
  return [...new Map(pages.map((page) => [page.path, page])).values()];
}
