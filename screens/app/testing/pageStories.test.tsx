import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { palettes } from '../../../.storybook/palettes';
import preview from '../../../.storybook/preview';
import { vars } from '../../../design-system';
import { PageStory, type PageStoryProps } from './PageStory';

type StoryModule = { default: Meta<PageStoryProps> } & Record<string, unknown>;

// Every story file of screens/ whose stories render the app (PageStory); component stories of the shell
// (AccountBar) theme themselves like design-system stories and are not pages.
const pageStoryFiles = Object.fromEntries(
  Object.entries(import.meta.glob<StoryModule>('../../*/*.stories.tsx', { eager: true })).filter(
    ([, module]) => module.default.component === PageStory,
  ),
);

const PRIMARY = vars.campaign.primary.replace(/^var\((--[^)]+)\)$/, '$1');

/** The primary colour the page's content gets: the innermost element that sets the campaign variable. */
function primaryOfPage(container: HTMLElement): string {
  const setters = [...container.querySelectorAll<HTMLElement>('[style]')].filter(
    (element) => element.style.getPropertyValue(PRIMARY) !== '',
  );
  return setters.at(-1)?.style.getPropertyValue(PRIMARY) ?? '';
}

function rendersThePage(value: unknown): value is StoryObj<PageStoryProps> {
  return typeof value === 'object' && value !== null && !('render' in value);
}

/** Each file's first story that renders the page through its meta (not a hand-written render). */
function pageStoryOf(module: StoryModule, globals: Record<string, string>) {
  const [name, story] = Object.entries(module).find(([key, value]) => key !== 'default' && rendersThePage(value)) ?? [];
  if (!name || !rendersThePage(story)) throw new Error('no story renders the page');
  return composeStory(
    story,
    module.default,
    {
      ...preview,
      initialGlobals: { palette: 'default', primaryColor: '', secondaryColor: '', ...globals },
    },
    name,
  );
}

/** A fixture campaign colour unlike any palette's, so the default case cannot pass by coincidence. */
const FIXTURE_PRIMARY = '#7a1e5a';

function renderPage(module: StoryModule, globals: Record<string, string>) {
  const Story = pageStoryOf(module, globals);
  const hostData = Story.args.hostData;
  if (!hostData) throw new Error('the story has no host data');
  return render(
    <Story hostData={{ ...hostData, campaign: { ...hostData.campaign, primary_color: FIXTURE_PRIMARY } }} />,
  );
}

describe.each(Object.entries(pageStoryFiles))('%s', (_file, module) => {
  it('describes its page in the docs, not the shared PageStory wrapper', () => {
    const description: unknown = module.default.parameters?.docs?.description?.component;
    expect(typeof description === 'string' && description.length > 40).toBe(true);
  });

  it('shows the fixture campaign colour while the Storybook toolbar is at its default', () => {
    expect(primaryOfPage(renderPage(module, {}).container)).toBe(FIXTURE_PRIMARY);
  });

  it('takes the palette picked in the Storybook toolbar', () => {
    expect(primaryOfPage(renderPage(module, { palette: 'dark' }).container)).toBe(palettes.dark.primary);
  });

  it('takes a colour typed in the Storybook toolbar', () => {
    expect(primaryOfPage(renderPage(module, { primaryColor: '#c0392b' }).container)).toBe('#c0392b');
  });
});
