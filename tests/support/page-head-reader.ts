// A served page's head as a link preview reads it: parsed with jsdom, each tag's values in order,
// so a test sees a tag written twice as well as a wrong value.

import { JSDOM } from 'jsdom';

export function headOf(html: string) {
  const { document } = new JSDOM(html).window;
  const content = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.getAttribute('content'));
  return {
    document,
    titles: [...document.querySelectorAll('title')].map((element) => element.textContent),
    description: content('meta[name="description"]'),
    ogTitle: content('meta[property="og:title"]'),
    ogDescription: content('meta[property="og:description"]'),
    ogUrl: content('meta[property="og:url"]'),
    ogImage: content('meta[property="og:image"]'),
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((element) => element.getAttribute('href')),
  };
}
