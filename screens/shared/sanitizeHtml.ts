import DOMPurify, { type Config } from 'dompurify';

// Admin-written HTML (campaign long_desc and short_desc) passes through this one sanitizer before it is
// shown. The allow-list keeps prose only: paragraphs, lists, links, emphasis and sub-headings (the page
// owns the single h1). Scripts, event handlers, styles, forms, media, svg and math are removed.

const ALLOWED_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'a', 'strong', 'b', 'em', 'i', 'u', 'h2', 'h3', 'h4', 'h5', 'h6'];
const ALLOWED_ATTR = ['href', 'target', 'rel'];
/** Links may point at web pages or mail addresses only; relative and other schemes are dropped. */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:)/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  // DOMPurify checks every kept attribute against the URI pattern unless told these hold no URL.
  ADD_URI_SAFE_ATTR: ['target', 'rel'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Contents of these go too, not just the tags.
  FORBID_CONTENTS: ['script', 'style', 'template', 'svg', 'math', 'noscript', 'iframe', 'object', 'textarea', 'title'],
};

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;

/** A private DOMPurify instance, so its hook never affects another caller of the shared default. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const element = node as Element;
    if (element.getAttribute('target') === '_blank') {
      element.setAttribute('rel', 'noopener noreferrer');
    } else {
      // Only new-tab targets are kept (named frames could be hijacked); rel stays as the admin wrote it.
      element.removeAttribute('target');
    }
  });
  purifier = instance;
  return instance;
}

/** Admin HTML reduced to the allow-list. */
export function sanitizeHtml(html: string): string {
  if (html.trim() === '') return '';
  return getPurifier().sanitize(html, CONFIG);
}

// WordPress's excerpt marker, optionally with custom link text: <!--more--> or <!--more Keep reading-->.
const MORE_MARKER = /<!--more(?:\s[^>]*?)?-->/i;

/** The story split at WordPress's `<!--more-->` marker: the excerpt, and the rest (null without a marker). */
export function splitAtMore(html: string): { excerpt: string; rest: string | null } {
  const match = MORE_MARKER.exec(html);
  if (!match) return { excerpt: html, rest: null };
  const excerpt = html.slice(0, match.index);
  const rest = html.slice(match.index + match[0].length);
  if (rest.trim() === '') return { excerpt, rest: null };
  if (excerpt.trim() === '') return { excerpt: rest, rest: null };
  return { excerpt, rest };
}

/** True when sanitised HTML holds no visible text (e.g. '<p></p>' or only removed markup). */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}
