import sanitizeHtml from 'sanitize-html';
import { DEALER_DIFF_ALLOWED_TAGS } from './constants';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...DEALER_DIFF_ALLOWED_TAGS],
  // No attributes at all: no handlers (onclick …), no styles, no links, no ids the page could clash with.
  allowedAttributes: {},
  allowedSchemes: [],
  allowProtocolRelative: false,
  // Other tags go, their text stays; script, style and the like go with their content.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'title'],
};

/**
 * The dealer's story as the page may show it (docs/rules/vehicle-page.md#seller-card): only
 * headings (h3, h4), paragraphs, lists, strong, em and line breaks, without a single attribute, so
 * no script, handler, style or link of the CMS's HTML reaches the page. The page inserts the result
 * as HTML: this is the only place it is made safe.
 */
export function sanitiseDealerDiffHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
