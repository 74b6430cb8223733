import type { Meta, StoryObj } from '@storybook/react-vite';
import { unionArgType } from '../../.storybook/argTypes';
import { Card, CardGrid } from './Card';
import { card, cardDefaults } from './Card.css';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { children: 'Riverside Runners raised $1,250 of $5,000.' },
  argTypes: {
    span: { control: { type: 'range', min: 1, max: 12, step: 1 } },
    padding: unionArgType(Object.keys(card.classNames.variants.padding), {
      defaultValue: cardDefaults.padding,
      control: 'inline-radio',
    }),
    as: { control: 'inline-radio', options: ['div', 'section', 'article', 'li'] },
  },
  render: (args) => (
    <CardGrid>
      <Card {...args} />
    </CardGrid>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultSpan: Story = {};
export const HalfWidth: Story = { args: { span: 6 } };
export const FullWidth: Story = { args: { span: 12 } };
export const NoPadding: Story = { args: { padding: 'none' } };
export const Standalone: Story = { render: (args) => <Card {...args} as="article" /> };
export const ListOfCards: Story = {
  render: () => (
    <CardGrid as="ul" aria-label="Teams">
      {['Riverside Runners', 'Harbour Swimmers', 'Hill Climbers', 'Night Walkers'].map((name) => (
        <Card key={name} as="li">
          {name}
        </Card>
      ))}
    </CardGrid>
  ),
};
/** Under the tablet width every card is full width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  tags: ['visual-phone'],
  render: () => (
    <CardGrid>
      <Card span={4}>Four columns on wider screens</Card>
      <Card span={8}>Eight columns on wider screens</Card>
    </CardGrid>
  ),
};

/** Rows of 12, 6+6, 4+4+4, 3×4, 8+4 and the padding sizes. */
export const Matrix: Story = {
  render: () => (
    <CardGrid>
      <Card span={12}>span 12</Card>
      {([6, 6, 4, 4, 4, 3, 3, 3, 3, 8, 4] as const).map((span, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards of a fixture.
        <Card key={index} span={span}>{`span ${span}`}</Card>
      ))}
      {(['none', 'md', 'lg', 'xl'] as const).map((padding) => (
        <Card key={padding} span={3} padding={padding}>{`padding ${padding}`}</Card>
      ))}
    </CardGrid>
  ),
};

/** The matrix under the extreme campaign palettes, so the a11y check covers their contrast too. */
export const MatrixPalePalette: Story = { ...Matrix, globals: { palette: 'pale' } };
export const MatrixDarkPalette: Story = { ...Matrix, globals: { palette: 'dark' } };
