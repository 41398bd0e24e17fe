// The newsletter as a mail program shows it: the HTML part in a frame of its own (the site's styles
// do not reach it, the mail's own do), the plain-text part, and the headers. The mail's looks are
// style attributes, which the site's Content-Security-Policy refuses in markup (a srcdoc frame keeps
// the page's policy): the HTML is parsed into an inert document, where nothing applies, and each
// element's style moves onto the frame's copy through the CSSOM, which the policy leaves alone. The
// frame runs no script (sandbox without allow-scripts); the HTML is the server's, made from the
// sanitized content (lambdas/domain/newsletter/newsletter-mail.ts), and is sanitized here again for
// the page's sake.

import { useEffect, useRef } from 'react';
import type { NewsletterPreview } from '../../../../../common/newsletter/newsletter-edits';

/** Where a style attribute waits in the inert document: renamed before parsing, so the browser reports nothing there either. */
const MAIL_STYLE = 'data-mail-style';

const BLOCKED = new Set(['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'LINK', 'META', 'BASE', 'FORM', 'STYLE']);

/** A copy of `source` for `target`, without script, handlers or styles in markup; styles set through the CSSOM. */
function copyInto(source: Element, target: Document): Element | undefined {
  if (BLOCKED.has(source.tagName)) return undefined;
  const copy = target.createElement(source.tagName.toLowerCase());
  for (const { name, value } of Array.from(source.attributes)) {
    if (name === 'style' || name === MAIL_STYLE || name.startsWith('on') || name === 'srcdoc') continue;
    if ((name === 'href' || name === 'src') && !/^(https?:|mailto:)/i.test(value)) continue;
    copy.setAttribute(name, value);
  }
  if (copy.tagName === 'A') {
    copy.setAttribute('target', '_blank');
    copy.setAttribute('rel', 'noopener noreferrer');
  }
  const style = source.getAttribute(MAIL_STYLE);
  if (style && 'style' in copy) (copy as HTMLElement).style.cssText = style;
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) copy.append(target.createTextNode(child.textContent ?? ''));
    else if (child.nodeType === Node.ELEMENT_NODE) {
      const inner = copyInto(child as Element, target);
      if (inner) copy.append(inner);
    }
  }
  return copy;
}

function MailFrame({ html, title }: { readonly html: string; readonly title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const document = frame.current?.contentDocument;
    if (!document) return;
    // An inert document: its style attributes and scripts never run or apply.
    const parsed = new DOMParser().parseFromString(html.replace(/(<[a-z][^>]*?\s)style="/gi, `$1${MAIL_STYLE}="`), 'text/html');
    document.body.replaceChildren();
    const body = parsed.body;
    const bodyStyle = body.getAttribute(MAIL_STYLE);
    if (bodyStyle) document.body.style.cssText = bodyStyle;
    for (const child of Array.from(body.children)) {
      const copy = copyInto(child, document);
      if (copy) document.body.append(copy);
    }
    const resize = () => {
      if (frame.current) frame.current.style.height = `${document.documentElement.scrollHeight}px`;
    };
    resize();
    for (const image of Array.from(document.images)) image.addEventListener('load', resize);
  }, [html]);
  return <iframe ref={frame} className="mail-preview__frame" title={title} sandbox="allow-same-origin allow-popups" />;
}

export function MailPreview({ preview }: { readonly preview: NewsletterPreview }) {
  return (
    <div className="mail-preview">
      <dl className="mail-preview__envelope">
        <dt>From</dt>
        <dd>{preview.from}</dd>
        <dt>Subject</dt>
        <dd>{preview.subject}</dd>
        {preview.headers.map((header) => (
          <div key={header.name} className="mail-preview__header">
            <dt>{header.name}</dt>
            <dd>{header.value}</dd>
          </div>
        ))}
      </dl>
      <h4>The HTML part</h4>
      <MailFrame html={preview.html} title={`The mail “${preview.subject}” as a mail program shows it`} />
      <h4>The plain-text part</h4>
      {/* A long text that scrolls must be reachable by keyboard (axe's scrollable-region-focusable). */}
      <pre className="mail-preview__text" tabIndex={0}>
        {preview.text}
      </pre>
    </div>
  );
}
