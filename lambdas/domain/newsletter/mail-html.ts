// A newsletter's content, sanitized when it was saved by the posts' sanitizer, made into the two
// parts of a mail. The HTML part gets its looks from style attributes on each element (mail
// programs drop a page's <style> and never load its stylesheets), its addresses made absolute on
// the site, and only the site's own pictures: a picture from anywhere else is replaced by its alt
// text, so opening the mail loads nothing from a third party and nothing that names the reader
// (every reader's mail asks for the same /media/ files, with no per-reader address). The text part
// is the same content as plain text, links written out.
//
// Both work on the sanitizer's own output (sanitized again here first): every tag is one the
// allowlist keeps, written as js-xss writes it, and a `<` in text is always `&lt;`, so a tag is
// found by its `<` and an attribute by its quotes.

import { POST_HTML_TAGS } from '../../../common/news/post-html-rules';
import { sanitizePostHtml } from '../news/post-html';

/** The club's colours as the site has them, for mail programs that show no site CSS. */
export const MAIL_COLOURS = { red: '#b3261e', ink: '#1c1a19', grey: '#5f5955', paper: '#faf7f2', white: '#ffffff' } as const;

const FONT = 'font-family:Arial,Helvetica,sans-serif;';

/** Each element's look, written onto it. */
const tagStyles: Readonly<Record<string, string>> = {
  p: `${FONT}font-size:16px;line-height:1.5;color:${MAIL_COLOURS.ink};margin:0 0 16px;`,
  h2: `${FONT}font-size:22px;line-height:1.3;color:${MAIL_COLOURS.ink};margin:24px 0 12px;`,
  h3: `${FONT}font-size:19px;line-height:1.3;color:${MAIL_COLOURS.ink};margin:20px 0 10px;`,
  h4: `${FONT}font-size:17px;line-height:1.3;color:${MAIL_COLOURS.ink};margin:16px 0 8px;`,
  a: `color:${MAIL_COLOURS.red};text-decoration:underline;`,
  blockquote: `margin:0 0 16px;padding:0 0 0 12px;border-left:4px solid ${MAIL_COLOURS.red};color:${MAIL_COLOURS.grey};`,
  ul: `${FONT}font-size:16px;line-height:1.5;color:${MAIL_COLOURS.ink};margin:0 0 16px;padding:0 0 0 24px;`,
  ol: `${FONT}font-size:16px;line-height:1.5;color:${MAIL_COLOURS.ink};margin:0 0 16px;padding:0 0 0 24px;`,
  li: 'margin:0 0 4px;',
  pre: `font-family:Consolas,Menlo,monospace;font-size:14px;white-space:pre-wrap;background:${MAIL_COLOURS.paper};padding:12px;margin:0 0 16px;`,
  code: 'font-family:Consolas,Menlo,monospace;font-size:14px;',
  img: 'display:block;max-width:100%;height:auto;border:0;margin:0 0 16px;',
  hr: `border:0;border-top:1px solid ${MAIL_COLOURS.grey};margin:24px 0;`,
};

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** An address as the sanitizer wrote it (entities in it), made absolute on the site; undefined when it is not http(s) or mailto. */
function absoluteAddress(written: string, siteUrl: string): string | undefined {
  const address = decodeEntities(written);
  try {
    const url = new URL(address, siteUrl);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The content's HTML for a mail: styled on each element, its links and the site's pictures absolute, any other picture its alt text. */
export function mailBodyHtml(content: string, siteUrl: string): string {
  const site = new URL(siteUrl).origin;
  return sanitizePostHtml(content)
    .replace(/<img\b[^>]*>/g, (tag) => {
      const src = absoluteAddress(attribute(tag, 'src') ?? '', siteUrl);
      const alt = attribute(tag, 'alt') ?? '';
      if (!src || new URL(src).origin !== site) return alt ? `[${alt}]` : '';
      const size = ['width', 'height'].map((name) => (attribute(tag, name) ? ` ${name}="${attribute(tag, name)}"` : '')).join('');
      return `<img src="${escapeAttribute(src)}" alt="${alt}"${size}>`;
    })
    .replace(/<a\b[^>]*>/g, (tag) => {
      const href = absoluteAddress(attribute(tag, 'href') ?? '', siteUrl);
      const title = attribute(tag, 'title');
      return `<a${href ? ` href="${escapeAttribute(href)}"` : ''}${title ? ` title="${title}"` : ''}>`;
    })
    .replace(/<([a-z][a-z0-9]*)(?=[\s>/])/g, (open, tag: string) =>
      tagStyles[tag] && tag in POST_HTML_TAGS ? `<${tag} style="${tagStyles[tag]}"` : open,
    );
}

const namedEntities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text with the entities the sanitizer and the editor write turned back into characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[name.toLowerCase()] ?? whole;
  });
}

const blockTags = new Set(['p', 'h2', 'h3', 'h4', 'blockquote', 'pre', 'ul', 'ol', 'hr']);

/** The content as plain text: paragraphs apart, list items marked, each link's address after its words. */
export function mailBodyText(content: string, siteUrl: string): string {
  const parts = sanitizePostHtml(content).split(/(<[^>]+>)/);
  let out = '';
  const lists: { ordered: boolean; next: number }[] = [];
  const links: { href: string | undefined; start: number }[] = [];
  for (const part of parts) {
    const tag = /^<(\/?)([a-z0-9]+)/.exec(part);
    if (!tag) {
      out += decodeEntities(part).replace(/\s+/g, ' ');
      continue;
    }
    const [, closing, name = ''] = tag;
    if (name === 'br') out += '\n';
    else if (blockTags.has(name)) {
      if (name === 'hr') out += '\n\n----------\n\n';
      else if (name === 'ul' || name === 'ol') {
        if (closing) lists.pop();
        else lists.push({ ordered: name === 'ol', next: Number(attribute(part, 'start') ?? 1) || 1 });
        out += '\n';
      } else out += '\n\n';
    } else if (name === 'li' && !closing) {
      const list = lists.at(-1);
      out += `\n${'  '.repeat(Math.max(0, lists.length - 1))}${list?.ordered ? `${list.next++}.` : '-'} `;
    } else if (name === 'a') {
      if (!closing) links.push({ href: absoluteAddress(attribute(part, 'href') ?? '', siteUrl), start: out.length });
      else {
        const link = links.pop();
        const words = link ? out.slice(link.start).trim() : '';
        if (link?.href && words !== link.href && `mailto:${words}` !== link.href) out += ` (${link.href})`;
      }
    } else if (name === 'img') {
      const alt = decodeEntities(attribute(part, 'alt') ?? '');
      if (alt) out += `[${alt}]`;
    }
  }
  return (
    out
      .split('\n')
      // Text after a tag may start with the space that stood before it; a nested item's indent stays.
      .map((line) => line.trimEnd().replace(/^ (?=\S)/, ''))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
