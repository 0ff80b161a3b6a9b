import type { Marked } from 'marked';
import type sanitizeHtml from 'sanitize-html';
import { atFirstUse } from '../firstUse.ts';
import { escapeHtml } from '../../domain/shared/html.ts';

/**
 * Article bodies are Markdown written by editors, shown to everyone. Two layers keep script out:
 * marked is told to print any raw HTML as text, and whatever it produces still goes through an
 * allowlist (sanitize-html) that knows only plain document tags, http(s)/mailto links and images
 * from http(s) or our own image path. Nothing an editor types can become markup we did not list.
 */
// marked and sanitize-html (with postcss and htmlparser2, about 200 modules) load with the first
// article or newsletter rendered, not at every start.
const sanitize = atFirstUse<typeof sanitizeHtml>('sanitize-html');
const markedModule = atFirstUse<{ Marked: typeof Marked }>('marked');
let marked: Marked | undefined;
const markdownParser = (): Marked =>
  (marked ??= new (markedModule().Marked)({
    gfm: true,
    breaks: false,
    async: false,
    renderer: {
      html: ({ text }) => escapeHtml(text),
    },
  }));

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
const OWN_IMAGE = /^\/api\/articles\/images\/[a-z0-9-]+\/\d+\.webp$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 'del', 'code', 'pre',
    'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'sup', 'sub',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title'], th: ['align'], td: ['align'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A heading one in the body would compete with the page's own title.
  transformTags: {
    h1: 'h2',
    // Only absolute http(s)/mailto, our own paths and anchors: a relative link such as
    // `%6Aavascript:` is harmless in browsers today, but nothing is gained by keeping it.
    a: (tagName, { href, ...attribs }) => {
      const safe = href !== undefined && SAFE_HREF.test(href);
      const own = safe && /^[/#]/.test(href);
      return { tagName, attribs: { ...attribs, ...(safe ? { href } : {}), rel: 'noopener noreferrer nofollow', ...(own ? {} : { target: '_blank' }) } };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src?.startsWith('https://') || OWN_IMAGE.test(frame.attribs.src ?? '')),
};

/** Markdown to HTML that is safe to put into any page as it is. */
export function renderMarkdown(markdown: string): string {
  return sanitize()(markdownParser().parse(markdown) as string, options);
}

/** The text of a Markdown body without markup, for descriptions and feeds. */
export function plainText(markdown: string, max = 300): string {
  const text = sanitize()(markdownParser().parse(markdown) as string, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
