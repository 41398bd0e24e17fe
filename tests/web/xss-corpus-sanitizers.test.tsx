// The XSS corpus (tests/support/xss-corpus.ts) through both post sanitizers: the server's on save
// (js-xss, lambdas/domain/news/post-html.ts), the only one between a stored post and a visitor, and
// the officers' preview of unsaved HTML (DOMPurify, web/src/features/officers/console/preview-html.ts, here
// under jsdom); and what a public page shows of a saved post (PostHtml renders stored HTML as it is),
// rendered on the server and in the browser. Whatever each keeps must be inside the shared allowlist
// (common/news/post-html-rules.ts): allowed tags with their allowed attributes, addresses it accepts,
// nothing else; and it must stay so when parsed again (a mutation-XSS payload is one whose
// serialization parses into something else).

import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isAllowedPostUrl, POST_HTML_TAGS, POST_URL_ATTRIBUTES } from '../../common/news/post-html-rules';
import { sanitizePostHtml as sanitizeOnSave } from '../../lambdas/domain/news/post-html';
import { PostHtml } from '../../web/src/components/news/post-html';
import { sanitizePreviewHtml } from '../../web/src/features/officers/console/preview-html';
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

/** The post's HTML inside PostHtml's element (none when PostHtml says the post is empty). */
function postContent(container: ParentNode): string {
  const shown = container.firstElementChild;
  return shown?.classList.contains('news-html--empty') ? '' : (shown?.innerHTML ?? '');
}

/** A saved post as a public page's first paint has it: rendered on the server, with no sanitizer in the page. */
function savedOnServerPage(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = renderToString(<PostHtml html={sanitizeOnSave(html)} />);
  return postContent(template.content);
}

/** A saved post as the browser renders it (the list's Read More, a page reached in the SPA). */
function savedInBrowserPage(html: string): string {
  const { container, unmount } = render(<PostHtml html={sanitizeOnSave(html)} />);
  const shown = postContent(container);
  unmount();
  return shown;
}

const sanitizers = [
  ['on save', sanitizeOnSave],
  ['in the officers’ preview', (html: string) => sanitizePreviewHtml(html)],
  ['on save, as a public page renders it on the server', savedOnServerPage],
  ['on save, as a public page renders it in the browser', savedInBrowserPage],
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
