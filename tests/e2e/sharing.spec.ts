import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test';
import { waitForQuietNetwork } from './quietNetwork';
import { CAMPAIGN_PATH, CAMPAIGN_URL } from './env';
import { expectNoAxeViolations } from './axe';

/** Frank Fundraiser (fundraiser 2) and his team, Clean Water Crew (team 1), as the seed has them. */
const FRANK = `${CAMPAIGN_PATH}/fundraiser/2/`;
const TEAM = `${CAMPAIGN_PATH}/team/1/`;

test.beforeAll(async ({ request }) => {
  await request.post('/__test__/reset');
});

/** Headless Chromium on Linux has no share sheet; make sure, so the fallback test never depends on the build. */
async function withoutWebShare(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
    Reflect.deleteProperty(Navigator.prototype, 'canShare');
  });
}

test('with Web Share the one Share button hands title, text and URL to the share sheet', async ({ page }) => {
  // The stub lives in this test only: it records what the page asks to share and resolves like a real sheet.
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { __shareCalls: calls });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: unknown) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
    Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
  });
  await page.goto(FRANK);
  const support = page.getByRole('region', { name: 'Support this fundraiser' });
  await expect(support.getByRole('link', { name: 'Share on Facebook' })).toHaveCount(0);
  await support.getByRole('button', { name: 'Share', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shareCalls: unknown[] }).__shareCalls))
    .toEqual([
      {
        title: 'Frank Fundraiser',
        text: 'Support Frank Fundraiser with a donation.',
        url: `${CAMPAIGN_URL}/fundraiser/2/`,
      },
    ]);
});

test('a dismissed share sheet (AbortError) is no error: the Share button stays, nothing else shows', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: () => {
        document.documentElement.dataset.shareCalls = String(
          Number(document.documentElement.dataset.shareCalls ?? 0) + 1,
        );
        return Promise.reject(new DOMException('Share canceled', 'AbortError'));
      },
    });
  });
  await page.goto(TEAM);
  const support = page.getByRole('region', { name: 'Support this team' });
  await support.getByRole('button', { name: 'Share', exact: true }).click();
  // The sheet was asked for and refused; a frame and a task later the page has handled the refusal and rendered.
  await expect(page.locator('html')).toHaveAttribute('data-share-calls', '1');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await expect(support.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  await expect(support.getByRole('link', { name: 'Share on Facebook' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('without Web Share the three share links show', async ({ page }) => {
  await withoutWebShare(page);
  await page.goto(FRANK);
  const support = page.getByRole('region', { name: 'Support this fundraiser' });
  await expect(support.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  const link = encodeURIComponent(`${CAMPAIGN_URL}/fundraiser/2/`);
  await expect(support.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${link}`,
  );
  await expect(support.getByRole('link', { name: 'Share on X' })).toBeVisible();
  await expect(support.getByRole('link', { name: 'Share by Email' })).toBeVisible();
});

test('with a mouse: Facebook, X and Email only (sms: goes nowhere on a computer), and no Twitter', async ({ page }) => {
  await withoutWebShare(page);
  await page.goto(FRANK);
  const support = page.getByRole('region', { name: 'Support this fundraiser' });
  await expect(support.getByRole('link', { name: /^Share (on|by) / })).toHaveCount(3);
  await expect(support.getByRole('link', { name: 'Share on WhatsApp' })).toBeHidden();
  await expect(support.getByRole('link', { name: 'Share by text message' })).toBeHidden();
  await expect(page.getByRole('link', { name: /Twitter/ })).toHaveCount(0);
});

test.describe('on a touch phone without a share sheet', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('WhatsApp and SMS join the row: five buttons, one compact row, the page in the message', async ({ page }) => {
    await withoutWebShare(page);
    await page.goto(FRANK);
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    const support = page.getByRole('region', { name: 'Support this fundraiser' });
    const links = support.getByRole('link', { name: /^Share (on|by) / });
    await expect(links).toHaveCount(5);
    const page2 = `${CAMPAIGN_URL}/fundraiser/2/`;
    const whatsapp = new URL(
      (await support.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')) ?? '',
    );
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/');
    expect(whatsapp.searchParams.get('text')).toMatch(new RegExp(`${page2.replace(/[.?/]/g, '\\$&')}$`));
    const sms = (await support.getByRole('link', { name: 'Share by text message' }).getAttribute('href')) ?? '';
    expect(sms.startsWith('sms:?&body=')).toBe(true);
    expect(decodeURIComponent(sms.slice('sms:?&body='.length)).endsWith(page2)).toBe(true);
    const boxes = await links.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON()));
    expect(new Set(boxes.map((box: DOMRect) => Math.round(box.top))).size).toBe(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoAxeViolations(page);
  });
});

test('Copy link puts the page URL on the clipboard and a toast confirms it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await withoutWebShare(page);
  await page.goto(TEAM);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${CAMPAIGN_URL}/team/1/`);
  // The toast goes away by itself.
  await expect(page.getByText('Link copied')).toHaveCount(0, { timeout: 8_000 });
});

test('the QR dialog shows the code of the page URL and downloads it as SVG and PNG', async ({ page }) => {
  test.setTimeout(120_000); // axe over the whole page plus two downloads, on a shared 2-core machine
  await withoutWebShare(page);
  const qrChunks: string[] = [];
  page.on('request', (request) => {
    if (/QrCodeDialog/.test(request.url())) qrChunks.push(request.url());
  });
  await page.goto(FRANK);
  await waitForQuietNetwork(page);
  expect(qrChunks, 'the QR code and its library load only when asked for').toEqual([]);

  const open = page.getByRole('button', { name: 'QR code' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'QR code for Frank Fundraiser' });
  await expect(dialog).toBeVisible();
  expect(qrChunks).toHaveLength(1);
  const url = `${CAMPAIGN_URL}/fundraiser/2/`;
  const image = dialog.getByRole('img', { name: `QR code linking to ${url}` });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('data-qr-url', url);
  await expect(image.locator('path')).toHaveAttribute('d', /^M\d+ \d+h\d+v1h-\d+z/);
  await expectNoAxeViolations(page);

  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe('fundraiser-frank-fundraiser-qr.svg');
  const svgText = await readFile((await svg.path()) ?? '', 'utf8');
  expect(svgText).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
  expect(svgText).toContain(`<title>QR code linking to ${url}</title>`);
  expect(svgText).toContain(`d="${await image.locator('path').getAttribute('d')}"`);

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('fundraiser-frank-fundraiser-qr.png');
  const pngBytes = await readFile((await png.path()) ?? '');
  expect([...pngBytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(pngBytes.readUInt32BE(16), 'poster-sized').toBeGreaterThanOrEqual(600);

  // Escape closes it and focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});

test("the team page's QR code names the team file", async ({ page }) => {
  await withoutWebShare(page);
  await page.goto(TEAM);
  await page.getByRole('button', { name: 'QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'QR code for Clean Water Crew' });
  await expect(dialog.getByRole('img', { name: `QR code linking to ${CAMPAIGN_URL}/team/1/` })).toBeVisible();
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe('team-clean-water-crew-qr.svg');
});

/** The content of the head's <meta property|name=key>, decoded by the browser. */
async function metaTags(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.head.querySelectorAll('meta[property], meta[name]')].map((meta) => [
        meta.getAttribute('property') ?? meta.getAttribute('name') ?? '',
        meta.getAttribute('content') ?? '',
      ]),
    ),
  );
}

test('Open Graph and Twitter card tags: the campaign on /, the team and the fundraiser on theirs', async ({ page }) => {
  await page.goto(`${CAMPAIGN_PATH}/`);
  const home = await metaTags(page);
  expect(home).toMatchObject({
    'og:type': 'website',
    'og:site_name': 'Run for Clean Water',
    'og:title': 'Run for Clean Water',
    'og:url': `${CAMPAIGN_URL}/`,
    'twitter:card': 'summary_large_image',
    'twitter:title': 'Run for Clean Water',
  });
  expect(home['og:description']).toMatch(/^Lace up/);
  expect(home['og:image']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.*lake-dawn\.jpg$/);
  expect(home['twitter:image']).toBe(home['og:image']);
  // The cover the card points at is really served.
  expect((await page.request.get(home['og:image'] ?? '')).status()).toBe(200);

  await page.goto(TEAM);
  const team = await metaTags(page);
  expect(team).toMatchObject({
    'og:title': 'Clean Water Crew',
    'og:url': `${CAMPAIGN_URL}/team/1/`,
    'twitter:card': 'summary_large_image',
  });
  expect(team['og:image']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.*forest-path\.jpg$/);
  expect(team['og:description']).not.toMatch(/[<>]/);

  await page.goto(FRANK);
  const frank = await metaTags(page);
  expect(frank).toMatchObject({
    'og:title': 'Frank Fundraiser',
    'og:url': `${CAMPAIGN_URL}/fundraiser/2/`,
    'og:site_name': 'Run for Clean Water',
  });
  expect(frank['og:image']).toMatch(/^http:\/\//);
  expect(frank['og:image']).not.toBe(home['og:image']);
  expect((await page.request.get(frank['og:image'] ?? '')).status()).toBe(200);
});
