import type { Preview } from '@storybook/react-vite';

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];

/**
 * Tag a story (or a whole meta) with this to keep it out of every visual baseline, and say why in the
 * story. Write it as a literal in `tags`: Storybook's indexer reads tags statically, and tests/visual
 * skips the stories that index.json lists with it.
 */
export const NO_VISUAL_TAG = 'no-visual';

/**
 * Chromatic skips a story by `parameters.chromatic.disableSnapshot`, not by tag. An argTypes enhancer
 * is the one project-level hook that sees each story's combined tags and parameters (the object
 * Chromatic later reads), so the tag becomes the parameter here and nowhere else; the argTypes pass
 * through untouched. .storybook/noVisual.test.ts checks every story against this rule.
 */
export const skipChromaticForNoVisual: ArgTypesEnhancer = (context) => {
  if (context.tags.includes(NO_VISUAL_TAG)) {
    context.parameters.chromatic = { ...context.parameters.chromatic, disableSnapshot: true };
  }
  return context.argTypes;
};
