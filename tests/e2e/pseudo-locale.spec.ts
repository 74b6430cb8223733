import { expect, test, type Page } from './test';
import { pseudo } from '../../scripts/i18n-json.mjs';
import { ADMIN_CAMPAIGNS } from './adminHelpers';
import { CAMPAIGN_PATH } from './env';
import { expectFillsFromTheLeft, firstPartlyFilledBar, transformOf } from './mirroring';
import {
  ADMIN_MOUNT,
  checkAtPhoneThenDesktop,
  DESKTOP,
  expectFitsUnderPolicy,
  expectFramed,
  inLocale,
  openAdmin,
  openVisitor,
  PHONE,
  underStrictPolicy,
  VISITOR_MOUNT,
} from './sweep';
import { ADMIN_ROUTES, FUNDRAISERS_TAB, TEAMS_TAB, VISITOR_ROUTES, type SweptRoute } from './sweptRoutes';

// Every route in the pseudo-locale (en_XA: every string accented, ~35% longer and [bracketed], made from the
// template by scripts/i18n-json.mjs), loaded once at a phone width and checked there and again once the window is
// widened to a desktop (checkAtPhoneThenDesktop). Any visible text outside
// brackets either escaped translation or is data. The data rule: text the page got from the host — the mount's
// data-* attributes and every JSON response — or a number/amount/date (no word of the source language survives
// those). And the longer text must fit: no horizontal page scroll, no text container that cuts its text off
// (sideways or at the bottom), no text spilling out of its box, and no ellipsis on a translated string. The same
// load checks the page frame and the policy (sweep.ts), and that a left-to-right page turns nothing.

/** The pseudo text of a route's heading, its `%s` filled in with the data (a name). */
const pseudoHeading = ({ source, name }: NonNullable<SweptRoute['heading']>) =>
  name === undefined ? pseudo(source) : pseudo(source).replace('%s', name);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A row action's pseudo name with any name for `%s` (the first row's, whatever the list's order puts there). */
const pseudoPattern = (source: string) => new RegExp(`^${pseudo(source).split('%s').map(escapeRegExp).join('.+')}$`);

/** The lists' confirmation dialogs, opened from the first row and swept open (never confirmed), by list. */
const ADMIN_DIALOGS: Readonly<Record<string, { dialog: string; button: RegExp }>> = {
  [ADMIN_CAMPAIGNS]: { dialog: 'duplicate campaign', button: pseudoPattern('Duplicate “%s”') },
  [TEAMS_TAB]: { dialog: 'delete team', button: pseudoPattern('Delete %s') },
  [FUNDRAISERS_TAB]: { dialog: 'delete fundraiser', button: pseudoPattern('Delete %s') },
};

test.beforeAll(async ({ request }) => {
  await request.post('/__test__/reset');
});

test.beforeEach(async ({ context }) => {
  await inLocale(context, 'en_XA');
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
    // innerText applies text-transform: an uppercase label ('OUR SPONSORS') may be data in any case.
    const plainUpper = plain.toLocaleUpperCase();
    const isData = (text: string) =>
      decoded.includes(text) ||
      plain.includes(text) ||
      (text === text.toLocaleUpperCase() && plainUpper.includes(text)) ||
      initialsOfData(text) ||
      decoded.includes(JSON.stringify(text).slice(1, -1)) ||
      // Amounts, counts, percentages, dates: digits with separators, currency, month names from Intl.
      /^[\d\s.,:%/$€₪+\-–()]*$/.test(text) ||
      /^(\d{1,2} )?(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2},? \d{4}$/.test(text) ||
      // Relative times worded by Intl.RelativeTimeFormat (the dashboard's gifts, the captain's members).
      /^(\d+ (second|minute|hour|day|week|month|year)s? ago|now|yesterday|last (week|month|year))$/.test(text);
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
    const finding = (element: Element, why: string) =>
      `${why}: ${element.tagName.toLowerCase()}.${element.className}: ${(element.textContent ?? '').slice(0, 60)}`;
    // The element's own text (its text nodes, not its children's): where longer text would spill out of a box.
    const ownText = (element: Element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
    for (const element of root.querySelectorAll('*')) {
      if (!visible(element) || !/\p{L}/u.test(element.textContent ?? '')) continue;
      const style = getComputedStyle(element);
      // Visually hidden text (1 px boxes for screen readers) clips on purpose.
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const wide = element.scrollWidth > element.clientWidth + 1;
      const tall = element.scrollHeight > element.clientHeight + 1;
      // A scroll region (a wide admin table on a phone) lets the reader scroll; hidden and clip cut text off,
      // sideways or at the bottom (a fixed-height box whose longer text wraps onto a line it hides).
      const cut =
        (['hidden', 'clip'].includes(style.overflowX) && wide) ||
        (['hidden', 'clip'].includes(style.overflowY) && tall);
      // An ellipsis is a chosen truncation, for data only (a long name): a translated string must fit whole.
      const ellipsisOnData = style.textOverflow === 'ellipsis' && !/\[/.test(element.textContent ?? '');
      if (cut && !ellipsisOnData) clipped.push(finding(element, 'cut off'));
      // Text that overflows a box that lets it show (a button or badge narrower than its label) runs over its
      // neighbours: the box did not grow with the longer text.
      else if (style.overflowX === 'visible' && wide && /\p{L}/u.test(ownText(element)))
        clipped.push(finding(element, 'spills out'));
    }
    return {
      untranslated,
      clipped,
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  }, mount);
}

async function expectPseudoClean(page: Page, mount: string): Promise<void> {
  const findings = await sweep(page, mount);
  expect(findings.untranslated, 'visible text outside [brackets] that is not data').toEqual([]);
  expect(findings.clipped, 'text containers that clip the longer text').toEqual([]);
  expect(findings.pageOverflow, 'horizontal page overflow (px)').toBeLessThanOrEqual(0);
}

/** A campaign colour as getComputedStyle writes it. */
const toRgb = (hex: string) => {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return `rgb(${parseInt(full.slice(0, 2), 16)}, ${parseInt(full.slice(2, 4), 16)}, ${parseInt(full.slice(4, 6), 16)})`;
};

/** The closer look some pages get on the same load: a left-to-right page turns nothing, and the colours apply. */
const DETAILS: Readonly<Record<string, (page: Page) => Promise<void>>> = {
  '/': async (page) => {
    await expectFillsFromTheLeft(await firstPartlyFilledBar(page));
    // The campaign's colours reach the page under the policy (no inline style): Start Fundraising wears one.
    const startFundraising = page
      .locator(VISITOR_MOUNT)
      .getByRole('link', { name: pseudo('Start Fundraising'), exact: true })
      .first();
    const background = await startFundraising.evaluate((element) => getComputedStyle(element).backgroundColor);
    const campaign = await page.evaluate(
      () =>
        JSON.parse(document.getElementById('p2p-app')?.dataset.campaign ?? '{}') as {
          primary_color: string;
          secondary_color: string;
        },
    );
    expect([toRgb(campaign.primary_color), toRgb(campaign.secondary_color)]).toContain(background);
  },
  '/register/': async (page) => {
    const arrow = page.locator('main a svg').first();
    await expect(arrow).toBeVisible();
    expect(await transformOf(arrow), 'an arrow in a left-to-right page is not turned').toBe('none');
  },
};

for (const route of VISITOR_ROUTES) {
  const who = route.user ? ` as ${route.user}` : '';
  test(`${route.path}${who} at 375 then 1280 px: every string translated, nothing clipped, framed, no CSP violation`, async ({
    page,
  }) => {
    await recordData(page);
    await underStrictPolicy(page);
    await openVisitor(page, route, PHONE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    if (route.heading)
      await expect(page.locator(`${VISITOR_MOUNT} h1`).first()).toHaveText(pseudoHeading(route.heading));
    await checkAtPhoneThenDesktop(page, VISITOR_MOUNT, async (viewport) => {
      await expectPseudoClean(page, VISITOR_MOUNT);
      await DETAILS[route.path]?.(page);
      await expectFramed(page, route.frame, viewport);
      await expectFitsUnderPolicy(page);
    });
  });
}

for (const route of ADMIN_ROUTES) {
  const dialog = ADMIN_DIALOGS[route.path];
  const andDialog = dialog ? `, and with the ${dialog.dialog} dialog open` : '';
  test(`admin ${route.path} at 375 then 1280 px${andDialog}: every string translated, nothing clipped, no CSP violation`, async ({
    page,
  }) => {
    await recordData(page);
    await underStrictPolicy(page);
    await openAdmin(page, route, PHONE);
    if (route.heading)
      await expect(
        page.locator(ADMIN_MOUNT).getByRole('heading', { name: pseudoHeading(route.heading), exact: true }),
      ).toBeVisible();
    await checkAtPhoneThenDesktop(page, ADMIN_MOUNT, async () => {
      await expectPseudoClean(page, ADMIN_MOUNT);
      // Before the dialog: its scroll lock (Radix's react-remove-scroll) writes an inline <style>, which the
      // strict policy blocks and reports.
      await expectFitsUnderPolicy(page);
    });
    if (dialog) {
      await page.locator(ADMIN_MOUNT).getByRole('button', { name: dialog.button }).first().click();
      // The dialog is portalled into the theme root inside the mount, so the mount's sweep reads it.
      await expect(page.locator(ADMIN_MOUNT).getByRole('dialog')).toBeVisible();
      await expectPseudoClean(page, ADMIN_MOUNT);
    }
  });
}

test('a list still loading: its label, a translated string inside another, is translated', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await recordData(page);
  // The lists' searches never answer, so the sweep sees them loading, as a slow network would show them.
  await page.route(/get-campaign-(teams|fundraisers)-search/, () => undefined);
  await page.goto(`${CAMPAIGN_PATH}/`);
  const loading = page.locator('#p2p-app [role="status"][aria-label^="[Ļöåđîñĝ [Ţöþ Ţéåɱš"]');
  // A key press is an interaction: the sections that wait for one render at once, instead of when the browser is
  // next idle (late on a busy machine). The lists come inside the About section's chunk: press until they show.
  await expect
    .poll(
      async () => {
        await page.keyboard.press('Shift');
        return loading.count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  const findings = await sweep(page, '#p2p-app');
  expect(findings.untranslated).toEqual([]);
});

test.describe('a first visit', () => {
  // The chunk's request is the evidence: it must not come from an earlier test's cache.
  test.use({ coldCache: true });
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
});
