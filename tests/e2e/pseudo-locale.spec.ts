import { expect, test, type Page } from '@playwright/test';
import { waitForQuietNetwork } from './quietNetwork';
import { ADMIN_CAMPAIGNS } from './adminHelpers';
import { BASE_URL, CAMPAIGN_PATH, DEMO_USERS } from './env';
import { logInAs } from './visitorHelpers';

// Issue 14 §3: every route in the pseudo-locale (en_XA: every string accented, ~35% longer and [bracketed], made
// from the template by scripts/i18n-json.mjs). Any visible text outside brackets either escaped translation or is
// data. The data rule: text the page got from the host — the mount's data-* attributes and every JSON response —
// or a number/amount/date (no word of the source language survives those). And the longer text must fit: no
// horizontal page scroll, no text container that clips its text.

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const LOCALE_COOKIE = 'p2p_test_locale';

const VISITOR_ROUTES = [
  '/',
  '/team-leaderboard/',
  '/fundraiser-leaderboard/',
  '/team/1/',
  '/fundraiser/2/',
  '/register/',
  '/register/teams/',
  '/register/individual/',
  '/register/captain/',
  '/login/',
  '/lost-password/',
  '/lost-password/sent',
  '/team/1/join/',
  '/nowhere/',
];
const ADMIN_ROUTES = [
  ADMIN_CAMPAIGNS,
  '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=teams',
  '/wp-admin/admin.php?page=p2p-edit-campaign&id=1&tab=fundraisers',
];

test.beforeAll(async ({ request }) => {
  await request.post('/__test__/reset');
});

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'en_XA', url: BASE_URL }]);
});

/**
 * Keeps the text of every fetch response in the page (window.__p2pData): what the page shows from it is data, not
 * a string to translate. An init script, so it wraps fetch before the app starts.
 */
async function recordData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const data: string[] = [];
    (window as unknown as { __p2pData: string[] }).__p2pData = data;
    const original = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await original(...args);
      response
        .clone()
        .text()
        .then((text) => data.push(text))
        .catch(() => undefined);
      return response;
    };
  });
}

interface Findings {
  untranslated: string[];
  clipped: string[];
  pageOverflow: number;
}

async function sweep(page: Page, mount: string): Promise<Findings> {
  return page.evaluate((mount) => {
    const json = (window as unknown as { __p2pData?: string[] }).__p2pData ?? [];
    const root = document.querySelector(mount);
    if (!root) return { untranslated: [`no ${mount}`], clipped: [], pageOverflow: 0 };
    const attributes = [...root.attributes].map((attribute) => attribute.value);
    // JSON text as the page shows it: escapes decoded (names with quotes, accents, slashes).
    const data = [...attributes, ...json]
      .map((text) => {
        try {
          return JSON.stringify(JSON.parse(text), null, 0);
        } catch {
          return text;
        }
      })
      .join('\n');
    const decoded = data.replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    // Stories and descriptions arrive as HTML: their text as shown runs across inline tags.
    const plain = decoded.replace(/<[^>]+>/g, '');
    // An avatar without a photo shows initials: each letter starts a word of the data (a donor's or member's name).
    const initialsOfData = (text: string) =>
      /^\p{Lu}{1,2}$/u.test(text) &&
      [...text].every((letter) => new RegExp(`(^|[^\\p{L}])${letter}\\p{Ll}`, 'u').test(plain));
    const isData = (text: string) =>
      decoded.includes(text) ||
      plain.includes(text) ||
      initialsOfData(text) ||
      decoded.includes(JSON.stringify(text).slice(1, -1)) ||
      // Amounts, counts, percentages, dates: digits with separators, currency, month names from Intl.
      /^[\d\s.,:%/$€₪+\-–()]*$/.test(text) ||
      /^(\d{1,2} )?(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2},? \d{4}$/.test(text);
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && rect.width > 0 && rect.height > 0;
    };
    const untranslated: string[] = [];
    // The rendered text (innerText: what is laid out, screen-reader-only text included), [pseudo] segments
    // removed even where an element splits one (a link's last word kept with its arrow); each line left that
    // has a letter must be data. Innermost first: a translated string may hold another one ("[Ļöåđîñĝ [Ţöþ
    // Ţéåɱš ~ļö] ~ļö]", a list's loading label), and a flat match would leave the outer tail behind.
    // biome-ignore lint/performance/useDomNodeTextContent: the laid-out text (hidden nodes out, line breaks in) is what a reader sees
    let rest = (root as HTMLElement).innerText;
    for (let previous = ''; previous !== rest; ) {
      previous = rest;
      rest = rest.replace(/\[[^[\]]*\]/g, '\n');
    }
    for (const line of rest.split('\n')) {
      const text = line.replace(/\s+/g, ' ').trim();
      if (/\p{L}/u.test(text) && !isData(text)) untranslated.push(text);
    }
    // Also accessible names given as attributes.
    for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (!value || !/\p{L}/u.test(value) || value.startsWith('[')) continue;
        if (!isData(value)) untranslated.push(`${element.tagName.toLowerCase()}[${name}]: ${value}`);
      }
    }
    const clipped: string[] = [];
    for (const element of root.querySelectorAll('*')) {
      if (!visible(element) || !/\p{L}/u.test(element.textContent ?? '')) continue;
      const style = getComputedStyle(element);
      // A scroll region (a wide admin table on a phone) lets the reader scroll; hidden and clip cut text off.
      const clips = ['hidden', 'clip'].includes(style.overflowX);
      // Visually hidden text (1 px boxes for screen readers) clips on purpose; an ellipsis is a chosen truncation.
      const visuallyHidden = element.clientWidth <= 1 || element.clientHeight <= 1;
      if (
        clips &&
        !visuallyHidden &&
        element.scrollWidth > element.clientWidth + 1 &&
        style.textOverflow !== 'ellipsis'
      ) {
        clipped.push(
          `${element.tagName.toLowerCase()}.${element.className}: ${(element.textContent ?? '').slice(0, 60)}`,
        );
      }
    }
    return {
      untranslated,
      clipped,
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  }, mount);
}

async function expectPseudoClean(page: Page, mount: string): Promise<void> {
  await waitForQuietNetwork(page);
  // The settled page: a list still loading under a slow run is swept by its own test above.
  await expect(page.locator(`${mount} [role="status"]:has(svg)`)).toHaveCount(0);
  const findings = await sweep(page, mount);
  expect(findings.untranslated, 'visible text outside [brackets] that is not data').toEqual([]);
  expect(findings.clipped, 'text containers that clip the longer text').toEqual([]);
  expect(findings.pageOverflow, 'horizontal page overflow (px)').toBeLessThanOrEqual(0);
}

for (const route of VISITOR_ROUTES) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`${route} at ${viewport.width} px: every string translated, nothing clipped`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await recordData(page);
      await page.goto(`${CAMPAIGN_PATH}${route}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      await expect(page.locator('h1').first()).toBeVisible();
      await expectPseudoClean(page, '#p2p-app');
    });
  }
}

test('a list still loading: its label, a translated string inside another, is translated', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await recordData(page);
  // The lists' searches never answer, so the sweep sees them loading, as a slow network would show them.
  await page.route(/get-campaign-(teams|fundraisers)-search/, () => undefined);
  await page.goto(`${CAMPAIGN_PATH}/`);
  const loading = page.locator('#p2p-app [role="status"][aria-label^="[Ļöåđîñĝ [Ţöþ Ţéåɱš"]');
  await expect(loading).toHaveCount(1);
  const findings = await sweep(page, '#p2p-app');
  expect(findings.untranslated).toEqual([]);
});

test('a string that lives only in a lazily loaded chunk is translated after an in-app move', async ({ page }) => {
  await page.goto(`${CAMPAIGN_PATH}/`);
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) loaded.push(request.url());
  });
  await expect(page.locator('h1')).toBeVisible();
  await page.locator('a[href$="/team-leaderboard/"]').first().click();
  await expect(page.getByText(/^\[Šĥöŵîñĝ \d+ - \d+ öƒ \d+ Ţöţåļ Ţéåɱš/)).toBeVisible();
  // The leaderboard came as a chunk after the first screen: the translation did not ride in the entry.
  expect(loaded.length).toBeGreaterThan(0);
});

for (const route of ADMIN_ROUTES) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`admin ${route} at ${viewport.width} px: every string translated, nothing clipped`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await recordData(page);
      await logInAs(page, DEMO_USERS.admin, `${CAMPAIGN_PATH}/`);
      await page.goto(route);
      await expect(page.locator('#give-p2p-campaigns-app h1, #give-p2p-campaigns-app h2').first()).toBeVisible();
      await expectPseudoClean(page, '#give-p2p-campaigns-app');
    });
  }
}
