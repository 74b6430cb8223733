import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileTranslations } from '../../scripts/i18n-json.mjs';
import { Client, createTestHost, type TestHost } from '../testing/harness.ts';
import { LOCALE_COOKIE } from './locales.ts';
import { WP_I18N_PATH } from './translations.ts';

let pseudoHost: TestHost;
let englishHost: TestHost;
beforeAll(async () => {
  compileTranslations();
  pseudoHost = await createTestHost({ locale: 'en_XA', csp: true });
  englishHost = await createTestHost({ testHooks: true });
}, 60_000);
afterAll(() => {
  pseudoHost.close();
  englishHost.close();
});

interface WpI18n {
  __(text: string, domain: string): string;
  _x(text: string, context: string, domain: string): string;
  _n(single: string, plural: string, count: number, domain: string): string;
}

/** Runs the page's classic scripts as a browser would, in order; returns window.wp.i18n. */
async function runPageScripts(t: TestHost, html: string): Promise<WpI18n> {
  const window: { wp?: { i18n: WpI18n } } = {};
  const context = { window, self: window, globalThis: window };
  const library = await (await t.app.request(WP_I18N_PATH)).text();
  runInNewContext(library, context);
  const inline = /<script nonce="[^"]*" id="give-p2p-js-translations">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!inline) throw new Error('no translations script');
  runInNewContext(inline, { ...context, wp: window.wp });
  if (!window.wp) throw new Error('wp-i18n did not define window.wp.i18n');
  return window.wp.i18n;
}

describe('translations on the host page, as WordPress prints them', () => {
  it('loads wp-i18n and the locale data before the app, with the CSP nonce, and sets lang and GiveP2P.locale', async () => {
    const { res, html } = await new Client(pseudoHost).page('/');
    expect(html).toMatch(/<html lang="en-XA">/);
    expect(html).toMatch(/"locale":"en_XA"/);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const wpI18n = html.indexOf(`<script src="${WP_I18N_PATH}" id="wp-i18n-js"></script>`);
    const data = html.indexOf(`<script nonce="${nonce}" id="give-p2p-js-translations">`);
    const app = html.indexOf('/p2p.js?ver=0.1.0"></script>');
    expect(wpI18n).toBeGreaterThan(0);
    expect(data).toBeGreaterThan(wpI18n);
    expect(app).toBeGreaterThan(data);
  });

  it("translates every chunk's strings through one handle's data: a lazily loaded leaderboard's too", async () => {
    const { html } = await new Client(pseudoHost).page('/');
    const i18n = await runPageScripts(pseudoHost, html);
    // screens/team-leaderboard is its own chunk, loaded on navigation; its strings come with the handle's JSON.
    expect(i18n.__('Showing %1$s - %2$s of %3$s Total Teams', 'give-peer-to-peer')).toMatch(
      /^\[Šĥöŵîñĝ %1\$s - %2\$s öƒ %3\$s Ţöţåļ Ţéåɱš .*\]$/,
    );
    expect(i18n._x('Raised', 'amount', 'give-peer-to-peer')).toMatch(/^\[Ŕåîšéđ.*\]$/);
    expect(i18n._n('%s member', '%s members', 2, 'give-peer-to-peer')).toMatch(/^\[%s ɱéɱƀéŕš.*\]$/);
    // Another domain is not ours: untouched.
    expect(i18n.__('Raised', 'default')).toBe('Raised');
  });

  it('prints no wp-i18n for English, and lets a test pick the language with the test cookie', async () => {
    const english = await new Client(englishHost).page('/');
    expect(english.html).not.toContain(WP_I18N_PATH);
    expect(english.html).toMatch(/"locale":"en_US"/);
    const res = await englishHost.app.request('/campaigns/run-for-clean-water/', {
      headers: { cookie: `${LOCALE_COOKIE}=de_DE` },
    });
    const html = await res.text();
    expect(html).toMatch(/<html lang="de-DE">/);
    expect(html).toMatch(
      /"currencySymbol":"€","currencyPosition":"after","thousandsSeparator":".","decimalSeparator":","/,
    );
    // The donations' relative dates in the site's language, as WordPress prints human_time_diff translated.
    expect(html).toMatch(/relativeDateString&quot;:&quot;vor \d+ (Minuten|Minute|Stunden|Stunde)/);
    expect(english.html).toMatch(/relativeDateString&quot;:&quot;\d+ (mins|hours?) ago/);
  });
});
