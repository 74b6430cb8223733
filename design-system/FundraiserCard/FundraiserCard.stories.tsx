import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { expectBarFill } from '../../.storybook/indicatorChecks';
import { indicatorPalettes } from '../../.storybook/palettes';
import { PaletteMatrix } from '../../.storybook/PaletteMatrix';
import { photo } from '../../.storybook/photo';
import { RankBadge } from '../RankBadge/RankBadge';
import { vars } from '../theme/contract.css';
import { pageContainer } from '../Layout/container.css';
import { FundraiserCard, type FundraiserCardProps } from './FundraiserCard';
import { expectShekelAmounts, rightToLeft } from '../../.storybook/rtl';

const meta = {
  title: 'Primitives/FundraiserCard',
  component: FundraiserCard,
  args: { link: '#fundraiser-7', name: 'Jane Doe', avatar: photo, amount: 450, goal: 1000 },
  argTypes: { layout: { control: 'inline-radio', options: ['card', 'row', 'auto'] } },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <FundraiserCard {...args} />
    </div>
  ),
} satisfies Meta<typeof FundraiserCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View Profile Jane Doe' })).toHaveFocus();
  },
};
export const FirstPlace: Story = { args: { badge: <RankBadge rank={1} />, amount: 4200, goal: 2500 } };
export const NoAvatar: Story = { args: { avatar: undefined } };
export const NothingRaised: Story = { args: { amount: 0 } };
export const ZeroGoal: Story = { args: { amount: 75, goal: 0 } };
export const Team: Story = { args: { name: 'The Early Risers', viewLabel: 'View Team', amount: 12600, goal: 20000 } };
export const LongName: Story = {
  args: { name: 'Maximiliana Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh', badge: <RankBadge rank={3} /> },
};

/** The first three of a leaderboard: over the goal, under it without a photo, under it. */
const podium = [
  { name: 'Jane Doe', avatar: photo, amount: 4200 },
  { name: 'Sam Lee', avatar: undefined, amount: 1800 },
  { name: 'Ana Ruiz', avatar: photo, amount: 900 },
];

/**
 * Badged, plain, empty and over-goal cards side by side, under each stress palette and the pale yellow and
 * beige ones. The play checks every bar's fill is the goal's indicator colour, at 3:1 against track and card.
 */
export const Matrix: Story = {
  render: () => (
    <PaletteMatrix style={{ display: 'grid', gap: 24 }} palettes={indicatorPalettes}>
      {(paletteName) => (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 220px)', gap: 16 }}>
          {podium.map((card, index) => (
            <FundraiserCard
              key={card.name}
              link={`#${index + 1}`}
              name={`${paletteName}: ${card.name}`}
              avatar={card.avatar}
              amount={card.amount}
              goal={2500}
              badge={<RankBadge rank={index + 1} />}
            />
          ))}
          <FundraiserCard link="#4" name={`${paletteName}: New Team`} amount={0} goal={5000} viewLabel="View Team" />
        </div>
      )}
    </PaletteMatrix>
  ),
  play: async ({ canvas }) => {
    // Three of the four cards per palette have raised something, so three bars have a fill.
    const filled = canvas.getAllByRole('progressbar').filter((bar) => bar.firstElementChild);
    await expect(filled).toHaveLength(3 * Object.keys(indicatorPalettes).length);
    for (const bar of filled) await expectBarFill(bar, vars.campaign.goalIndicator);
  },
};

/** Right to left: the card mirrors and its amounts, in shekels, still read left to right ('450 ₪'). */
export const RightToLeft: Story = {
  ...rightToLeft,
  args: { badge: <RankBadge rank={1} /> },
  play: async ({ canvasElement }) => {
    await expectShekelAmounts(canvasElement);
  },
};

/** A phone's width (375 px less the page margins): the lists' rows. */
const phoneRow = (args: FundraiserCardProps) => (
  <div style={{ maxWidth: 343 }}>
    <FundraiserCard {...args} />
  </div>
);

/**
 * layout="row", as the leaderboards and top lists show each item: picture, name, raised with the goal in small
 * text, a thin bar, the place at the end; the whole row is the link, named 'View Team The Early Risers'.
 */
export const Row: Story = {
  args: { layout: 'row', name: 'The Early Risers', viewLabel: 'View Team', badge: <RankBadge rank={2} /> },
  render: phoneRow,
  play: async ({ canvas }) => {
    const row = canvas.getByRole('article');
    await expect(getComputedStyle(row).display).toBe('grid');
    // The link covers the row: a click on the name lands on it.
    const link = canvas.getByRole('link', { name: 'View Team The Early Risers' });
    const box = row.getBoundingClientRect();
    const cover = link.getBoundingClientRect();
    // Inside the row's 1 px border.
    await expect(Math.abs(cover.width - (box.width - 2))).toBeLessThan(1);
    await expect(Math.abs(cover.height - (box.height - 2))).toBeLessThan(1);
    // 'View Team' is read out, not shown.
    await expect(canvas.getByText('View Team').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Past the goal: a solid full bar and by how much ('✓ 168%'), not a bar that looks still loading. */
export const RowOverGoal: Story = {
  args: { layout: 'row', badge: <RankBadge rank={1} />, amount: 4200, goal: 2500 },
  render: phoneRow,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('168%', { exact: false })).toBeVisible();
  },
};

export const RowLongName: Story = {
  args: { ...LongName.args, layout: 'row' },
  render: phoneRow,
};

/** Right to left: the picture on the right, the place on the left, amounts in shekels still read '450 ₪'. */
export const RowRightToLeft: Story = {
  ...rightToLeft,
  args: { layout: 'row', badge: <RankBadge rank={1} /> },
  render: phoneRow,
  play: async ({ canvas, canvasElement }) => {
    await expectShekelAmounts(canvasElement);
    const picture = canvasElement.querySelector('img')?.getBoundingClientRect();
    const name = canvas.getByText('Jane Doe').getBoundingClientRect();
    await expect(picture && picture.left > name.right).toBe(true);
  },
};

/** A page frame of the given width, as the app's layout draws it (the container layout="auto" asks). */
function inPageFrame(width: number) {
  return (args: FundraiserCardProps) => (
    <div style={{ width, containerType: 'inline-size', containerName: pageContainer }}>
      <div style={{ maxWidth: 320 }}>
        <FundraiserCard {...args} />
      </div>
    </div>
  );
}

/** layout="auto" in a theme's 720 px column: a row, though the window is wide. */
export const AutoInNarrowFrame: Story = {
  args: { layout: 'auto' },
  render: inPageFrame(720),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('article')).display).toBe('grid');
  },
};

/** layout="auto" once the page frame has room for three columns: a card with its View button. */
export const AutoInWideFrame: Story = {
  args: { layout: 'auto' },
  render: inPageFrame(960),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('article')).display).toBe('flex');
    await expect(canvas.getByText('View Profile')).toBeVisible();
  },
};
