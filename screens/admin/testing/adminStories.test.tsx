import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { palettes } from '../../../.storybook/palettes';
import preview from '../../../.storybook/preview';
import { campaignColors, vars } from '../../../design-system';
import { AdminStory, type AdminStoryProps } from './AdminStory';

type StoryModule = { default: Meta<AdminStoryProps> } & Record<string, unknown>;

// The admin counterpart of screens/app/testing/pageStories.test.tsx: every story of every admin story file
// (those built on AdminStory), rendered under Storybook's toolbar colours as preview.tsx provides them
// (ToolbarColorsContext). The teams and fundraisers screens (a data-campaign) take the toolbar's colours and keep
// their fixture campaign's at the toolbar's default; the campaign list has no campaign and keeps the default theme
// whatever the toolbar says (AdminApp themes only a campaign's screens).
const adminStoryFiles = Object.fromEntries(
  Object.entries(import.meta.glob<StoryModule>('../*/*.stories.tsx', { eager: true })).filter(
    ([, module]) => module.default.component === AdminStory,
  ),
);

const cssVar = (reference: string): string => reference.replace(/^var\((--[^)]+)\)$/, '$1');
const PRIMARY = cssVar(vars.campaign.primary);
const SECONDARY = cssVar(vars.campaign.secondary);

/** The colours the screen gets: those of the innermost element that sets the campaign variables. */
function themeOf(container: HTMLElement): { primary: string; secondary: string } {
  const setters = [...container.querySelectorAll<HTMLElement>('[style]')].filter(
    (element) => element.style.getPropertyValue(PRIMARY) !== '',
  );
  const inner = setters.at(-1);
  return {
    primary: inner?.style.getPropertyValue(PRIMARY) ?? '',
    secondary: inner?.style.getPropertyValue(SECONDARY) ?? '',
  };
}

type AdminStoryObj = StoryObj<AdminStoryProps>;

function storiesOf(module: StoryModule): Array<[string, AdminStoryObj]> {
  return Object.entries(module).filter(
    (entry): entry is [string, AdminStoryObj] =>
      entry[0] !== 'default' && typeof entry[1] === 'object' && entry[1] !== null,
  );
}

/** Fixture campaign colours unlike any palette's, so the default case cannot pass by coincidence. */
const FIXTURE = { primary: '#7a1e5a', secondary: '#2b5d1e' };
/** The theme with no campaign colours (the token defaults). */
const DEFAULT_THEME = (() => {
  const colors = campaignColors(undefined, undefined);
  return { primary: colors.primary, secondary: colors.secondary };
})();

function renderStory(module: StoryModule, name: string, story: AdminStoryObj, globals: Record<string, string>) {
  const Story = composeStory(
    story,
    module.default,
    { ...preview, initialGlobals: { palette: 'default', primaryColor: '', secondaryColor: '', ...globals } },
    name,
  );
  // Without an `admin` arg, AdminStory shows the campaign list of the fixture site (no campaign).
  const admin = Story.args.admin;
  if (!admin?.campaign) return { hasCampaign: false, ...render(<Story />) };
  const campaign = { ...admin.campaign, primary_color: FIXTURE.primary, secondary_color: FIXTURE.secondary };
  return { hasCampaign: true, ...render(<Story admin={{ ...admin, campaign }} />) };
}

afterEach(() => cleanup());

it('finds the admin story files (the glob has not gone stale)', () => {
  expect(Object.keys(adminStoryFiles).sort()).toEqual([
    '../app/ExportCsv.stories.tsx',
    '../campaigns/CampaignsScreen.stories.tsx',
    '../fundraiser-wizard/FundraiserWizard.stories.tsx',
    '../fundraisers/FundraisersScreen.stories.tsx',
    '../team-wizard/TeamWizard.stories.tsx',
    '../teams/TeamsScreen.stories.tsx',
  ]);
});

describe.each(Object.entries(adminStoryFiles))('%s', (_file, module) => {
  it('describes its screen in the docs, not the shared AdminStory wrapper', () => {
    const description: unknown = module.default.parameters?.docs?.description?.component;
    expect(typeof description === 'string' && description.length > 40).toBe(true);
  });

  describe.each(storiesOf(module))('%s', (name, story) => {
    it('at the toolbar’s default: the fixture campaign’s colours (the default theme on the campaign list)', () => {
      const { container, hasCampaign } = renderStory(module, name, story, {});
      expect(themeOf(container)).toEqual(hasCampaign ? FIXTURE : DEFAULT_THEME);
    });

    it('a palette picked in the toolbar reaches a campaign’s screen', () => {
      const { container, hasCampaign } = renderStory(module, name, story, { palette: 'dark' });
      expect(themeOf(container)).toEqual(
        hasCampaign ? { primary: palettes.dark.primary, secondary: palettes.dark.secondary } : DEFAULT_THEME,
      );
    });

    it('colours typed in the toolbar reach a campaign’s screen', () => {
      const { container, hasCampaign } = renderStory(module, name, story, {
        primaryColor: '#c0392b',
        secondaryColor: '#1f6f8b',
      });
      expect(themeOf(container)).toEqual(hasCampaign ? { primary: '#c0392b', secondary: '#1f6f8b' } : DEFAULT_THEME);
    });
  });
});

it('the teams and fundraisers screens’ stories carry a campaign (so the toolbar cases above test something)', () => {
  for (const [file, module] of Object.entries(adminStoryFiles)) {
    if (file.includes('/campaigns/')) continue;
    for (const [name, story] of storiesOf(module)) {
      const admin = story.args?.admin ?? module.default.args?.admin;
      // A story of the campaign list in another file (the export links') has no campaign by design.
      if (admin?.screen === 'campaigns') continue;
      expect([file, name, Boolean(admin?.campaign)]).toEqual([file, name, true]);
    }
  }
});
