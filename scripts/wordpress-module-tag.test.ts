import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The loader's script_loader_tag filter (wordpress/give-p2p/includes/loader.php) on the tags WordPress prints:
// 6.1-6.2 with single quotes and type='text/javascript', 6.3 on with double quotes (no type on HTML5 themes).
// The real-WordPress step runs 6.1 only; these cover the later format too. Needs php-cli (ensure-system-deps.sh).

function filter(tag: string, handle = 'give-p2p'): string {
  return execFileSync('php', ['tests/wordpress/module-tag.php', handle], { input: tag, encoding: 'utf8' });
}

const translations = (quote: string) =>
  `<script id=${quote}give-p2p-js-translations${quote}>( function( domain, translations ) { wp.i18n.setLocaleData( translations.locale_data.messages, domain ); } )( "give-peer-to-peer", {"locale_data":{"messages":{"Donate Now":["Jetzt spenden"]}}} );</script>\n`;
const inlineConfig = (quote: string) =>
  `<script id=${quote}give-p2p-js-before${quote}>window.GiveP2P = {"locale":"de_DE"};</script>\n`;

describe('give_p2p_module_tag', () => {
  it.each([
    ["WordPress 6.1-6.2 (single quotes, type='text/javascript')", "'", " type='text/javascript'"],
    ['WordPress 6.3 on (double quotes)', '"', ''],
    ['WordPress 6.3 on, a theme without HTML5 script support', '"', ' type="text/javascript"'],
  ])('%s: only the entry becomes a module; translations and config stay byte for byte', (_, quote, type) => {
    const entry = `<script${type} src=${quote}https://example.org/wp-content/plugins/give-p2p/assets/dist/p2p.js?ver=0.1.0${quote} id=${quote}give-p2p-js${quote}></script>\n`;
    const out = filter(translations(quote) + inlineConfig(quote) + entry);
    expect(out).toBe(
      `${translations(quote)}${inlineConfig(quote)}<script type="module" src=${quote}https://example.org/wp-content/plugins/give-p2p/assets/dist/p2p.js?ver=0.1.0${quote} id="give-p2p-js"></script>\n`,
    );
  });

  it('the admin entry too', () => {
    const out = filter(`<script src="/p2p-admin.js?ver=1" id="give-p2p-admin-js"></script>`, 'give-p2p-admin');
    expect(out).toBe(`<script type="module" src="/p2p-admin.js?ver=1" id="give-p2p-admin-js"></script>`);
  });

  it("leaves every other handle's tag alone, and a look-alike id inside this handle's tag", () => {
    const other = `<script type="text/javascript" src="/wp-includes/js/dist/i18n.min.js" id="wp-i18n-js"></script>`;
    expect(filter(other, 'wp-i18n')).toBe(other);
    const lookAlike = `<script src="/x.js" id="give-p2p-js-extra"></script>`;
    expect(filter(lookAlike)).toBe(lookAlike);
  });
});
