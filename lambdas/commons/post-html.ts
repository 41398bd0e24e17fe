// A post's HTML made safe before it is stored: js-xss keeps only what common/post-html-rules.ts
// allows, so no page ever receives stored script, whatever sanitizing the page does on display.

import xss, { type IWhiteList } from 'xss';
import {
  isAllowedPostUrl,
  POST_HTML_DROPPED_WITH_CONTENT,
  POST_HTML_TAGS,
  POST_LINK_TARGET,
  POST_URL_ATTRIBUTES,
} from '../../common/post-html-rules';

// xss is CommonJS and Node finds only some of its exports by name: take them from the module object.
const { escapeAttrValue, FilterXSS, friendlyAttrValue } = xss as unknown as typeof import('xss');

const allowList: IWhiteList = Object.fromEntries(Object.entries(POST_HTML_TAGS).map(([tag, attributes]) => [tag, [...attributes]]));

const filter = new FilterXSS({
  whiteList: allowList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: [...POST_HTML_DROPPED_WITH_CONTENT],
  allowCommentTag: false,
  css: false,
  // An address or target that is not allowed loses the whole attribute, not just its value.
  onTagAttr: (_tag, name, value, isAllowed) => {
    if (!isAllowed) return undefined;
    if (POST_URL_ATTRIBUTES.includes(name)) {
      const address = friendlyAttrValue(value);
      return isAllowedPostUrl(address) ? `${name}="${escapeAttrValue(address)}"` : '';
    }
    if (name === 'target') return value === POST_LINK_TARGET ? `target="${POST_LINK_TARGET}"` : '';
    return undefined;
  },
});

/** The HTML with only the allowed tags, attributes and addresses left. */
export function sanitizePostHtml(html: string): string {
  return filter.process(html);
}
