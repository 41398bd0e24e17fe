// The part of jsdom's API the node-side tests use (jsdom ships no types of its own, and
// @types/jsdom has none for the pinned major version): parse a page and query it with the DOM.

declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
