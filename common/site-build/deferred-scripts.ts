// When a prerendered page's scripts are fetched (the build's pages, web/prerender/, and the pages
// rendered again with their data, lambdas/domain/site/). They never come before what the page shows:
// - a page complete as built (the home page, the rental pages, the forms) holds them in an inert
//   <template> behind a small boot script, which starts them once the page is painted with its
//   first view's pictures (web/src/boot.ts): on a slow connection the page gets the bytes first,
//   and it reads and its links work before the app takes it over;
// - a page built with a loading view (the news, the gallery, the store) fills in from the API
//   through its scripts, so it fetches them at once, at low priority, behind its stylesheets.

/** The id of the inert <template> in a page's head that holds the scripts until the page is painted (web/src/boot.ts starts them). */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';

/** The class of the loading view (web/src/components/data/data-states.tsx): a page built with it fills in from the API. */
export const LOADING_STATE_CLASS = 'data-state--loading';

const SCRIPT_TAG = /<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>/g;
const MODULE_PRELOAD_TAG = /<link rel="modulepreload"[^>]*>/g;

const lowPriority = (tag: string) => tag.replace(/^<(script type="module"|link rel="modulepreload")/, '<$1 fetchpriority="low"');

/** The page with its head's module scripts and preloads scheduled as above; `bootFile` is the built boot script's name. */
export function scheduleScripts(html: string, bootFile: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('The page has no </head>');
  const head = html.slice(0, headEnd);
  const body = html.slice(headEnd);
  if (body.includes(LOADING_STATE_CLASS)) return head.replace(SCRIPT_TAG, lowPriority).replace(MODULE_PRELOAD_TAG, lowPriority) + body;
  const held = [...head.matchAll(SCRIPT_TAG), ...head.matchAll(MODULE_PRELOAD_TAG)].map(([tag]) => tag);
  if (!held.some((tag) => tag.startsWith('<script'))) throw new Error('The page has no module script to hold');
  const kept = head
    .replace(SCRIPT_TAG, '')
    .replace(MODULE_PRELOAD_TAG, '')
    .replace(/\n\s*\n/g, '\n');
  return [
    kept.trimEnd(),
    `\n    <script type="module" fetchpriority="low" crossorigin src="/${bootFile}"></script>`,
    `\n    <template id="${DEFERRED_SCRIPTS_ID}">${held.join('')}</template>\n  `,
    body,
  ].join('');
}
