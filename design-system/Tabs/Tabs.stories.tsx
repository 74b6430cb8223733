import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectPartIndicator } from '../../.storybook/indicatorChecks';
import { indicatorPalettes } from '../../.storybook/palettes';
import { PaletteMatrix } from '../../.storybook/PaletteMatrix';
import { laysOut, rightToLeft } from '../../.storybook/rtl';
import { __ } from '../i18n';
import { vars } from '../theme/contract.css';
import { Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs.Root,
  subcomponents: { 'Tabs.List': Tabs.List, 'Tabs.Trigger': Tabs.Trigger, 'Tabs.Content': Tabs.Content },
  parameters: {
    docs: {
      description: {
        component: [
          'Switches between panels in place, such as Recent Donations and Top Donors. Four parts, over Radix Tabs:',
          '',
          '- `Tabs.Root` holds the selected tab: controlled (`value` + `onValueChange`) or uncontrolled (`defaultValue`);',
          "- `Tabs.List` is the row of tabs (role `tablist`); give it an `aria-label`, e.g. 'Leaderboards';",
          "- `Tabs.Trigger` is one tab, named by its `value`; the selected one is underlined in the campaign's primary colour;",
          '- `Tabs.Content` is the panel (role `tabpanel`) shown while the tab with the same `value` is selected.',
          '',
          'Arrow keys move between tabs (Home and End jump to the ends), and Tab moves on into the panel.',
        ].join('\n'),
      },
    },
  },
  args: { defaultValue: 'teams', onValueChange: fn() },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Leaderboards">
        <Tabs.Trigger value="teams">Teams</Tabs.Trigger>
        <Tabs.Trigger value="fundraisers">Fundraisers</Tabs.Trigger>
        <Tabs.Trigger value="donors">Top Donors</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="teams">Team leaderboard</Tabs.Content>
      <Tabs.Content value="fundraisers">Fundraiser leaderboard</Tabs.Content>
      <Tabs.Content value="donors">Top donor list</Tabs.Content>
    </Tabs.Root>
  ),
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Fundraisers' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Fundraiser leaderboard');
    await expect(args.onValueChange).toHaveBeenCalledWith('fundraisers');
  },
};
export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Teams' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Fundraisers' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Fundraiser leaderboard');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Top Donors' })).toHaveFocus();
  },
};
export const LastSelected: Story = { args: { defaultValue: 'donors' } };
export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Leaderboards">
        <Tabs.Trigger value="teams">Teams</Tabs.Trigger>
        <Tabs.Trigger value="fundraisers" disabled>
          Fundraisers
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="teams">Team leaderboard</Tabs.Content>
      <Tabs.Content value="fundraisers">Fundraiser leaderboard</Tabs.Content>
    </Tabs.Root>
  ),
};

/**
 * Each tab selected in turn, under each stress palette and the pale yellow and beige ones. The play checks
 * the active underline is painted in the primary's indicator colour, at 3:1 against the tab list's backdrop.
 */
export const Matrix: Story = {
  render: () => (
    <PaletteMatrix style={{ display: 'grid', gap: 24 }} palettes={indicatorPalettes}>
      {(name) => (
        <div style={{ display: 'grid', gap: 12 }}>
          {['teams', 'fundraisers'].map((selected) => (
            <Tabs.Root key={selected} defaultValue={selected}>
              <Tabs.List aria-label={`${name} palette, ${selected} selected`}>
                <Tabs.Trigger value="teams">Teams</Tabs.Trigger>
                <Tabs.Trigger value="fundraisers">Fundraisers</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="teams">Team leaderboard</Tabs.Content>
              <Tabs.Content value="fundraisers">Fundraiser leaderboard</Tabs.Content>
            </Tabs.Root>
          ))}
        </div>
      )}
    </PaletteMatrix>
  ),
  play: async ({ canvas }) => {
    for (const name of Object.keys(indicatorPalettes)) {
      for (const selected of ['teams', 'fundraisers']) {
        const list = canvas.getByRole('tablist', { name: `${name} palette, ${selected} selected` });
        const active = '[role="tab"][data-state="active"]';
        await expectPartIndicator(list, active, 'border-bottom-color', vars.campaign.primaryIndicator);
      }
    }
  },
};

/**
 * Right to left (a Hebrew page): the first tab is the rightmost, and the arrow keys follow the reading order,
 * ArrowLeft to the next tab and ArrowRight back (Radix reads the page's direction through Tabs).
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  // Labels through __() at render time: the story's locale is loaded by then.
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="לוחות מובילים">
        <Tabs.Trigger value="teams">{__('Teams')}</Tabs.Trigger>
        <Tabs.Trigger value="fundraisers">{__('Fundraisers')}</Tabs.Trigger>
        <Tabs.Trigger value="donors">{__('Top Donors')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="teams">הצוותים המובילים</Tabs.Content>
      <Tabs.Content value="fundraisers">מגייסי התרומות המובילים</Tabs.Content>
      <Tabs.Content value="donors">התורמים המובילים</Tabs.Content>
    </Tabs.Root>
  ),
  play: async ({ canvas, args }) => {
    const [teams, fundraisers, donors] = [__('Teams'), __('Fundraisers'), __('Top Donors')].map((name) =>
      canvas.getByRole('tab', { name }),
    );
    if (!teams || !fundraisers || !donors) throw new Error('expected three tabs');
    if (laysOut()) {
      await expect(teams.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        fundraisers.getBoundingClientRect().right,
      );
      await expect(fundraisers.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        donors.getBoundingClientRect().right,
      );
    }
    await userEvent.click(teams);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(fundraisers).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('מגייסי התרומות המובילים');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('fundraisers');
    await userEvent.keyboard('{ArrowRight}');
    await expect(teams).toHaveFocus();
    await expect(teams).toHaveAttribute('aria-selected', 'true');
    // The baseline shows the selected tab's underline, not the focus ring over it.
    teams.blur();
  },
};
