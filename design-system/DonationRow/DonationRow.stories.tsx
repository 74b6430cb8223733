import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaletteMatrix } from '../../.storybook/PaletteMatrix';
import { expectShekelAmounts, laysOut, rightToLeft } from '../../.storybook/rtl';
import { TextLink } from '../TextLink/TextLink';
import { DonationList, DonationRow } from './DonationRow';

const meta = {
  title: 'Primitives/DonationRow',
  component: DonationRow,
  args: { name: 'Emeka Mensah', amount: 100, date: '3 mins ago' },
  // A row lives in a DonationList, which holds its columns.
  render: (args) => (
    <DonationList aria-label="Recent donations">
      <DonationRow {...args} />
    </DonationList>
  ),
} satisfies Meta<typeof DonationRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Emeka Mensah3 mins ago$100');
  },
};

/** A donation to someone else than the page's own team or fundraiser: a 'to …' line with a link. */
export const WithRecipient: Story = {
  args: {
    detail: (
      <>
        to <TextLink href="#kenji">Kenji Varga</TextLink>
      </>
    ),
  },
};

/** Anonymous: the label instead of a name, and a neutral silhouette instead of initials. */
export const Anonymous: Story = { args: { name: 'Anonymous', anonymous: true, amount: 20, date: '1 hour ago' } };

/** A very long name and a large amount wrap inside a phone-sized column instead of overflowing. */
export const LongNameNarrow: Story = {
  args: {
    name: 'Maximiliana Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh',
    amount: 1250000,
    detail: (
      <>
        to <TextLink href="#team">The Extremely Long Team Name For Clean Water Everywhere</TextLink>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};

/** A donor's message: under the name and the 'to …' line, in the name's column, in the body colour. */
export const WithMessage: Story = {
  args: {
    detail: (
      <>
        to <TextLink href="#kenji">Kenji Varga</TextLink>
      </>
    ),
    message: 'So proud of you all. Clean water changes everything!',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('So proud of you all. Clean water changes everything!')).toBeVisible();
  },
};

const LONG_HOSTILE_MESSAGE = `<img src=x onerror=alert(1)> ${'Good luck to everyone running this year, '.repeat(12)}Supercalifragilisticexpialidociousandthensomemorewithoutanyspaces`;

/**
 * A long message (with markup typed into it) on a phone: the markup stays text, the message stops after three
 * lines instead of pushing the list down, and a word without spaces breaks instead of overflowing.
 */
export const LongMessageClamped: Story = {
  args: { message: LONG_HOSTILE_MESSAGE },
  decorators: LongNameNarrow.decorators,
  play: async ({ canvasElement, canvas }) => {
    const message = canvas.getByText(LONG_HOSTILE_MESSAGE);
    await expect(canvasElement.querySelector('img')).toBeNull();
    const lineHeight = Number.parseFloat(getComputedStyle(message).lineHeight);
    await expect(message.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 3 + 1);
    await expect(message.scrollHeight).toBeGreaterThan(message.clientHeight);
    await expect(message.scrollWidth).toBeLessThanOrEqual(message.clientWidth);
  },
};

const recent: RecentDonation[] = [
  { name: 'Emeka Mensah', amount: 100, date: '3 mins ago' },
  { name: 'Anonymous', anonymous: true, amount: 20, date: '1 hour ago' },
  { name: 'Wen Novak', amount: 50, date: '5 days ago', to: 'Kenji Varga' },
  { name: 'Kavya Zhang', amount: 1000, date: '3 weeks ago', to: 'Carla Captain' },
  { name: 'Noah Usman', amount: 25, date: '1 month ago' },
];

interface RecentDonation {
  name: string;
  anonymous?: boolean;
  amount: number;
  date: string;
  /** The fundraiser or team it went to. */
  to?: string;
}

/** How a site in one language words the list. */
interface ListWords {
  /** Names the list, with its width. */
  label: (width: number) => string;
  /** Before the name of the fundraiser or team a donation went to. */
  to: string;
  anonymousLabel?: string;
}

const english: ListWords = { label: (width) => `Recent donations at ${width} px`, to: 'to' };

function RecentList({
  width,
  donations = recent,
  words = english,
}: {
  width: number;
  donations?: readonly RecentDonation[];
  words?: ListWords;
}) {
  return (
    <div style={{ width }}>
      <DonationList aria-label={words.label(width)}>
        {donations.map(({ to, ...donation }) => (
          <DonationRow
            key={donation.name}
            {...donation}
            anonymousLabel={words.anonymousLabel}
            detail={
              to ? (
                <>
                  {`${words.to} `}
                  <TextLink href={`#${to}`}>{to}</TextLink>
                </>
              ) : undefined
            }
          />
        ))}
      </DonationList>
    </div>
  );
}

/** The edge a text is painted up to, on `side`: the text itself, not its box. */
function textEdge(element: Element, side: 'left' | 'right'): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return Math.round(range.getBoundingClientRect()[side]);
}

/** Recent donations: dates in their own column on a wide list (720 px column), under the name on a phone. */
export const RecentDonations: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <RecentList width={720} />
      <RecentList width={343} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Amounts end on the same edge in every row, whatever their length.
    const wide = within(canvasElement).getByRole('list', { name: 'Recent donations at 720 px' });
    // Measured on the text itself, not its box (a box stretched over the column ends there whatever the text does).
    const amounts = within(wide).getAllByText(/^\$/);
    await expect(new Set(amounts.map((amount) => textEdge(amount, 'right'))).size).toBe(1);
    // Dates start on the same edge too: they share one column.
    const dates = within(wide)
      .getAllByText(/ago$/)
      .map((date) => Math.round(date.getBoundingClientRect().left));
    await expect(new Set(dates).size).toBe(1);
  },
};

/** Top donors: a ranked list (an <ol>) without dates. */
export const TopDonors: Story = {
  render: () => (
    <div style={{ maxWidth: 720 }}>
      <DonationList ordered aria-label="Top donors">
        {[
          { name: 'Kavya Zhang', amount: 1000 },
          { name: 'Emeka Mensah', amount: 350 },
          { name: '', amount: 120 },
          { name: 'Wen Novak', amount: 95 },
        ].map((donor, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixture.
          <DonationRow key={index} rank={index + 1} name={donor.name} amount={donor.amount} />
        ))}
      </DonationList>
    </div>
  ),
};

/** Recent donations under each stress palette (the initials take a wash of the campaign colour). */
export const Matrix: Story = {
  render: () => <PaletteMatrix style={{ display: 'grid', gap: 24 }}>{() => <RecentList width={560} />}</PaletteMatrix>,
};

/** Recent donations on a Hebrew site: Hebrew names and dates, one name typed in English, one anonymous donor. */
const hebrewRecent: RecentDonation[] = [
  { name: 'דנה כהן', amount: 100, date: 'לפני 3 דקות' },
  { name: 'אנונימי', anonymous: true, amount: 20, date: 'לפני שעה' },
  { name: 'Emeka Mensah', amount: 1250, date: 'לפני 5 ימים', to: 'קנג׳י ורגה' },
  { name: 'מרים אברהם', amount: 50, date: 'אתמול', to: 'שחייני הנמל' },
];

const hebrew: ListWords = { label: (width) => `תרומות אחרונות ${width}`, to: 'עבור', anonymousLabel: 'אנונימי' };

/**
 * Right to left (a Hebrew page), wide and phone-sized: avatar at the right, then the name, the date, and the
 * amount in shekels ending on the left edge. The English name starts at the right like the Hebrew ones, not
 * against the date: its own direction stays inside its cell.
 */
export const RightToLeft: Story = {
  ...rightToLeft,
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <RecentList width={720} donations={hebrewRecent} words={hebrew} />
      <RecentList width={343} donations={hebrewRecent} words={hebrew} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectShekelAmounts(canvasElement);
    if (!laysOut()) return;
    const wide = within(canvasElement).getByRole('list', { name: 'תרומות אחרונות 720' });
    const rows = within(wide).getAllByRole('listitem');
    const names = hebrewRecent.map((donation) => within(wide).getByText(donation.name));
    const amounts = within(wide).getAllByText(/₪$/);
    const dates = hebrewRecent.map((donation) => within(wide).getByText(donation.date));
    // Names start level at the right, beside the avatar; dates start level too; amounts end on the left edge.
    await expect(new Set(names.map((name) => textEdge(name, 'right'))).size).toBe(1);
    await expect(new Set(dates.map((date) => textEdge(date, 'right'))).size).toBe(1);
    await expect(new Set(amounts.map((amount) => textEdge(amount, 'left'))).size).toBe(1);
    const row = rows[0]!.getBoundingClientRect();
    await expect(textEdge(amounts[0]!, 'left') - row.left).toBeLessThanOrEqual(1);
    // The date sits between the name and the amount, with room on both sides.
    const english = names[2]!;
    await expect(textEdge(dates[2]!, 'right')).toBeLessThan(textEdge(english, 'left'));
    await expect(textEdge(amounts[2]!, 'right')).toBeLessThan(textEdge(dates[2]!, 'left'));
  },
};
