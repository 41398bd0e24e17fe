import { useEffect } from 'react';
import { useRenderedHead } from './rendered-head';

/** Sets the page's `<meta name="description">` while it is shown, and puts the site's own back after. */
export function useMetaDescription(description: string | undefined): void {
  const rendered = useRenderedHead();
  // Server render only: the build writes it into the page's <head>.
  if (rendered && description) rendered.description = description;
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
