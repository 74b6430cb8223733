import type { Page } from '@playwright/test';
import { storyContentBox, type Box } from './story-box';
import type { StoryEntry } from './stories';

/**
 * Render phases after which the story has settled: 'finished' comes after the afterEach hooks, where the a11y
 * addon runs axe with the story's own `a11y` parameters and reports what it found (see recordStoryFailures).
 */
const SETTLED_PHASES = ['finished', 'errored', 'aborted'];

/** An argType as the preview's story store holds it (docgen's row, then the stories' own). */
export interface StoreArgType {
  type?: { name?: string };
  table?: { type?: { summary?: string }; defaultValue?: { summary?: string } | null; disable?: boolean };
}

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: {
      currentRender?: { id?: string; phase?: string };
      /** Every story's prepared entry (title, argTypes as the docs tables print them), by story id. */
      extract?: () => Promise<Record<string, { title: string; argTypes: Record<string, StoreArgType> }>>;
    };
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

/** How long lazy code may take to arrive, and a story's box to stop changing, before the story fails. */
const SETTLE_TIMEOUT_MS = 15_000;

/** An axe violation as the a11y addon reports it in STORY_FINISHED. */
interface A11yViolation {
  id: string;
  impact?: string;
  help: string;
  nodes: { target: unknown[] }[];
}
interface StoryReport {
  type: string;
  status: string;
  result?: { violations?: A11yViolation[]; error?: unknown };
}

/**
 * An init script: a failing play function leaves the story on screen (no error display), so failures are
 * recorded from the channel for showStory to report. So are the story's failed reports: the a11y addon runs axe
 * after every story render in any Storybook (its `test: 'error'` parameter, set in .storybook/preview.tsx, marks
 * violations failed), and the preview then emits STORY_FINISHED with status 'error'. This is what the Vitest
 * story step checked, read from the same addon with the same per-story parameters, so that step is gone.
 */
export function recordStoryFailures(): void {
  const failures: Record<string, string> = {};
  window.__VISUAL_FAILURES__ = failures;
  const subscribe = () => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return void setTimeout(subscribe, 5);
    channel.on('playFunctionThrewException', (error: { message?: string }) => {
      const id = window.__STORYBOOK_PREVIEW__?.currentRender?.id ?? '?';
      failures[id] = error?.message ?? 'play function threw';
    });
    channel.on(
      'storyFinished',
      ({ storyId, status, reporters }: { storyId: string; status: string; reporters: StoryReport[] }) => {
        if (status !== 'error') return;
        const failed = reporters.filter((report) => report.status === 'failed');
        const lines = failed.flatMap((report) =>
          report.result?.violations?.length
            ? report.result.violations.map(
                (violation) =>
                  `${report.type} ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} at ${violation.nodes
                    .map((node) => JSON.stringify(node.target))
                    .join(', ')}`,
              )
            : [`${report.type}: ${String(report.result?.error ?? 'failed')}`],
        );
        failures[storyId] ??= lines.join('\n') || 'unhandled errors while playing';
      },
    );
    channel.on('storyRenderPhaseChanged', ({ newPhase, storyId }: { newPhase: string; storyId: string }) => {
      if (newPhase === 'errored') failures[storyId] ??= 'render errored';
    });
  };
  subscribe();
}

export function storybookUrl(): string {
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

const sameBox = (a: Box | null, b: Box | null) =>
  a === b || (!!a && !!b && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height);

/**
 * Storybook calls a story rendered once React committed its first frame, and the network goes quiet once the
 * chunks are in; a page story can still be showing its Suspense fallback then (React reveals a resolved
 * boundary up to 300 ms later, longer on a busy machine). One baseline run shot Pages/CreateTeam › Empty
 * 274 px tall instead of 1191 that way. So: no fallback left (screens/shared/CodeLoading marks each), then the
 * painted box the same over two consecutive frames. Returns that box.
 */
async function waitForSettledLayout(page: Page, id: string): Promise<Box | null> {
  await page
    .waitForFunction(() => !document.querySelector('#storybook-root [data-loading-code]'), undefined, {
      timeout: SETTLE_TIMEOUT_MS,
    })
    .catch(() => {
      throw new Error(`Story ${id} still waits for lazy code after ${SETTLE_TIMEOUT_MS / 1000} s`);
    });
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let previous = await storyContentBox(page);
  for (;;) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const box = await storyContentBox(page);
    if (sameBox(box, previous)) return box;
    if (Date.now() > deadline) throw new Error(`Story ${id} kept changing size for ${SETTLE_TIMEOUT_MS / 1000} s`);
    previous = box;
  }
}

/**
 * Shows a story and returns once it is ready to shoot: rendered, play function done, fonts and images in, no
 * lazy code pending, its size steady. `fresh` loads the preview anew; otherwise the loaded preview switches
 * story (~0.2 s instead of 1-2 s of CPU). Returns the box the story paints (storyContentBox), null if nothing.
 */
export async function showStory(page: Page, story: StoryEntry, fresh: boolean): Promise<Box | null> {
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
  if (failure) throw new Error(`Story ${story.id} failed (its play function, render or a11y check): ${failure}`);
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
  });
  // Stories make no network requests (CONVENTIONS: stories are deterministic), so this returns at once.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {
    throw new Error(`Story ${story.id} still uses the network after 10 s: stories must render without it`);
  });
  return waitForSettledLayout(page, story.id);
}
