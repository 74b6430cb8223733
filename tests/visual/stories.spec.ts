import { expect, test as base, type Page } from '@playwright/test';
import { storyContentBox } from './story-box';
import { FRESH_TAG, readStories, type StoryEntry } from './stories';

/** Render phases after which the story (and its play function) has settled. */
const SETTLED_PHASES = ['completed', 'afterEach', 'finished', 'errored', 'aborted'];

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
    __STORYBOOK_ADDONS_CHANNEL__?: {
      emit: (event: string, payload: unknown) => void;
      on: (event: string, listener: (payload: never) => void) => void;
    };
    __VISUAL_FAILURES__?: Record<string, string>;
  }
}

const FREEZE_MOTION = `
  *, *::before, *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
  }
`;

/**
 * One page per worker. Loading the preview costs ~1-2 s of CPU per story; switching stories inside a
 * loaded preview (as the Storybook manager does) costs ~0.2 s. To keep screenshots independent of
 * test order, each component's stories run in a fixed order in one worker and the first story of
 * every component gets a freshly loaded page, so no state crosses from one component to another
 * (page stories always get a fresh page: see needsFreshPage).
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext(test.info().project.use);
      // A failing play function leaves the story on screen (no error display): record it from the channel.
      await context.addInitScript(() => {
        const failures: Record<string, string> = {};
        window.__VISUAL_FAILURES__ = failures;
        const subscribe = () => {
          const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
          if (!channel) return void setTimeout(subscribe, 5);
          channel.on('playFunctionThrewException', (error: { message?: string }) => {
            const id = window.__STORYBOOK_PREVIEW__?.currentRender?.id ?? '?';
            failures[id] = error?.message ?? 'play function threw';
          });
          channel.on('storyRenderPhaseChanged', ({ newPhase, storyId }: { newPhase: string; storyId: string }) => {
            if (newPhase === 'errored') failures[storyId] ??= 'render errored';
          });
        };
        subscribe();
      });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

function storybookUrl(): string {
  const url = process.env.STORYBOOK_URL;
  if (!url) throw new Error('STORYBOOK_URL is unset: run through tests/visual/playwright.config.ts');
  return url;
}

async function waitForSettledStory(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    ({ storyId, phases }) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && phases.includes(render.phase ?? '');
    },
    { storyId: id, phases: SETTLED_PHASES },
  );
}

async function showStory(page: Page, story: StoryEntry, fresh: boolean): Promise<void> {
  const loaded = page.url().startsWith(`${storybookUrl()}/iframe.html`);
  if (fresh || !loaded) {
    await page.goto(`${storybookUrl()}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    await waitForSettledStory(page, story.id);
    await page.addStyleTag({ content: FREEZE_MOTION });
  } else {
    await page.evaluate((storyId) => {
      window.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, story.id);
    await waitForSettledStory(page, story.id);
  }
  if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
    const message = await page
      .locator('#error-message')
      .textContent()
      .catch(() => '');
    throw new Error(`Story ${story.id} failed to render: ${message}`);
  }
  const failure = await page.evaluate((id) => window.__VISUAL_FAILURES__?.[id], story.id);
  if (failure) throw new Error(`Story ${story.id} failed (its play function or render): ${failure}`);
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
  });
  // Stories make no network requests (CONVENTIONS: stories are deterministic), so this returns at once.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {
    throw new Error(`Story ${story.id} still uses the network after 10 s: stories must render without it`);
  });
}

/**
 * Page stories mount a whole app (router, data cache, frames) whose leftovers can outlive a story
 * switch, so each gets a freshly loaded preview; so does any story tagged `visual-fresh`.
 */
function needsFreshPage(story: StoryEntry): boolean {
  return story.title.startsWith('Pages/') || story.tags.includes(FRESH_TAG);
}

/** Overlays (modals) are fixed to the viewport, outside the story's box: those stories shoot the viewport. */
async function needsViewportShot(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.querySelector('#storybook-root');
    if (!root) return true;
    const box = root.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return true;
    return Array.from(document.body.querySelectorAll('*')).some((element) => {
      if (element.closest('#storybook-docs, .sb-wrapper, .sb-preparing-story, .sb-preparing-docs')) return false;
      return getComputedStyle(element).position === 'fixed' && element.getClientRects().length > 0;
    });
  });
}

const byComponent = new Map<string, StoryEntry[]>();
for (const story of readStories()) byComponent.set(story.title, [...(byComponent.get(story.title) ?? []), story]);

for (const [title, stories] of byComponent) {
  test.describe(title, () => {
    // In order, in one worker (the config runs everything else fully parallel).
    test.describe.configure({ mode: 'default' });
    stories.forEach((story, position) => {
      test(story.name, async ({ storyPage: page }) => {
        await showStory(page, story, position === 0 || needsFreshPage(story));
        const name = `${story.id}.png`;
        if (await needsViewportShot(page)) {
          await expect(page).toHaveScreenshot(name);
          return;
        }
        // Only what the story paints: a changed corner is then a real share of the picture.
        const clip = await storyContentBox(page);
        if (clip) await expect(page).toHaveScreenshot(name, { clip, fullPage: true });
        else await expect(page.locator('#storybook-root')).toHaveScreenshot(name);
      });
    });
  });
}
