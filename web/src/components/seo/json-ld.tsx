// schema.org structured data as a JSON-LD block. It is data, not script: the browser never runs
// a `<script type="application/ld+json">`, so the Content-Security-Policy has nothing to allow.
// `<` is written as \u003c, so no text from content can close the element early.

import type { Thing, WithContext } from 'schema-dts';

/** The JSON text of the block, safe inside a script element. */
export function jsonLdText(data: WithContext<Thing> | readonly WithContext<Thing>[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function JsonLd({ data }: { readonly data: WithContext<Thing> | readonly WithContext<Thing>[] }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data; jsonLdText escapes every `<`
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
