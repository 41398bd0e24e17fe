import { type ComponentPropsWithoutRef, type ElementType, type ReactNode, useId, useState } from 'react';
import { isTakingOver } from './takeover';

/** The attribute that marks a static part in the markup (the browser tests and static-links.ts look for it). */
export const STATIC_PART_ATTRIBUTE = 'data-static-part';

type StaticPartProps<T extends ElementType> = {
  /** The element the part is (a `div` unless told), so the part adds no wrapper of its own. */
  readonly as?: T;
  readonly children: ReactNode;
} & Omit<ComponentPropsWithoutRef<T>, 'as' | 'children' | 'dangerouslySetInnerHTML'>;

function serverMarkup(id: string): string | undefined {
  return document.querySelector(`[${STATIC_PART_ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML;
}

/**
 * A part of a page that never changes once the page is shown: text, pictures, lists rendered with
 * the page's data. When React takes over a page that arrived rendered, it keeps the part's markup
 * as the server wrote it and does not hydrate what is inside (no component under it runs, no
 * listener is attached), which is most of a content page's work on a phone. Its links still
 * navigate inside the site (static-links.ts). Rendered in the browser (a navigation), it renders
 * its children as any element does.
 *
 * Its children must not depend on anything that changes after the first render: a part taken over
 * as markup keeps that markup for as long as it is on screen. What the children's JSX works out
 * (a date formatted, a list filtered) is still worked out by the parent's render; costly text
 * belongs in a component of its own under the part, which does not run while the part is kept.
 */
export function StaticPart<T extends ElementType = 'div'>({ as, children, ...rest }: StaticPartProps<T>) {
  const id = useId();
  // Read once, while hydrating: React compares nothing under an element given its inner HTML, so
  // the markup is kept as it is, node for node.
  const [markup] = useState(() => (isTakingOver() ? serverMarkup(id) : undefined));
  const Element: ElementType = as ?? 'div';
  const marked = { ...rest, [STATIC_PART_ATTRIBUTE]: id };
  if (markup !== undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup already in the page, which React rendered from these children; it is given back unchanged, never parsed from anything else
    return <Element {...marked} dangerouslySetInnerHTML={{ __html: markup }} suppressHydrationWarning />;
  }
  return <Element {...marked}>{children}</Element>;
}
