import { DEMO_FONT_STACK, DEMO_FONT_URL, demoFontFaces } from './demoFont.ts';

/**
 * Static files of the host's own small pages (no inline CSS or JS, so they work under the strict CSP). The styles use
 * logical properties (inline-start/end, text-align: start) so a right-to-left site (he_IL: `<html dir="rtl">`)
 * mirrors them, as WordPress's own RTL stylesheets do.
 */

export const HOST_CSS = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
body { margin: 0; color: #1d2327; background: #fff; line-height: 1.5; }
main { max-width: 44rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
input[type=text], input[type=email], input[type=number], input[type=password], textarea { width: 100%; box-sizing: border-box; padding: 0.5rem; font: inherit;
  border: 1px solid #50575e; border-radius: 4px; }
.check { display: flex; gap: 0.5rem; align-items: center; font-weight: 400; }
button, .button { margin-top: 1rem; padding: 0.6rem 1.2rem; font: inherit; font-weight: 600; color: #fff;
  background: #1a5f9e; border: 0; border-radius: 4px; cursor: pointer; text-decoration: none; display: inline-block; }
button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #f2a93b; outline-offset: 2px; }
.error { color: #b32d2e; font-weight: 600; }
.thanks { padding: 1rem; background: #edfaef; border-inline-start: 4px solid #00a32a; }
.mail { border: 1px solid #c3c4c7; border-radius: 4px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
.mail pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0.5rem 0 0; }
.meta { color: #50575e; font-size: 0.875rem; }
.help { color: #50575e; font-size: 0.875rem; margin: 0.25rem 0 0; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: start; padding: 0.25rem 0.5rem; border-bottom: 1px solid #dcdcde; }
`;

/**
 * Posts the donation form's height to the embedding page whenever it changes, and on the thank-you page (a
 * completed donation) 'give-p2p:donation-completed' once, so the page's totals refresh at once (issue 15).
 */
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
  var done = document.querySelector('[data-donation-id]');
  if (done) {
    var id = Number(done.getAttribute('data-donation-id'));
    window.parent.postMessage({ type: 'give-p2p:donation-completed', donationId: id }, location.origin);
  }
})();
`;

export const ROBOTS_TXT = 'User-agent: *\nDisallow: /wp-json/\nDisallow: /wp-admin/\nAllow: /\n';

/**
 * The stand-in theme around the campaign page: a full-width template (no body margin, as WordPress themes
 * have), or with `column` (240 to 2000 px) the app inside a content column of that width with the theme's own
 * side padding, as most blog themes print page content. Its typeface is a self-hosted web font (demoFont.ts),
 * which the app inherits as it inherits a real theme's.
 */
export function themeCss(column: number): string {
  const base = `${demoFontFaces(DEMO_FONT_URL)}body { margin: 0; background: #fff; font-family: ${DEMO_FONT_STACK}; }\n`;
  if (!Number.isInteger(column) || column < 240 || column > 2000) return base;
  return `${base}.site-main { box-sizing: border-box; max-width: ${column}px; margin: 0 auto; padding: 0 20px; }\n`;
}

/** The wp-admin chrome around the admin app (admin bar, side menu, edit-campaign header and tabs, forms). */
export const ADMIN_CSS = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
body { margin: 0; color: #1d2327; background: #f0f0f1; line-height: 1.5; }
a { color: #2271b1; }
a:focus-visible, button:focus-visible, input:focus-visible { outline: 2px solid #2271b1; outline-offset: 2px; }
.skip-link { position: absolute; inset-inline-start: -9999px; }
.skip-link:focus { inset-inline-start: 0.5rem; top: 0.5rem; z-index: 10; background: #fff; padding: 0.5rem 1rem; }
#wpadminbar { display: flex; justify-content: space-between; gap: 1rem; flex-wrap: wrap; padding: 0.4rem 1rem;
  background: #1d2327; color: #f0f0f1; font-size: 0.875rem; }
#wpadminbar a { color: #f0f0f1; }
#wpwrap { display: flex; min-height: calc(100vh - 2.2rem); }
#adminmenu { flex: 0 0 11rem; background: #2c3338; }
#adminmenu ul { list-style: none; margin: 0; padding: 0.5rem 0; }
#adminmenu a { display: block; padding: 0.5rem 1rem; color: #f0f0f1; text-decoration: none; }
#adminmenu a[aria-current="page"] { background: #2271b1; color: #fff; font-weight: 600; }
#wpbody { flex: 1 1 auto; min-width: 0; padding: 1rem 1.25rem 3rem; }
#wpbody:focus { outline: none; }
h1 { font-size: 1.4rem; font-weight: 400; margin: 0.5rem 0 1rem; }
.p2p-edit-header { display: flex; align-items: center; gap: 1rem; flex-wrap: wrap; }
.p2p-edit-header h1 { margin-inline-end: 0.5rem; overflow-wrap: anywhere; }
.page-title-action { padding: 0.25rem 0.6rem; border: 1px solid #2271b1; border-radius: 3px; text-decoration: none;
  background: #f6f7f7; }
.p2p-tabs ul { display: flex; flex-wrap: wrap; gap: 0.25rem; list-style: none; margin: 0 0 1.25rem; padding: 0;
  border-bottom: 1px solid #c3c4c7; }
.p2p-tabs a { display: block; padding: 0.5rem 1rem; border: 1px solid #c3c4c7; border-bottom: 0; background: #dcdcde;
  color: #1d2327; text-decoration: none; font-weight: 600; }
.p2p-tabs a[aria-current="page"] { background: #f0f0f1; margin-bottom: -1px; border-bottom: 1px solid #f0f0f1; }
.p2p-settings, .p2p-form { background: #fff; border: 1px solid #c3c4c7; padding: 1rem 1.25rem; max-width: 40rem; }
.p2p-settings dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1.25rem; margin: 0; }
.p2p-settings dt { font-weight: 600; }
.p2p-settings dd { margin: 0; overflow-wrap: anywhere; }
.description { color: #50575e; font-size: 0.875rem; }
.notice { background: #fff; border-inline-start: 4px solid #72aee6; padding: 0.1rem 1rem; margin: 0 0 1rem; max-width: 40rem; }
.notice-success { border-inline-start-color: #00a32a; }
.notice-error { border-inline-start-color: #d63638; }
.p2p-form label { display: block; font-weight: 600; margin: 0.75rem 0 0.25rem; }
.p2p-form input[type=text] { width: 100%; box-sizing: border-box; padding: 0.45rem; font: inherit;
  border: 1px solid #8c8f94; border-radius: 4px; }
.p2p-form fieldset { border: 0; padding: 0; margin: 0.75rem 0 0; }
.p2p-form legend { font-weight: 600; padding: 0; }
.p2p-form .check { display: flex; gap: 0.5rem; align-items: center; font-weight: 400; margin: 0.25rem 0; }
.p2p-form button { margin-top: 1rem; padding: 0.5rem 1rem; font: inherit; color: #fff; background: #2271b1; border: 0;
  border-radius: 3px; cursor: pointer; }
.error { color: #b32d2e; font-weight: 600; margin: 0.25rem 0 0; }
#error-page { max-width: 40rem; margin: 3rem auto; background: #fff; padding: 1.5rem 2rem; border: 1px solid #c3c4c7; }
@media (max-width: 782px) {
  #wpwrap { flex-direction: column; }
  #adminmenu { flex: none; }
  #adminmenu ul { display: flex; flex-wrap: wrap; padding: 0; }
  #wpbody { padding: 0.75rem; }
}
`;
