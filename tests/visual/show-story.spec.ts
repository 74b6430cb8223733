import { expect, test } from '@playwright/test';
import { recordStoryFailures, showStory } from './show-story';
import { readStories } from './stories';

/** Only the create-team page's own chunk holds this sentence. */
const PAGE_CHUNK_TEXT = 'Give your team a name, a story and a goal';
const HOLD_MS = 1500;

test('a page story is shot only once its lazy page code has rendered, not while its fallback shows', async ({
  browser,
}) => {
  const story = readStories().find(({ id }) => id === 'pages-createteam--empty');
  if (!story) throw new Error('Pages/CreateTeam › Empty is not in the built Storybook');
  const context = await browser.newContext(test.info().project.use);
  await context.addInitScript(recordStoryFailures);
  const page = await context.newPage();
  let held = 0;
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(PAGE_CHUNK_TEXT)) return route.fulfill({ response, body });
    held += 1;
    // The download completes at once and the chunk waits as it runs: the network is quiet while the page
    // still shows its fallback, as when React holds a resolved boundary back.
    return route.fulfill({
      response,
      body: `await new Promise((resolve) => setTimeout(resolve, ${HOLD_MS}));\n${body}`,
    });
  });

  await showStory(page, story, true);

  expect(held).toBe(1);
  // Checked at once, no retrying: showStory must already have waited for it.
  expect(await page.getByRole('heading', { level: 1, name: 'Create your team' }).isVisible()).toBe(true);
  expect(await page.locator('[data-loading-code]').count()).toBe(0);
  await context.close();
});
