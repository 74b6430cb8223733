import { composeStories, composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { NO_VISUAL_TAG } from './noVisual';
import preview from './preview';

type StoryModule = Parameters<typeof composeStories>[0];

const storyModules = import.meta.glob<StoryModule>(
  ['../design-system/**/*.stories.tsx', '../screens/**/*.stories.tsx'],
  {
    eager: true,
  },
);

function chromaticSkips(parameters: Record<string, unknown>): boolean {
  const chromatic = parameters.chromatic as { disableSnapshot?: unknown } | undefined;
  return chromatic?.disableSnapshot === true;
}

const fixtureMeta = { title: 'Fixture/NoVisual', render: () => createElement('p', null, 'fixture') } satisfies Meta;

describe('no-visual tag and Chromatic', () => {
  it('turns the tag into parameters.chromatic.disableSnapshot, keeping other chromatic parameters', () => {
    const tagged = composeStory(
      { tags: [NO_VISUAL_TAG], parameters: { chromatic: { delay: 300 } } } satisfies StoryObj,
      fixtureMeta,
      preview,
    );
    expect(tagged.tags).toContain(NO_VISUAL_TAG);
    expect(tagged.parameters.chromatic).toEqual({ delay: 300, disableSnapshot: true });
  });

  it('reads the tag from the meta too', () => {
    const story = composeStory({} satisfies StoryObj, { ...fixtureMeta, tags: [NO_VISUAL_TAG] }, preview);
    expect(chromaticSkips(story.parameters)).toBe(true);
  });

  it('leaves untagged stories to Chromatic', () => {
    const story = composeStory({ tags: ['visual-fresh'] } satisfies StoryObj, fixtureMeta, preview);
    expect(chromaticSkips(story.parameters)).toBe(false);
  });

  it('every story: Chromatic skips it exactly when the local visual spec does', () => {
    const files = Object.entries(storyModules);
    expect(files.length).toBeGreaterThan(40);
    const mismatched = files.flatMap(([file, module]) =>
      Object.values(composeStories(module, preview))
        .filter((story) => story.tags.includes(NO_VISUAL_TAG) !== chromaticSkips(story.parameters))
        .map((story) => `${file}: ${story.storyName}`),
    );
    expect(mismatched).toEqual([]);
  });
});
