// Stored-XSS attempts, each named, for every place the site shows what officers (or anyone) stored:
// the browser suite writes them through the write paths and opens the public pages
// (tests/browser/xss-corpus.test.ts); the sanitizers' own test feeds them to both sanitizers
// (tests/web/xss-corpus-sanitizers.test.tsx).
//
// Each payload, should it ever run, calls `__xss(<id>)`: the browser test installs that function in
// every frame and fails on any call. Every payload is one line, so it fits one-line fields too.

export interface XssPayload {
  /** What a call `__xss(id)` reports. */
  readonly id: number;
  readonly name: string;
  readonly html: string;
}

const payloads: readonly (readonly [name: string, html: (id: number) => string])[] = [
  ['script element', (id) => `<script>__xss(${id})</script>`],
  ['script with a data: source', (id) => `<script src="data:text/javascript,__xss(${id})"></script>`],
  ['img onerror', (id) => `<img src=x onerror=__xss(${id})>`],
  ['img onerror in mixed case', (id) => `<IMG SRC="x" OnErRoR="__xss(${id})">`],
  ['img onerror with an entity-encoded call', (id) => `<img src=x onerror="__xss&#40;${id}&#41;">`],
  ['svg onload', (id) => `<svg onload=__xss(${id})>`],
  ['script inside svg', (id) => `<svg><script>__xss(${id})</script></svg>`],
  ['svg animate onbegin', (id) => `<svg><animate onbegin=__xss(${id}) attributeName=x dur=1s>`],
  ['svg link to javascript:', (id) => `<svg><a xlink:href="javascript:__xss(${id})"><text y="20">svg link</text></a></svg>`],
  ['body onload', (id) => `<body onload=__xss(${id})>`],
  ['details ontoggle', (id) => `<details open ontoggle=__xss(${id})><summary>more</summary></details>`],
  ['input autofocus onfocus', (id) => `<input autofocus onfocus=__xss(${id})>`],
  ['video source onerror', (id) => `<video><source onerror=__xss(${id})></video>`],
  ['javascript: link', (id) => `<a href="javascript:__xss(${id})">js link</a>`],
  ['JaVaScRiPt: link', (id) => `<a href="JaVaScRiPt:__xss(${id})">mixed link</a>`],
  ['entity-encoded javascript: link', (id) => `<a href="&#106;&#97;vascript:__xss(${id})">encoded link</a>`],
  ['javascript&colon; link', (id) => `<a href="javascript&colon;__xss(${id})">colon link</a>`],
  ['tab-split javascript: link', (id) => `<a href="jav&#x09;ascript:__xss(${id})">tab link</a>`],
  ['newline-split javascript: link', (id) => `<a href="java&#10;script:__xss(${id})">newline link</a>`],
  ['javascript: link after spaces', (id) => `<a href="  javascript:__xss(${id})">spaced link</a>`],
  ['named-entity tab in javascript: link', (id) => `<a href="java&Tab;script:__xss(${id})">Tab link</a>`],
  ['named-entity newline in javascript: link', (id) => `<a href="java&NewLine;script:__xss(${id})">NewLine link</a>`],
  ['named-entity tab before javascript: link', (id) => `<a href="&Tab;javascript:__xss(${id})">leading Tab link</a>`],
  ['hex-entity scheme letters and colon', (id) => `<a href="&#x6A;avascript&#x3A;__xss(${id})">hex link</a>`],
  ['zero-padded decimal entities without semicolons', (id) => `<a href="&#0000106&#0000097vascript&#58__xss(${id})">padded link</a>`],
  ['named-entity tab in an image address', (id) => `<img src="java&Tab;script:__xss(${id})" alt="Tab image">`],
  ['named-entity colon in data: link', (id) => `<a href="data&colon;text/html,<script>__xss(${id})</script>">data colon link</a>`],
  ['data:text/html link', (id) => `<a href="data:text/html,<script>__xss(${id})</script>">data link</a>`],
  ['data:image/svg+xml image', (id) => `<img src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='__xss(${id})'/>">`],
  ['iframe srcdoc', (id) => `<iframe srcdoc="<script>__xss(${id})</script>"></iframe>`],
  ['iframe javascript: source', (id) => `<iframe src="javascript:__xss(${id})"></iframe>`],
  ['iframe data:text/html source', (id) => `<iframe src="data:text/html,<script>__xss(${id})</script>"></iframe>`],
  ['object data', (id) => `<object data="data:text/html,<script>__xss(${id})</script>"></object>`],
  ['embed javascript:', (id) => `<embed src="javascript:__xss(${id})">`],
  [
    'mXSS: math mglyph style',
    (id) => `<math><mtext><table><mglyph><style><img src=x onerror=__xss(${id})></style></mglyph></table></mtext></math>`,
  ],
  ['mXSS: noscript title', (id) => `<noscript><p title="</noscript><img src=x onerror=__xss(${id})>"></noscript>`],
  ['mXSS: svg style breakout', (id) => `<svg></p><style><a id="</style><img src=x onerror=__xss(${id})>"></style></svg>`],
  ['mXSS: nested forms in math', (id) => `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=__xss(${id})>`],
  ['unclosed img tag', (id) => `<img src=x onerror=__xss(${id})`],
  ['tag inside a tag', (id) => `<p <img src=x onerror=__xss(${id})>>text</p>`],
  ['template content', (id) => `<template><img src=x onerror=__xss(${id})></template>`],
  ['form action javascript:', (id) => `<form action="javascript:__xss(${id})"><button>send</button></form>`],
  ['button formaction javascript:', (id) => `<form><button formaction="javascript:__xss(${id})">go</button></form>`],
  ['meta refresh to javascript:', (id) => `<meta http-equiv="refresh" content="0;url=javascript:__xss(${id})">`],
  ['base href', (id) => `<base href="javascript:__xss(${id})//">`],
  ['CSS expression', (id) => `<div style="width:expression(__xss(${id}))">css</div>`],
  ['style element import', (id) => `<style>@import 'javascript:__xss(${id})';</style>`],
  ['attribute breakout with a double quote', (id) => `"><script>__xss(${id})</script>`],
  ['attribute breakout without a space', (id) => `"onmouseover="__xss(${id})"'><script>__xss(${id})</script>`],
  ['attribute breakout with a single quote', (id) => `'><img src=x onerror=__xss(${id})>`],
  ['closing a script block', (id) => `</script><script>__xss(${id})</script>`],
  ['closing a textarea', (id) => `</textarea><img src=x onerror=__xss(${id})>`],
  ['comment breakout', (id) => `<!--><img src=x onerror=__xss(${id})>-->`],
];

export const xssCorpus: readonly XssPayload[] = payloads.map(([name, html], index) => ({ id: index + 1, name, html: html(index + 1) }));

/** The payload a marker call names, for a readable failure. */
export function payloadNamed(id: number): string {
  return xssCorpus.find((payload) => payload.id === id)?.name ?? `unknown payload ${id}`;
}

/**
 * The corpus packed into texts of at most `max` characters, payloads joined by a space, in order:
 * one text per entity to store, so a field with a short limit still carries every payload, across
 * several entities. A payload longer than `max` is left out of that field's texts.
 */
export function packedCorpus(max: number): string[] {
  const texts: string[] = [];
  let current = '';
  for (const { html } of xssCorpus) {
    if (html.length > max) continue;
    if (current !== '' && current.length + 1 + html.length > max) {
      texts.push(current);
      current = '';
    }
    current = current === '' ? html : `${current} ${html}`;
  }
  if (current !== '') texts.push(current);
  return texts;
}
