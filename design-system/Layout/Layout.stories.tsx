import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { unionArgType } from '../../.storybook/argTypes';
import { vars } from '../theme/contract.css';
import { Container, Inline, Stack } from './Layout';
import { stack, stackDefaults } from './Layout.css';

function Box({ children }: { children: ReactNode }) {
  return (
    <div style={{ padding: vars.space.sm, background: vars.color.surfaceMuted, border: `1px solid ${vars.color.border}` }}>
      {children}
    </div>
  );
}

const items = ['Riverside Runners', 'Harbour Swimmers', 'Hill Climbers', 'Night Walkers'];

const meta = {
  title: 'Primitives/Layout',
  component: Stack,
  args: { gap: 'lg' },
  argTypes: {
    gap: unionArgType(Object.keys(vars.space), { defaultValue: stackDefaults.gap }),
    align: unionArgType(Object.keys(stack.classNames.variants.align), { defaultValue: stackDefaults.align }),
  },
  render: (args) => (
    <Stack {...args}>
      {items.map((item) => (
        <Box key={item}>{item}</Box>
      ))}
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackDefault: Story = {};
export const StackTight: Story = { args: { gap: 'xs' } };
export const StackLoose: Story = { args: { gap: 'xxxl' } };
export const StackAsList: Story = {
  render: (args) => (
    <Stack {...args} as="ul" aria-label="Teams">
      {items.map((item) => (
        <li key={item}>
          <Box>{item}</Box>
        </li>
      ))}
    </Stack>
  ),
};

export const InlineWrapping: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Inline gap="sm">
        {items.map((item) => (
          <Box key={item}>{item}</Box>
        ))}
      </Inline>
    </div>
  ),
};

export const InlineSpaceBetween: Story = {
  render: () => (
    <Inline justify="between" align="baseline">
      <Box>Top fundraisers</Box>
      <Box>View all</Box>
    </Inline>
  ),
};

export const ContainerCentred: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Container>
      <Box>Content is centred at the content width with page padding on both sides.</Box>
    </Container>
  ),
};

/** Stack gaps, inline alignments and the container together. */
export const Matrix: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Container>
      <Stack gap="xl">
        <Inline gap="xl" align="start">
          {(['xs', 'md', 'xl'] as const).map((gap) => (
            <Stack key={gap} gap={gap}>
              <Box>{`gap ${gap}`}</Box>
              <Box>second</Box>
              <Box>third</Box>
            </Stack>
          ))}
        </Inline>
        {(['start', 'center', 'end', 'between'] as const).map((justify) => (
          <Inline key={justify} justify={justify}>
            <Box>{`justify ${justify}`}</Box>
            <Box>second</Box>
          </Inline>
        ))}
      </Stack>
    </Container>
  ),
};

/** The matrix under the extreme campaign palettes, so the a11y check covers their contrast too. */
export const MatrixPalePalette: Story = { ...Matrix, globals: { palette: 'pale' } };
export const MatrixDarkPalette: Story = { ...Matrix, globals: { palette: 'dark' } };
