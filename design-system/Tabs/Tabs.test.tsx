import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { Tabs } from './Tabs';
import * as stories from './Tabs.stories';

/** The stories' leaderboard tabs (Teams selected), with the stories' args unless a test overrides them. */
const { FirstSelected: Leaderboards } = composeStories(stories);

describe('Tabs', () => {
  it('follows the page’s direction: in a right-to-left page the arrow keys follow the reading direction', async () => {
    document.documentElement.dir = 'rtl';
    try {
      render(<Leaderboards />);
      // Radix writes its own dir on the tabs; left at 'ltr' it would hold a right-to-left page's panel LTR.
      expect(screen.getByRole('tablist').closest('[dir]')).toHaveAttribute('dir', 'rtl');
      screen.getByRole('tab', { name: 'Teams' }).focus();
      await userEvent.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Fundraisers' })).toHaveFocus();
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('has a named tablist, tabs and the selected tab’s panel', () => {
    render(<Leaderboards />);
    expect(screen.getByRole('tablist', { name: 'Leaderboards' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Team leaderboard');
    expect(panel).toHaveAccessibleName('Teams');
  });

  it('switches the panel on click', async () => {
    // storybook/test's spy: the story's args type the prop with it.
    const onValueChange = fn();
    render(<Leaderboards onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Fundraisers' }));
    expect(screen.getByRole('tab', { name: 'Fundraisers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Fundraiser leaderboard');
    expect(onValueChange).toHaveBeenCalledWith('fundraisers');
  });

  it('moves focus and selection with the arrow keys, wrapping around', async () => {
    render(<Leaderboards />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Teams' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Fundraisers' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Fundraiser leaderboard');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Top Donors' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Top donor list');

    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Teams' })).toHaveFocus();
  });

  it('leaves the tablist with one Tab and lands on the panel', async () => {
    render(<Leaderboards />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('donors');
      return (
        <Tabs.Root value={value} onValueChange={setValue}>
          <Tabs.List aria-label="Leaderboards">
            <Tabs.Trigger value="teams">Teams</Tabs.Trigger>
            <Tabs.Trigger value="donors">Top Donors</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="teams">Team leaderboard</Tabs.Content>
          <Tabs.Content value="donors">Top donor list</Tabs.Content>
          <output>{value}</output>
        </Tabs.Root>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Top donor list');
    await userEvent.click(screen.getByRole('tab', { name: 'Teams' }));
    expect(screen.getByRole('status')).toHaveTextContent('teams');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Team leaderboard');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Leaderboards />);
    await expectNoAxeViolations(container);
  });
});
