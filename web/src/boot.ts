// The one script a prerendered page complete as built starts with (common/site-build/deferred-scripts.ts).
// The page reads without the app, which only takes it over, so the app's scripts wait in an inert
// <template> until the browser has painted the page with the pictures its first view shows (the
// home page's hero): on a slow phone connection the first bytes go to what the visitor sees.

import { DEFERRED_SCRIPTS_ID } from '../../common/site-build/deferred-scripts';

/** Long enough for a picture on a slow connection; a stalled one must not keep the menus dead. */
const PICTURE_WAIT_MS = 3000;

function pictureLoaded(picture: HTMLImageElement): Promise<void> {
  if (picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, PICTURE_WAIT_MS);
  });
}

/** A frame callback runs just before the browser paints; a timeout set there runs after it. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function firstViewPainted(): Promise<void> {
  // A page opened in a background tab paints no frame until it is shown: its app loads at once.
  if (document.visibilityState !== 'visible') return;
  await Promise.all([...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map(pictureLoaded));
  await afterNextPaint();
}

/** The template's tags, live: preloads as they are, and each script made anew (a script parsed inert never runs). */
function startScripts(template: HTMLTemplateElement): void {
  for (const tag of [...template.content.children]) {
    if (tag.localName === 'script') {
      const script = document.createElement('script');
      for (const { name, value } of tag.attributes) script.setAttribute(name, value);
      document.head.append(script);
    } else {
      document.head.append(tag);
    }
  }
}

const template = document.getElementById(DEFERRED_SCRIPTS_ID);
if (template instanceof HTMLTemplateElement) {
  await firstViewPainted();
  startScripts(template);
}
