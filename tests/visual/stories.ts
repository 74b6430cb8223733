import { existsSync, readFileSync } from 'node:fs';
import { NO_VISUAL_TAG } from '../../.storybook/noVisual';
import { STORYBOOK_INDEX } from './storybook-build';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  tags: string[];
}

interface StorybookIndex {
  v: number;
  entries: Record<
    string,
    { id: string; type: 'story' | 'docs'; title: string; name: string; tags?: string[]; importPath: string }
  >;
}

/** Stories tagged with this stay out of the baselines (Chromatic skips them too: see .storybook/noVisual.ts). */
export const SKIP_TAG = NO_VISUAL_TAG;
/** Tag a story with this to screenshot it in a freshly loaded preview rather than after a story switch. */
export const FRESH_TAG = 'visual-fresh';
/**
 * Tag a story with this to screenshot it at a phone's width (PHONE_VIEWPORT) instead of the 1024 px default; give
 * it a phone through `globals: { viewport: { value: 'mobile1' } }` too, so the story tests (Vitest browser mode,
 * which read that global) run its play function on a phone as well.
 */
export const PHONE_TAG = 'visual-phone';
export const PHONE_VIEWPORT = { width: 375, height: 812 };

function readAllStories(indexPath: string): StoryEntry[] {
  if (!existsSync(indexPath)) {
    throw new Error(`${indexPath} is missing: run \`npm run test:visual\` (its global setup builds Storybook).`);
  }
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as StorybookIndex;
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name, tags }) => ({ id, title, name, tags: tags ?? [] }));
}

/** Every story with a baseline (not docs pages, not tagged SKIP_TAG) in the built Storybook, in index order. */
export function readStories(indexPath = STORYBOOK_INDEX): StoryEntry[] {
  return readAllStories(indexPath).filter((story) => !story.tags.includes(SKIP_TAG));
}

/** The stories tagged SKIP_TAG: no screenshot, but their play functions and a11y checks still run. */
export function readUnshotStories(indexPath = STORYBOOK_INDEX): StoryEntry[] {
  return readAllStories(indexPath).filter((story) => story.tags.includes(SKIP_TAG));
}

export interface DocsEntry {
  id: string;
  title: string;
  /** The stories file, from the project root ('./design-system/Button/Button.stories.tsx'). */
  importPath: string;
}

/** Every docs page (one per component or page, from autodocs) in the built Storybook, in index order. */
export function readDocsPages(indexPath = STORYBOOK_INDEX): DocsEntry[] {
  if (!existsSync(indexPath)) {
    throw new Error(`${indexPath} is missing: run \`npm run test:visual\` (its global setup builds Storybook).`);
  }
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as StorybookIndex;
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'docs')
    .map(({ id, title, importPath }) => ({ id, title, importPath }));
}
