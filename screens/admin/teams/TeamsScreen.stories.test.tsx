import { composeStories } from '@storybook/react-vite';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import preview from '../../../.storybook/preview';
import * as stories from './TeamsScreen.stories';

// Storybook's browser runner is the usual home of these plays; this runs them in jsdom too, so the stories'
// states (loading, pending rows, empty, error, bulk selection, delete modal) are checked with the unit tests.
configure({ asyncUtilTimeout: 10_000 });
const composed = composeStories(stories, preview);

afterEach(() => cleanup());

describe('teams screen stories', { timeout: 20_000 }, () => {
  it.each(Object.entries(composed))('%s renders and plays', async (_name, Story) => {
    await Story.run();
  });
});
