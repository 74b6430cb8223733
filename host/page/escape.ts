const ATTR: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML text node or a quoted attribute value (either quote style). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ATTR[ch] ?? ch);
}

/** JSON for a data-* attribute: the caller wraps it in quotes; every quote and markup character is an entity. */
export function jsonAttr(value: unknown): string {
  return escapeHtml(JSON.stringify(value));
}

/**
 * JSON safe inside an inline <script>: no "</script>", "<!--" or "]]>" can form, and the line separators
 * that old parsers treat as newlines are escaped.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
