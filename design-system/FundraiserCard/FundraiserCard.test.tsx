import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/axe';
import { avatarPlaceholder } from '../Avatar/placeholder';
import { MoneyFormatProvider } from '../Money/Money';
import { RankBadge } from '../RankBadge/RankBadge';
import { FundraiserCard, type FundraiserCardProps } from './FundraiserCard';

const base: FundraiserCardProps = {
  link: '/fundraiser/7/',
  name: 'Jane Doe',
  avatar: '/jane.jpg',
  amount: 450,
  goal: 1000,
};

describe('FundraiserCard', () => {
  it('shows the name, amount raised and goal', () => {
    render(<FundraiserCard {...base} badge={<RankBadge rank={1} />} />);
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.getByText('$450')).toBeInTheDocument();
    expect(screen.getByText('$1,000')).toBeInTheDocument();
    expect(screen.getByText('1st Place')).toBeInTheDocument();
  });

  it('has exactly one link, reached with a single Tab, named by its label and the fundraiser', async () => {
    render(<FundraiserCard {...base} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('View Profile Jane Doe');
    expect(links[0]).toHaveAttribute('href', '/fundraiser/7/');
    await userEvent.tab();
    expect(links[0]).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('uses a custom link text', () => {
    render(<FundraiserCard {...base} viewLabel="View Team" />);
    expect(screen.getByRole('link')).toHaveAccessibleName('View Team Jane Doe');
  });

  it('shows the progress toward the goal', () => {
    render(<FundraiserCard {...base} />);
    expect(screen.getByRole('progressbar', { name: 'Progress toward goal' })).toHaveAttribute('aria-valuetext', '45%');
  });

  it.each<[number, number, string]>([
    [0, 1000, '0%'],
    [2500, 1000, '100%'],
    [50, 0, '100%'],
    [0, 0, '0%'],
  ])('raised %d of %d reads %s and never NaN', (amount, goal, text) => {
    render(<FundraiserCard {...base} amount={amount} goal={goal} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuetext', text);
    expect(bar.getAttribute('aria-valuenow')).not.toMatch(/NaN|Infinity/);
  });

  it('draws no fill when nothing is raised', () => {
    render(<FundraiserCard {...base} amount={0} />);
    expect(screen.getByRole('progressbar').childElementCount).toBe(0);
  });

  it('uses the placeholder picture without an avatar', () => {
    const { container } = render(<FundraiserCard {...base} avatar={undefined} />);
    expect(container.querySelector('img')).toHaveAttribute('src', avatarPlaceholder);
  });

  it('shows a name with markup as plain text', () => {
    const { container } = render(<FundraiserCard {...base} name={'<img src=x onerror=alert(1)>Jane'} />);
    expect(screen.getByText('<img src=x onerror=alert(1)>Jane')).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('follows the money format', () => {
    render(
      <MoneyFormatProvider format={{ currencySymbol: '€', currencyPosition: 'after', thousandsSeparator: '.' }}>
        <FundraiserCard {...base} amount={1500} goal={10000} />
      </MoneyFormatProvider>,
    );
    expect(screen.getByText('1.500 €')).toBeInTheDocument();
    expect(screen.getByText('10.000 €')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<FundraiserCard {...base} badge={<RankBadge rank={2} />} />);
    await expectNoAxeViolations(container);
  });

  it('says by how much a goal is passed, beside a full bar', () => {
    const { container } = render(<FundraiserCard {...base} amount={2410} goal={1000} />);
    expect(container).toHaveTextContent('✓ 241%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '100%');
  });

  it.each(['row', 'auto'] as const)('as a %s keeps one link with the same name, and every figure', async (layout) => {
    const { container } = render(
      <FundraiserCard {...base} layout={layout} viewLabel="View Team" badge={<RankBadge rank={1} />} />,
    );
    expect(container.firstElementChild).toHaveAttribute('data-layout', layout);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('View Team Jane Doe');
    expect(screen.getByText('Raised')).toBeInTheDocument();
    expect(screen.getByText('$1,000')).toBeInTheDocument();
    expect(screen.getByText('1st Place')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('is a card unless asked otherwise', () => {
    const { container } = render(<FundraiserCard {...base} />);
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'card');
  });
});
