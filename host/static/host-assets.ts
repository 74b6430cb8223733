/** Static files of the host's own small pages (no inline CSS or JS, so they work under the strict CSP). */

export const HOST_CSS = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
body { margin: 0; color: #1d2327; background: #fff; line-height: 1.5; }
main { max-width: 44rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
input[type=text], input[type=number], input[type=password] { width: 100%; box-sizing: border-box; padding: 0.5rem; font: inherit;
  border: 1px solid #50575e; border-radius: 4px; }
.check { display: flex; gap: 0.5rem; align-items: center; font-weight: 400; }
button, .button { margin-top: 1rem; padding: 0.6rem 1.2rem; font: inherit; font-weight: 600; color: #fff;
  background: #1a5f9e; border: 0; border-radius: 4px; cursor: pointer; text-decoration: none; display: inline-block; }
button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #f2a93b; outline-offset: 2px; }
.error { color: #b32d2e; font-weight: 600; }
.thanks { padding: 1rem; background: #edfaef; border-left: 4px solid #00a32a; }
.mail { border: 1px solid #c3c4c7; border-radius: 4px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
.mail pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0.5rem 0 0; }
.meta { color: #50575e; font-size: 0.875rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.25rem 0.5rem; border-bottom: 1px solid #dcdcde; }
`;

/** Posts the donation form's height to the embedding page whenever it changes. */
export const DONATION_FORM_JS = `
(function () {
  if (window.parent === window) return;
  var last = -1;
  function post() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'p2p-donation-form-height', height: height }, location.origin);
  }
  if (typeof ResizeObserver === 'function') new ResizeObserver(post).observe(document.documentElement);
  window.addEventListener('load', post);
  post();
})();
`;

export const ROBOTS_TXT = 'User-agent: *\nDisallow: /wp-json/\nDisallow: /__admin/\nAllow: /\n';

/**
 * The stand-in theme around the campaign page: a full-width template (no body margin, as WordPress themes
 * have), or with `column` (240 to 2000 px) the app inside a content column of that width with the theme's own
 * side padding, as most blog themes print page content.
 */
export function themeCss(column: number): string {
  const base = 'body { margin: 0; background: #fff; }\n';
  if (!Number.isInteger(column) || column < 240 || column > 2000) return base;
  return `${base}.site-main { box-sizing: border-box; max-width: ${column}px; margin: 0 auto; padding: 0 20px; }\n`;
}
