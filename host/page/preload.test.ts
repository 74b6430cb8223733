import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestHost, dataAttr, type TestHost } from '../testing/harness.ts';

let t: TestHost;
beforeAll(async () => {
  t = await createTestHost();
  const dist = t.host.options.distDir;
  mkdirSync(join(dist, 'chunks'), { recursive: true });
  writeFileSync(join(dist, 'p2p.js'), `export const app = "${'x'.repeat(4000)}";`);
  // The shape of Vite's manifest: the entry is a bootstrap that loads the app's start chunk (screens/app/bootstrap.ts);
  // pages are dynamic entries with their own imports.
  writeFileSync(
    join(dist, 'manifest.json'),
    JSON.stringify({
      'screens/main.tsx': {
        file: 'p2p.js',
        isEntry: true,
        dynamicImports: ['screens/app/start.tsx'],
      },
      'screens/app/start.tsx': {
        file: 'chunks/start-1.js',
        isDynamicEntry: true,
        imports: ['_react.js', '_i18n.js'],
        dynamicImports: ['screens/home/index.tsx'],
      },
      '_react.js': { file: 'chunks/react-1.js' },
      '_i18n.js': { file: 'chunks/i18n-1.js', imports: ['_react.js'] },
      'screens/home/index.tsx': {
        file: 'chunks/home-1.js',
        isDynamicEntry: true,
        imports: ['_react.js', '_typography.js', 'screens/main.tsx'],
      },
      '_typography.js': { file: 'chunks/typography-1.js' },
      'screens/team/index.tsx': { file: 'chunks/team-1.js', isDynamicEntry: true, imports: ['_react.js'] },
      'screens/app/DataScope.tsx': { file: 'chunks/DataScope-1.js', isDynamicEntry: true, imports: ['_swr.js'] },
      '_swr.js': { file: 'chunks/swr-1.js' },
      'screens/login/index.tsx': { file: 'chunks/login-1.js', isDynamicEntry: true },
    }),
  );
});
afterAll(() => t.close());

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="[^"]*\/dist\/([^"]+)">/g)].map((m) => m[1]);

describe('first-screen preloads', () => {
  it('announces the entry imports and the home chunk with its imports on the campaign home, once each', async () => {
    const { html } = await new Client(t).page('/');
    expect(preloads(html)).toEqual([
      'chunks/start-1.js',
      'chunks/react-1.js',
      'chunks/i18n-1.js',
      'chunks/home-1.js',
      'chunks/typography-1.js',
    ]);
    expect(html.indexOf('rel="modulepreload"')).toBeLessThan(
      html.indexOf('src="/wp-content/plugins/give-peer-to-peer/assets/dist/p2p.js?ver=0.1.0"'),
    );
  });

  it('adds the team chunk on a team page', async () => {
    const { html } = await new Client(t).page('/team/1/');
    expect(preloads(html)).toEqual(['chunks/start-1.js', 'chunks/react-1.js', 'chunks/i18n-1.js', 'chunks/team-1.js']);
  });

  it('only the entry imports elsewhere (the login form is no landing page)', async () => {
    const { html } = await new Client(t).page('/login/');
    expect(preloads(html)).toEqual(['chunks/start-1.js', 'chunks/react-1.js', 'chunks/i18n-1.js']);
  });

  it('fetches the largest first-screen picture with the HTML on landing pages only', async () => {
    const imagePreload = (html: string) =>
      /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(html)?.[1];
    const home = await new Client(t).page('/');
    const cover = (dataAttr(home.html, 'campaign') as { campaign_image: string }).campaign_image;
    expect(cover).not.toBe('');
    expect(imagePreload(home.html)).toBe(cover);
    // Team and fundraiser pages lead with the same cover, in the band above their face.
    expect(imagePreload((await new Client(t).page('/team/1/')).html)).toBe(cover);
    expect(imagePreload((await new Client(t).page('/fundraiser/2/')).html)).toBe(cover);
    const login = await new Client(t).page('/login/');
    expect(imagePreload(login.html)).toBeUndefined();
  });
});

describe('compression', () => {
  it('gzips the app and the page for browsers that ask, and leaves them plain otherwise', async () => {
    const asked = await t.app.request('/wp-content/plugins/give-peer-to-peer/assets/dist/p2p.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(asked.headers.get('content-encoding')).toBe('gzip');
    const plain = await t.app.request('/wp-content/plugins/give-peer-to-peer/assets/dist/p2p.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('export const app');
  });
});
