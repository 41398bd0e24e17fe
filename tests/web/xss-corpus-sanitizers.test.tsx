// The XSS corpus (tests/support/xss-corpus.ts) through both post sanitizers: the server's on save
// (js-xss, lambdas/domain/news/post-html.ts) and the browser's on display (DOMPurify,
// web/src/components/news/sanitize-html.ts, here under jsdom). Whatever either keeps must be inside
// the shared allowlist (common/post-html-rules.ts): allowed tags with their allowed attributes,
// addresses it accepts, nothing else; and it must stay so when parsed again (a mutation-XSS payload
// is one whose serialization parses into something else), also after passing through both.

import { describe, expect, it } from 'vitest';
import { isAllowedPostUrl, POST_HTML_TAGS, POST_URL_ATTRIBUTES } from '../../common/post-html-rules';
import { sanitizePostHtml as sanitizeOnSave } from '../../lambdas/domain/news/post-html';
import { sanitizePostHtml as sanitizeOnDisplay } from '../../web/src/components/news/sanitize-html';
import { xssCorpus } from '../support/xss-corpus';

function parsed(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Everything in the HTML, once parsed, that the allowlist does not allow. */
function outsideAllowlist(html: string): string[] {
  const found: string[] = [];
  for (const element of parsed(html).querySelectorAll('*')) {
    const tag = element.localName;
    const allowed = POST_HTML_TAGS[tag];
    if (!allowed || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      found.push(`<${tag}>`);
      continue;
    }
    for (const { name, value } of element.attributes) {
      if (!allowed.includes(name)) found.push(`<${tag} ${name}>`);
      else if (POST_URL_ATTRIBUTES.includes(name) && !isAllowedPostUrl(value)) found.push(`<${tag} ${name}="${value}">`);
    }
  }
  return found;
}

/** The HTML as parsed and written out again. */
function reserialized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

const sanitizers = [
  ['on save', sanitizeOnSave],
  ['on display', sanitizeOnDisplay],
  ['on save, then on display', (html: string) => sanitizeOnDisplay(sanitizeOnSave(html))],
] as const;

const wholeCorpus = xssCorpus.map((payload) => payload.html).join('\n');

describe.each(sanitizers)('the post sanitizer %s', (_when, sanitize) => {
  it.each(xssCorpus.map((payload) => [payload.name, payload.html] as const))('keeps only the allowlist of %s', (_name, html) => {
    const clean = sanitize(html);
    expect(outsideAllowlist(clean)).toEqual([]);
    expect(outsideAllowlist(reserialized(clean))).toEqual([]);
    expect(reserialized(reserialized(clean))).toBe(reserialized(clean));
  });

  it('keeps only the allowlist of the whole corpus in one post', () => {
    const clean = sanitize(wholeCorpus);
    expect(outsideAllowlist(clean)).toEqual([]);
    expect(outsideAllowlist(reserialized(clean))).toEqual([]);
  });
});

describe('both post sanitizers', () => {
  it.each(
    xssCorpus
      .filter((payload) => /^<(embed|iframe|object|script|style|template|noscript)\b/i.test(payload.html))
      .map((payload) => [payload.name, payload.html] as const),
  )('keep the text after %s, as the browser does', (_name, html) => {
    for (const [, sanitize] of sanitizers) expect(reserialized(sanitize(`${html}<p>after</p>`))).toMatch(/<p>after<\/p>$/);
  });
});

describe('the allowlist check itself', () => {
  it('finds what the sanitizers remove', () => {
    expect(outsideAllowlist('<p onclick="x">a</p><a href="javascript:x">b</a><svg></svg><img src="x">')).toEqual([
      '<p onclick>',
      '<a href="javascript:x">',
      '<svg>',
    ]);
  });
});
