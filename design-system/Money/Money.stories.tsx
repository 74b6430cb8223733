import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Money, MoneyFormatProvider } from './Money';
import type { MoneyFormat } from './format';

const meta = {
  title: 'Primitives/Money',
  component: Money,
  args: { value: 1234567 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

const euro: MoneyFormat = {
  currencySymbol: '€',
  currencyPosition: 'after',
  thousandsSeparator: '.',
  decimalSeparator: ',',
};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,234,567')).toBeInTheDocument();
    // Amounts in a column line up digit under digit.
    await expect(getComputedStyle(canvas.getByText('$1,234,567')).fontVariantNumeric).toBe('lining-nums tabular-nums');
  },
};
export const Negative: Story = { args: { value: -1234 } };
export const Huge: Story = { args: { value: 1e15 } };
export const NumericString: Story = { args: { value: ' 1234.5 ' } };
export const NonNumericWithFallback: Story = { args: { value: 'abc', fallback: 250 } };
export const SymbolAfter: Story = {
  decorators: [
    (Story) => (
      <MoneyFormatProvider format={euro}>
        <Story />
      </MoneyFormatProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.234.567 €')).toBeInTheDocument();
  },
};

const formats: Array<[string, Partial<MoneyFormat>]> = [
  ['Default', {}],
  ['Euro, symbol after', euro],
  ['Apostrophe grouping', { currencySymbol: 'CHF ', thousandsSeparator: "'" }],
];
const values: Array<number | string> = [0, 999, 1234.5, -1234, 1e15, 'abc'];

/** Every format against typical, edge and invalid values. */
export const Matrix: Story = {
  render: () => (
    <table>
      <thead>
        <tr>
          <th scope="col">Format</th>
          {values.map((value) => (
            <th key={String(value)} scope="col">
              {String(value)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {formats.map(([name, format]) => (
          <MoneyFormatProvider key={name} format={format}>
            <tr>
              <th scope="row">{name}</th>
              {values.map((value) => (
                <td key={String(value)}>
                  <Money value={value} />
                </td>
              ))}
            </tr>
          </MoneyFormatProvider>
        ))}
      </tbody>
    </table>
  ),
};
