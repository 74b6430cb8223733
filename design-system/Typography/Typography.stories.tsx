import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { unionArgType } from '../../.storybook/argTypes';
import { TextLink } from '../TextLink/TextLink';
import { brandBandClass } from '../theme/brandBand.css';
import { vars } from '../theme/contract.css';
import { ThemeRoot } from '../theme/ThemeRoot';
import { headingSize, type HeadingLevel } from './model';
import { Heading, Text } from './Typography';

const LEVELS: readonly HeadingLevel[] = [1, 2, 3, 4, 5, 6];
const SIZES = Object.keys(vars.font.size);
const sizeType = unionArgType(SIZES);

const meta = {
  title: 'Primitives/Typography',
  component: Heading,
  args: { level: 2, children: 'Support the Riverside Runners' },
  argTypes: {
    level: unionArgType(LEVELS, { control: 'inline-radio' }),
    size: {
      ...sizeType,
      // Left empty, the level picks the size.
      options: [undefined, ...SIZES],
      table: {
        ...sizeType.table,
        defaultValue: {
          summary: 'by level',
          detail: LEVELS.map((level) => `h${level}: '${headingSize(level)}'`).join('\n'),
        },
      },
    },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeadingLevel1: Story = { args: { level: 1 } };
export const HeadingLevel2: Story = {};
export const HeadingLevel3: Story = { args: { level: 3 } };
export const HeadingSizeOverride: Story = { args: { level: 2, size: 'lg', children: 'Top donors' } };
export const FocusableHeading: Story = {
  args: { level: 1, tabIndex: -1, children: 'Join team' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Join team' });
    heading.focus();
    await expect(heading).toHaveFocus();
  },
};
export const BodyText: Story = {
  render: () => <Text>Every step counts. Join us on the riverside for a morning of running and giving.</Text>,
};
export const MutedText: Story = {
  render: () => (
    <Text tone="muted" size="sm">
      Donated 3 days ago
    </Text>
  ),
};

/** Every heading level and text tone, size and weight together. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {([1, 2, 3, 4, 5, 6] as const).map((level) => (
        <Heading key={level} level={level}>{`Heading level ${level}`}</Heading>
      ))}
      {(['default', 'muted'] as const).map((tone) =>
        (['xs', 'sm', 'md', 'lg'] as const).map((size) => (
          <Text key={`${tone}-${size}`} tone={tone} size={size}>{`Text ${tone} ${size}`}</Text>
        )),
      )}
      {(['regular', 'medium', 'bold'] as const).map((weight) => (
        <Text key={weight} weight={weight}>{`Text ${weight}`}</Text>
      ))}
    </div>
  ),
};

/** The matrix under the extreme campaign palettes, so the a11y check covers their contrast too. */
export const MatrixPalePalette: Story = { ...Matrix, globals: { palette: 'pale' } };
export const MatrixDarkPalette: Story = { ...Matrix, globals: { palette: 'dark' } };

/**
 * Headings and text on the campaign's brand band (styleFragments' `brandBand`): the primary fill, the text in the
 * foreground campaignColors picks for it. Under the pale and dark palettes too, so the a11y check reads both.
 */
export const OnBrandBand: Story = {
  render: () => (
    <div className={brandBandClass} style={{ display: 'grid', gap: 8, padding: 24 }}>
      <Text tone="muted" size="sm" weight="bold">
        Team page
      </Text>
      <Heading level={1}>Clean Water Crew</Heading>
      <Text>
        Captain: Carla Captain · <TextLink href="#team">About the team</TextLink>
      </Text>
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Clean Water Crew' });
    const band = heading.parentElement as HTMLElement;
    await expect(getComputedStyle(heading).color).toBe(getComputedStyle(band).color);
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'About the team' })).color).toBe(
      getComputedStyle(band).color,
    );
  },
};
export const OnBrandBandPalePalette: Story = { ...OnBrandBand, globals: { palette: 'pale' } };
export const OnBrandBandDarkPalette: Story = { ...OnBrandBand, globals: { palette: 'dark' } };

/**
 * The design system has no typeface of its own: headings, text and bare form controls take the page's (here a
 * serif wrapper standing in for a theme), unless ThemeRoot is given a `typeface`.
 */
export const InheritsPageTypeface: Story = {
  render: () => (
    <div style={{ fontFamily: 'Georgia, serif' }}>
      <ThemeRoot>
        <Heading level={2}>Support the Riverside Runners</Heading>
        <Text>Every step counts.</Text>
        <button type="button">Bare button</button> <input aria-label="Bare input" defaultValue="Bare input" />
      </ThemeRoot>
      <ThemeRoot typeface='"Courier New", monospace'>
        <Text>Asked-for family</Text>
      </ThemeRoot>
    </div>
  ),
  play: async ({ canvas }) => {
    const family = (element: HTMLElement) => getComputedStyle(element).fontFamily;
    for (const element of [
      canvas.getByRole('heading', { level: 2 }),
      canvas.getByText('Every step counts.'),
      canvas.getByRole('button', { name: 'Bare button' }),
      canvas.getByRole('textbox', { name: 'Bare input' }),
    ]) {
      await expect(family(element)).toBe('Georgia, serif');
    }
    await expect(family(canvas.getByText('Asked-for family'))).toBe('"Courier New", monospace');
  },
};
