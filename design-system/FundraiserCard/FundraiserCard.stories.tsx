import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { expectBarFill } from '../../.storybook/indicatorChecks';
import { indicatorPalettes } from '../../.storybook/palettes';
import { PaletteMatrix } from '../../.storybook/PaletteMatrix';
import { RankBadge } from '../RankBadge/RankBadge';
import { vars } from '../theme/contract.css';
import { FundraiserCard } from './FundraiserCard';
import { expectShekelAmounts, rightToLeft } from '../../.storybook/rtl';

// An inline picture, so the story needs no network and renders the same every time.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#2f6f8f"/><circle cx="32" cy="26" r="13" fill="#f2c9a0"/><path d="M8 64c2-14 12-22 24-22s22 8 24 22z" fill="#e07a3f"/></svg>',
)}`;

const meta = {
  title: 'Primitives/FundraiserCard',
  component: FundraiserCard,
  args: { link: '#fundraiser-7', name: 'Jane Doe', avatar: photo, amount: 450, goal: 1000 },
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

/**
 * Badged, plain, empty and over-goal cards side by side, under each stress palette and the pale yellow and
 * beige ones. The play checks every bar's fill is the goal's indicator colour, at 3:1 against track and card.
 */
export const Matrix: Story = {
  render: () => (
    <PaletteMatrix style={{ display: 'grid', gap: 24 }} palettes={indicatorPalettes}>
      {(paletteName) => (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 220px)', gap: 16 }}>
          <FundraiserCard
            link="#1"
            name={`${paletteName}: Jane Doe`}
            avatar={photo}
            amount={4200}
            goal={2500}
            badge={<RankBadge rank={1} />}
          />
          <FundraiserCard
            link="#2"
            name={`${paletteName}: Sam Lee`}
            amount={1800}
            goal={2500}
            badge={<RankBadge rank={2} />}
          />
          <FundraiserCard
            link="#3"
            name={`${paletteName}: Ana Ruiz`}
            avatar={photo}
            amount={900}
            goal={2500}
            badge={<RankBadge rank={3} />}
          />
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
