import { expect, test as base, type Page } from '@playwright/test';
import { recordStoryFailures, showStory } from './show-story';
import { FRESH_TAG, PHONE_TAG, PHONE_VIEWPORT, readStories, readUnshotStories, type StoryEntry } from './stories';

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
      await context.addInitScript(recordStoryFailures);
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Page stories mount a whole app (router, data cache, frames) whose leftovers can outlive a story
 * switch, so each gets a freshly loaded preview; so does any story tagged `visual-fresh`.
 */
function needsFreshPage(story: StoryEntry): boolean {
  return story.title.startsWith('Pages/') || story.tags.includes(FRESH_TAG) || story.tags.includes(PHONE_TAG);
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
        const phone = story.tags.includes(PHONE_TAG);
        const desktop = page.viewportSize();
        if (phone) await page.setViewportSize(PHONE_VIEWPORT);
        try {
          // Only what the story paints (its settled box): a changed corner is then a real share of the picture.
          const clip = await showStory(page, story, position === 0 || needsFreshPage(story));
          const name = `${story.id}.png`;
          if (await needsViewportShot(page)) {
            await expect(page).toHaveScreenshot(name);
            return;
          }
          if (clip) await expect(page).toHaveScreenshot(name, { clip, fullPage: true });
          else await expect(page.locator('#storybook-root')).toHaveScreenshot(name);
        } finally {
          // The page is the worker's: the next story is shot at the usual width.
          if (phone && desktop) await page.setViewportSize(desktop);
        }
      });
    });
  });
}

// Kept out of the baselines, not out of the checks: showStory fails on a thrown play function or an a11y violation.
const unshot = readUnshotStories();
if (unshot.length > 0) {
  test.describe('without a baseline (checks only)', () => {
    for (const story of unshot) {
      test(`${story.title} › ${story.name}`, async ({ storyPage: page }) => {
        await showStory(page, story, true);
      });
    }
  });
}
