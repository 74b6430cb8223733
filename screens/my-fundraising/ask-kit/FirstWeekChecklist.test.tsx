import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../tests/setup/axe';
import type { FundraiserDashboard } from '../../api/getFundraiserDashboard';
import { ASK_KIT_ID } from './askKitId';
import { FirstWeekChecklist } from './FirstWeekChecklist';
import { dashboardWith, firstDayDashboard } from './testing/dashboard';
import { ToolsHarness } from './testing/ToolsHarness';

function renderChecklist(dashboard: FundraiserDashboard) {
  return render(
    <ToolsHarness>
      <FirstWeekChecklist dashboard={dashboard} />
      <h2 id={ASK_KIT_ID} tabIndex={-1}>
        Ask kit
      </h2>
    </ToolsHarness>,
  );
}

const steps = () => within(screen.getByRole('list', { name: 'Your first week' })).getAllByRole('listitem');

describe('FirstWeekChecklist', () => {
  it('on a first day says every step is to do, in words, with a way to do each', async () => {
    const { container } = renderChecklist(firstDayDashboard);
    expect(screen.getByText('0 of 5 done')).toBeInTheDocument();
    expect(steps().map((step) => step.textContent)).toEqual([
      'Add a profile photoTo doAdd a photo',
      'Tell your story in your own wordsTo doWrite your story',
      'Get your first giftTo doGive the first gift yourself',
      'Share your pageTo doShare it now',
      'Reach your first five donorsTo doAsk more people',
    ]);
    const [photo, story, gift] = steps();
    expect(within(photo!).getByRole('link', { name: 'Add a photo' })).toHaveAttribute(
      'href',
      '/campaigns/run-for-water/fundraiser/2/update/',
    );
    expect(within(story!).getByRole('link', { name: 'Write your story' })).toHaveAttribute(
      'href',
      '/campaigns/run-for-water/fundraiser/2/update/',
    );
    expect(within(gift!).getByRole('link', { name: 'Give the first gift yourself' })).toHaveAttribute(
      'href',
      'https://site.test/campaigns/run-for-water/fundraiser/2/donate/',
    );
    await expectNoAxeViolations(container);
  });

  it('ticks the steps the data shows done, says "Done" and offers nothing more for them', () => {
    renderChecklist(dashboardWith({ totals: { donors_count: 3 }, shares_count: 2 }));
    expect(screen.getByText('4 of 5 done')).toBeInTheDocument();
    const [photo, , , share, donors] = steps();
    expect(photo).toHaveTextContent('Done');
    expect(photo).toHaveAttribute('data-state', 'done');
    expect(within(photo!).queryByRole('link')).toBeNull();
    expect(share).toHaveTextContent('Done');
    expect(donors).toHaveTextContent('To do');
    expect(within(donors!).getByRole('link', { name: 'Ask more people' })).toHaveAttribute('href', '#ask-kit');
  });

  it('leaves out the first share when the host does not record shares, and counts out of four', () => {
    renderChecklist(dashboardWith({ shares_count: null }));
    expect(screen.getByText('3 of 4 done')).toBeInTheDocument();
    expect(screen.queryByText('Share your page')).toBeNull();
  });

  it('moves focus to the ask kit from an "ask" step', async () => {
    const user = userEvent.setup();
    renderChecklist(firstDayDashboard);
    await user.click(screen.getByRole('link', { name: 'Share it now' }));
    expect(screen.getByRole('heading', { name: 'Ask kit' })).toHaveFocus();
  });
});
