// The XSS corpus (tests/support/xss-corpus.ts) through every place the site shows stored content,
// in Chromium under the production CSP. As the demo officer, through the officers' API rows (so the
// server's validation and sanitizing are part of what is tested): news posts (title, author, HTML
// body), gallery words (title, description, tags), stores, products (name, description, category,
// brand, variants), meetings (title, description, location, type, organizer, minutes link) and games
// (teams, venue, type). A post's HTML is sanitized only on save (the public pages show it as stored),
// so every post is made through the API. One item is stored behind the API's back, as older data
// might be: a meeting whose minutes are a javascript: address. Then every public page that shows them is opened:
// the stored text must be on the page (as text), no payload may run (each calls `__xss(id)`, bound
// in every frame), the page may not navigate away, the DOM may hold no script, handler attribute,
// frame, base, refresh or script/data address, and no Content-Security-Policy violation may occur
// (chromiumForFile fails the test on any: a violation means the page put script in the DOM and
// only the policy saved it). Everything made here is removed afterwards.

import { DeleteCommand, DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryImageList } from '../../common/gallery/gallery';
import { GALLERY_LIMITS, OFFICER_GALLERY_IMAGE_PATH } from '../../common/gallery/gallery-edits';
import { OFFICER_GAME_PATH, OFFICER_GAMES_PATH } from '../../common/fixtures/game-edits';
import { GAME_LIMITS } from '../../common/fixtures/fixtures';
import { OFFICER_MEETING_PATH, OFFICER_MEETINGS_PATH } from '../../common/meetings/meeting-edits';
import { MEETING_LIMITS } from '../../common/meetings/meetings';
import { CORPORATION_NEWS_CATEGORY, PostStatus } from '../../common/news/news';
import { OFFICER_POST_PATH, OFFICER_POSTS_PATH, POST_LIMITS } from '../../common/news/post-edits';
import {
  OFFICER_STORES_PATH,
  officerProductPath,
  officerProductsPath,
  officerStorePath,
  STORE_LIMITS,
} from '../../common/store/store-edits';
import { countChange } from '../../lambdas/runtime/counters';
import { GALLERY_IMAGES_LIST } from '../../lambdas/domain/gallery/gallery';
import { type GalleryItem, galleryItemSchema } from '../../lambdas/domain/gallery/gallery-item';
import { newImagesTransaction } from '../../lambdas/domain/gallery/gallery';
import { localDynamoDbClient } from '../../local/aws/clients';
import { localTableName } from '../../local/aws/create-tables';
import { packedCorpus, payloadNamed, xssCorpus } from '../support/xss-corpus';
import { chromiumForFile, DESKTOP } from './chromium-per-file';
import { officerAccessToken, signInAsOfficer } from './officer-session';
import { settled, waitForHydrated, waitForRegenerated } from './page-check';
import { apiDynamoDbEndpoint, siteUrl } from './lane';

const RUN = Date.now().toString(36);

const doc = DynamoDBDocumentClient.from(localDynamoDbClient(apiDynamoDbEndpoint), {
  marshallOptions: { removeUndefinedValues: true },
});

/** The corpus in texts that fit each field; entity `i` takes text `i` (round the list) of each. */
const texts = {
  line: packedCorpus(200),
  author: packedCorpus(POST_LIMITS.authorName),
  description: packedCorpus(GALLERY_LIMITS.description),
  productDescription: packedCorpus(STORE_LIMITS.description),
  shortLine: packedCorpus(STORE_LIMITS.category),
  option: packedCorpus(STORE_LIMITS.option),
  tag: packedCorpus(GALLERY_LIMITS.tag),
  location: packedCorpus(MEETING_LIMITS.location),
  gameType: packedCorpus(GAME_LIMITS.gameType),
};
const nth = (list: readonly string[], index: number): string => list[index % list.length] ?? '';
/** One entity per 200-character text: every payload passes through each title and name. */
const COUNT = texts.line.length;
const indexes = Array.from({ length: COUNT }, (_, index) => index);

/**
 * A paragraph that must keep its formatting, long enough for the lists' Read More, then every
 * payload under its name (an unclosed one may take what follows with it, so the paragraph is first).
 */
const POST_HTML = [
  `<p><strong>Still formatted</strong> ${'A post that tries every way to run script. '.repeat(6)}</p>`,
  ...xssCorpus.map((payload) => `<p>${payload.name}:</p>\n${payload.html}`),
].join('\n');

const chromium = chromiumForFile();
let visitor: BrowserContext;
let token = '';
/** Every payload that ran: its name and the frame it ran in. */
const fired: string[] = [];

const made = {
  posts: [] as string[],
  storeIds: [] as string[],
  products: [] as { storeId: string; productId: string }[],
  meetings: [] as string[],
  games: [] as string[],
  gallery: [] as string[],
};
/** The meeting whose minutes are rewritten to a javascript: address behind the API's back. */
const SCRIPT_MINUTES = 'javascript:__xss(0)';

async function officerApi(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(new URL(path, siteUrl), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function created<T>(path: string, body: unknown): Promise<T> {
  const response = await officerApi('POST', path, body);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(201);
  return (await response.json()) as T;
}

async function storeEverything(): Promise<void> {
  const start = Date.now();
  // Posts: published now, so the newest of the list pages; Corporation, so on /corp-news too.
  for (const index of indexes) {
    const post = await created<{ id: string }>(OFFICER_POSTS_PATH, {
      title: nth(texts.line, index),
      slug: `xss-corpus-${RUN}-${index}`,
      category: CORPORATION_NEWS_CATEGORY,
      authorName: nth(texts.author, index),
      status: PostStatus.published,
      content: POST_HTML,
    });
    made.posts.push(post.id);
  }

  // Stores last in the list (the other files take the first), the first holding the products.
  const stores = await Promise.all(
    indexes.map((index) =>
      created<{ id: string }>(OFFICER_STORES_PATH, { name: nth(texts.line, index), sortOrder: STORE_LIMITS.sortOrder }),
    ),
  );
  made.storeIds.push(...stores.map((store) => store.id));
  const storeId = made.storeIds[0] ?? '';
  const products = await Promise.all(
    indexes.map((index) =>
      created<{ id: string }>(officerProductsPath(storeId), {
        name: nth(texts.line, index),
        description: nth(texts.productDescription, index),
        category: nth(texts.shortLine, 2 * index),
        brand: nth(texts.shortLine, 2 * index + 1),
        price: 10,
        stockStatus: 'in_stock',
        variants: texts.option.map((size, variant) => ({ name: nth(texts.line, index + variant), size, color: null, price: 11 })),
      }),
    ),
  );
  made.products.push(...products.map((product) => ({ storeId, productId: product.id })));

  // Meetings in 2030, so the newest on /corp-meetings; minutes as a site path carrying a breakout.
  const breakout = xssCorpus.find((payload) => !/\s/.test(payload.html) && payload.html.startsWith('"'));
  const meetings = await Promise.all(
    indexes.map((index) =>
      created<{ id: string }>(OFFICER_MEETINGS_PATH, {
        title: nth(texts.line, index),
        description: nth(texts.description, index),
        location: nth(texts.location, index),
        meetingType: nth(texts.shortLine, index),
        organizer: nth(texts.line, index + 1),
        start: Date.UTC(2030, 0, 1 + index, 18),
        end: Date.UTC(2030, 0, 1 + index, 20),
        notes: `/minutes/${breakout?.html ?? ''}`,
      }),
    ),
  );
  made.meetings.push(...meetings.map((meeting) => meeting.id));
  const scriptMinutes = await officerApi('POST', OFFICER_MEETINGS_PATH, {
    title: 'Script minutes',
    start: Date.UTC(2030, 0, 1, 18),
    end: Date.UTC(2030, 0, 1, 20),
    notes: SCRIPT_MINUTES,
  });
  expect(scriptMinutes.status, 'a javascript: minutes link is refused').toBe(400);
  await doc.send(
    new UpdateCommand({
      TableName: localTableName('meetings'),
      Key: { id: made.meetings[0] },
      UpdateExpression: 'SET notes = :notes',
      ExpressionAttributeValues: { ':notes': SCRIPT_MINUTES },
    }),
  );

  // Games kicking off within the next hours: the coming ones on both fixtures pages.
  const games = await Promise.all(
    indexes
      .filter((index) => index % 2 === 0)
      .map((index) =>
        created<{ id: string }>(OFFICER_GAMES_PATH, {
          start: start + (index + 1) * 3_600_000,
          homeTeam: nth(texts.line, index),
          awayTeam: nth(texts.line, index + 1),
          venue: nth(texts.location, index),
          gameType: nth(texts.gameType, index),
          status: 'scheduled',
        }),
      ),
  );
  made.games.push(...games.map((game) => game.id));

  // Gallery images need uploaded files: these reuse a demo picture's (added behind the API, so a
  // DELETE through it never removes the demo's files), and their words go through the API's PUT.
  const listed = (await (await fetch(new URL('/public/api/gallery?limit=6&offset=0', siteUrl))).json()) as GalleryImageList;
  const demo = (await doc.send(new GetCommand({ TableName: localTableName('gallery'), Key: { id: listed.images[0]?.id } }))).Item;
  const picture = galleryItemSchema.parse(demo);
  const items: GalleryItem[] = indexes.map((index) => ({
    ...picture,
    id: `xss-corpus-${RUN}-${index}`,
    title: undefined,
    description: undefined,
    fileName: undefined,
    tags: [],
    createdAt: start + index,
  }));
  await doc.send(new TransactWriteCommand(newImagesTransaction(items, localTableName)));
  made.gallery.push(...items.map((item) => item.id));
  await Promise.all(
    indexes.map(async (index) => {
      const response = await officerApi('PUT', OFFICER_GALLERY_IMAGE_PATH.replace('{imageId}', `xss-corpus-${RUN}-${index}`), {
        title: nth(texts.line, index),
        description: nth(texts.description, index),
        tags: Array.from({ length: 3 }, (_, tag) => nth(texts.tag, 3 * index + tag)),
      });
      expect(response.status, await response.clone().text()).toBe(200);
    }),
  );
}

async function removeEverything(): Promise<void> {
  const problems: string[] = [];
  const remove = async (path: string) => {
    const response = await officerApi('DELETE', path);
    if (response.status !== 200 && response.status !== 204) problems.push(`${path}: ${response.status}`);
  };
  // The kinds at once, the products before their store; the posts one after another, as each
  // changes the posts' counts.
  const posts = (async () => {
    for (const id of made.posts) await remove(OFFICER_POST_PATH.replace('{postId}', id));
  })();
  await Promise.all([
    posts,
    Promise.all(made.products.map(({ storeId, productId }) => remove(officerProductPath(storeId, productId)))).then(() =>
      Promise.all(made.storeIds.map((id) => remove(officerStorePath(id)))),
    ),
    ...made.meetings.map((id) => remove(OFFICER_MEETING_PATH.replace('{meetingId}', id))),
    ...made.games.map((id) => remove(OFFICER_GAME_PATH.replace('{gameId}', id))),
    ...made.gallery.map((id) => doc.send(new DeleteCommand({ TableName: localTableName('gallery'), Key: { id } }))),
  ]);
  if (made.gallery.length > 0) {
    await doc.send(
      new TransactWriteCommand({
        TransactItems: [countChange('gallery', GALLERY_IMAGES_LIST, -made.gallery.length, localTableName('counters'))],
      }),
    );
  }
  expect(problems, 'what this file made is removed').toEqual([]);
}

beforeAll(async () => {
  const officer = await chromium.newContext({ ...DESKTOP, ignoreHTTPSErrors: true });
  try {
    const page = await officer.newPage();
    await signInAsOfficer(page, '/officers/news');
    token = await officerAccessToken(page);
  } finally {
    await officer.close();
  }
  await storeEverything();
  visitor = await chromium.newContext(DESKTOP);
  await visitor.exposeBinding('__xss', ({ frame }, id: unknown) => {
    fired.push(`${payloadNamed(Number(id))} (${String(id)}) in ${frame.url()}`);
  });
});

afterAll(async () => {
  await visitor?.close();
  try {
    if (token) await removeEverything();
  } finally {
    doc.destroy();
  }
});

/** What in the DOM could run script: elements, handler attributes and addresses. */
async function activeContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const addressAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcset'];
    for (const element of document.querySelectorAll('base, meta[http-equiv]')) found.push(element.outerHTML.slice(0, 120));
    // The app's own tree (index.html's <noscript> note and module script sit beside it).
    for (const element of (document.getElementById('root') ?? document.body).querySelectorAll('*')) {
      const tag = element.localName;
      if (tag === 'script' && element.getAttribute('type') !== 'application/ld+json')
        found.push(`<script> ${element.outerHTML.slice(0, 80)}`);
      if (['iframe', 'frame', 'object', 'embed', 'template', 'noscript', 'style', 'math'].includes(tag)) found.push(`<${tag}>`);
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
        if (name === 'srcdoc') found.push(`<${tag} srcdoc>`);
        if (name === 'style' && /expression|javascript:|url\(/i.test(attribute.value)) found.push(`<${tag} style="${attribute.value}">`);
        // Browsers drop tabs, newlines and leading controls from an address before reading its scheme.
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the controls are what a browser ignores
        const address = attribute.value.replace(/[\u0000-\u0020]/g, '');
        if (addressAttributes.includes(name) && /^(javascript|data|vbscript):/i.test(address))
          found.push(`<${tag} ${name}="${attribute.value}">`);
      }
    }
    return found;
  });
}

interface PageCheck {
  readonly path: string;
  /** Stored text the page must show, as text. */
  readonly shown: readonly string[];
  /** What to do once it shows (open a viewer, expand a post). */
  readonly act?: (page: Page) => Promise<void>;
}

/** Opens the page as a visitor, waits for its stored text, and checks that nothing ran or could run. */
async function checkPage({ path, shown, act }: PageCheck): Promise<void> {
  const page = await visitor.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    // The stored text showing is the wait: quicker than network idle, and the test's real precondition.
    await page.goto(new URL(path, siteUrl).href);
    for (const text of shown) {
      await expect
        .poll(() => page.evaluate((wanted) => document.body.textContent?.includes(wanted) ?? false, text), {
          message: `${path} shows ${text}`,
          timeout: 10_000,
        })
        .toBe(true);
    }
    await act?.(page);
    // Until an image's error, an animation's start or a refresh would have fired.
    await settled(page);
    expect(fired, `${path}: payloads that ran`).toEqual([]);
    expect(new URL(page.url()).pathname, `${path}: the page stayed`).toBe(new URL(path, siteUrl).pathname);
    expect(await activeContent(page), `${path}: active content in the DOM`).toEqual([]);
    expect(errors, `${path}: uncaught errors`).toEqual([]);
  } finally {
    await page.close();
  }
}

/** A few pages at a time: most of a page's time is waiting on the API and the chunks. */
async function checkPages(checks: readonly PageCheck[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < checks.length) await checkPage(checks[next++] as PageCheck);
  };
  await Promise.all(Array.from({ length: 3 }, worker));
}

describe('the XSS corpus stored in every place', () => {
  it('runs nothing on the news list, expanded or not, or on Corporate News', async () => {
    const expand = (title: string) => async (page: Page) => {
      const card = page.locator('main article', { has: page.getByRole('link', { name: title, exact: true }) });
      const readMore = card.getByRole('button', { name: 'Read More' });
      await waitForHydrated(readMore);
      await readMore.click();
      await card.locator('strong', { hasText: 'Still formatted' }).waitFor();
    };
    // Newest first: the last post made is the first card.
    const first = nth(texts.line, COUNT - 1);
    // Both lists are served as the regeneration rendered them once the posts were stored: wait for the
    // newest post's link in their HTML, rather than for a page to have caught up within its check.
    await Promise.all(['/blog-2', '/corp-news'].map((path) => waitForRegenerated(siteUrl, path, `/news/${made.posts.at(-1)}`)));
    await checkPages([
      { path: '/blog-2', shown: [first], act: expand(first) },
      { path: '/corp-news', shown: [first], act: expand(first) },
    ]);
  });

  it('runs nothing on any post page', async () => {
    await checkPages([
      ...made.posts.map((id, index) => ({
        path: `/news/${id}`,
        shown: [nth(texts.line, index), nth(texts.author, index), 'Still formatted'],
      })),
    ]);
  });

  it('runs nothing in the gallery or its viewer', async () => {
    const last = COUNT - 1;
    await checkPage({
      path: '/gallery',
      shown: [...texts.line, ...texts.tag.slice(0, 3)],
      act: async (page) => {
        await page.getByRole('button', { name: `Enlarge ${nth(texts.line, last)}` }).click();
        await page.locator('dialog[open]').getByText(nth(texts.description, last)).waitFor();
      },
    });
  });

  it('runs nothing on the store or any product page', async () => {
    await checkPages([
      { path: `/store?store=${made.storeIds[0]}`, shown: texts.line },
      ...made.products.map(({ storeId, productId }, index) => ({
        path: `/product/${storeId}/${productId}`,
        shown: [
          nth(texts.line, index),
          nth(texts.productDescription, index),
          nth(texts.shortLine, 2 * index),
          nth(texts.shortLine, 2 * index + 1),
        ],
      })),
    ]);
  });

  it('runs nothing on Minutes & Meetings, and shows a javascript: minutes address as text', async () => {
    await checkPage({ path: '/corp-meetings', shown: [...texts.line, ...texts.location, SCRIPT_MINUTES] });
  });

  it('runs nothing on either fixtures page', async () => {
    await checkPages([
      { path: '/game-list2', shown: texts.line.slice(0, 2 * made.games.length) },
      // Variant B shows the next three games, one of which may be the demo's.
      { path: '/fixtures', shown: texts.line.slice(0, 2) },
    ]);
  });
});
