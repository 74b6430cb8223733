import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import type { Donation } from '../api/entities';
import type { TopDonor } from '../api/entities';
import { DonationsTabs } from './DonationsTabs';
import { TopDonorsList } from './TopDonors';

const donation = (donorName: string, to: string, link = ''): Donation => ({
  donorName,
  donationType: 'single',
  relativeDateString: '5 mins ago',
  teamOrFundraiserName: to,
  amount: 25,
  sourceLink: link,
});

const rows = () => within(screen.getByRole('tabpanel', { name: 'Recent Donations' })).getAllByRole('listitem');

describe('DonationsTabs', () => {
  it("says who each donation went to, except for the page's own name", async () => {
    const { container } = render(
      <DonationsTabs
        ownName="Clean Water Crew"
        topDonors={<p>top</p>}
        donations={[
          donation('Ann', 'Clean Water Crew'),
          donation('Ben', 'Kenji Varga', 'https://site.test/campaigns/x/fundraiser/3/'),
          donation('', 'Clean Water Crew'),
        ]}
      />,
    );
    const [toTeam, toMember, anonymous] = rows();
    expect(toTeam).toHaveTextContent('Ann');
    expect(toTeam).not.toHaveTextContent(/\bto\b/);
    expect(within(toMember!).getByRole('link', { name: 'Kenji Varga' })).toHaveAttribute(
      'href',
      'https://site.test/campaigns/x/fundraiser/3/',
    );
    expect(anonymous).toHaveTextContent('Anonymous');
    await expectNoAxeViolations(container);
  });

  it('names every recipient where the page has no name of its own (the campaign home)', () => {
    render(<DonationsTabs topDonors={<p>top</p>} donations={[donation('Ann', 'Clean Water Crew')]} />);
    expect(rows()[0]).toHaveTextContent('to Clean Water Crew');
  });

  it('isolates names, dates and recipients (bdi), so each keeps its own direction on a right-to-left page', () => {
    render(<DonationsTabs topDonors={<p>top</p>} donations={[donation('Ann', 'Clean Water Crew')]} />);
    const isolated = [...rows()[0]!.querySelectorAll('bdi')].map((element) => element.textContent);
    expect(isolated).toEqual(['Ann', 'Clean Water Crew', '5 mins ago']);
  });

  it('mounts Top Donors only when its tab opens', async () => {
    const user = userEvent.setup();
    render(<DonationsTabs topDonors={<p>the top donors</p>} donations={[]} />);
    expect(screen.getByText('No donations yet. Be the first to donate!')).toBeInTheDocument();
    expect(screen.queryByText('the top donors')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Top Donors' }));
    expect(screen.getByText('the top donors')).toBeInTheDocument();
  });

  it('shows each donation with initials, date and amount; anonymous donors get a neutral avatar', () => {
    render(
      <DonationsTabs
        topDonors={<p>top</p>}
        donations={[donation('Emeka Mensah', ''), { ...donation('Anonymous', ''), amount: 1000 }]}
      />,
    );
    const [named, anonymous] = rows();
    expect(within(named!).getByText('EM')).toHaveAttribute('aria-hidden', 'true');
    expect(within(named!).getByText('5 mins ago')).toBeVisible();
    expect(within(named!).getByText('$25')).toBeVisible();
    expect(anonymous).toHaveTextContent(/^Anonymous5 mins ago\$1,000$/);
    expect(anonymous!.querySelector('[data-state="anonymous"]')).not.toBeNull();
  });
});

describe('Show more donations', () => {
  const twenty = Array.from({ length: 20 }, (_, index) => donation(`Donor ${index + 1}`, ''));

  // The host prints only the newest 20; 'all' would promise what the page does not have (issue 26).
  it.each([
    ['no count of its own (the page has no figures)', undefined, 'Show the 20 most recent donations'],
    ['more donations than it lists', 600, 'Show the 20 most recent of 600 donations'],
    ['every donation it counts', 20, 'Show all donations (20)'],
  ])('with %s says %j, then lists all it has', async (_case, total, label) => {
    const user = userEvent.setup();
    render(<DonationsTabs topDonors={<p>top</p>} donations={twenty} total={total} />);
    expect(rows()).toHaveLength(8);
    const button = screen.getByRole('button', { name: label });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(rows()).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Show fewer donations' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('TopDonorsList', () => {
  const read = (data: TopDonor[]) => ({ data, error: undefined, isLoading: false, mutate: async () => data });

  it('ranks the donors in an ordered list with initials and amounts', async () => {
    const { container } = render(
      <TopDonorsList
        errorText="Something went wrong"
        read={read([
          { name: 'Tom K.', amount: 1000 },
          { name: 'Anonymous', amount: 500 },
        ])}
      />,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^1TKTom K\.\$1,000$/);
    expect(second).toHaveTextContent(/^2Anonymous\$500$/);
    expect(second!.querySelector('[data-state="anonymous"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });
});
