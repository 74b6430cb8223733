import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCli } from './cli.ts';

// `npm start -- --locale de_DE` (README): the flag reaches the host's options; the page in that language is
// checked in host/i18n/translations.test.ts (a host created with the same option).
describe('parseCli --locale', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const localeOf = (argv: string[]) => {
    const config = parseCli(argv);
    if (config === 'help') throw new Error('help');
    return config.options.locale;
  };

  it('takes the site language from --locale, else P2P_LOCALE, else en_US', () => {
    vi.stubEnv('P2P_LOCALE', undefined);
    expect(localeOf([])).toBe('en_US');
    expect(localeOf(['--locale', 'de_DE'])).toBe('de_DE');
    expect(localeOf(['--locale', 'he_IL'])).toBe('he_IL');
    vi.stubEnv('P2P_LOCALE', 'en_XA');
    expect(localeOf([])).toBe('en_XA');
    expect(localeOf(['--locale', 'de_DE'])).toBe('de_DE');
  });

  it('refuses a value that is not a WordPress locale name', () => {
    expect(() => parseCli(['--locale', '../../etc/passwd'])).toThrow('Invalid --locale');
    expect(() => parseCli(['--locale', 'de-DE x'])).toThrow('Invalid --locale');
  });
});
